import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminCamp, AdminUser } from '@/api/types'
import { apiError, expectFieldError, fetched, mockFetch, renderWithProviders } from '@/test/utils'
import { UserEditDialog } from './user-edit-dialog'

const user = {
  id: 4,
  fullName: 'Omar Owner',
  email: 'omar@example.com',
  role: 'camp_admin',
  assignedCampId: null,
  isActive: true,
} as unknown as AdminUser
const camps = [{ id: 3, name: 'Ocean Camp', status: 'active' }] as unknown as AdminCamp[]

describe('UserEditDialog', () => {
  it('asks for the camp of a camp owner before sending', async () => {
    const fetch = mockFetch()
    const person = userEvent.setup()
    renderWithProviders(<UserEditDialog user={user} camps={camps} onClose={() => {}} />)
    await person.selectOptions(screen.getByLabelText('Role'), 'camp_owner')
    await person.click(screen.getByRole('button', { name: 'Save Changes' }))
    const camp = screen.getByLabelText(/Assigned camp/)
    await expectFieldError(camp, 'Choose the camp this owner manages.')
    expect(fetched(fetch, '/admin/users')).toBe(false)
  })

  it('sends the role and camp; a server field error lands on its field and keeps the choice', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'PATCH /api/v1/admin/users/4': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', {
          fields: { assignedCampId: 'not_found' },
        })
      },
    })
    const person = userEvent.setup()
    renderWithProviders(<UserEditDialog user={user} camps={camps} onClose={() => {}} />)
    await person.selectOptions(screen.getByLabelText('Role'), 'camp_owner')
    await person.selectOptions(screen.getByLabelText(/Assigned camp/), '3')
    await person.click(screen.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(sent).toEqual({ role: 'camp_owner', assignedCampId: 3 }))
    const camp = screen.getByLabelText(/Assigned camp/)
    await expectFieldError(camp, 'Choose the camp this owner manages.', '3')
    expect(screen.getByLabelText('Role')).toHaveValue('camp_owner')
  })

  it('says why the server refused in the form', async () => {
    mockFetch({ 'PATCH /api/v1/admin/users/4': () => apiError(409, 'last_super_admin', 'last one') })
    const person = userEvent.setup()
    renderWithProviders(<UserEditDialog user={{ ...user, role: 'super_admin' }} camps={camps} onClose={() => {}} />)
    await person.selectOptions(screen.getByLabelText('Role'), 'camp_admin')
    await person.click(screen.getByRole('button', { name: 'Save Changes' }))
    expect(
      await screen.findByText('You are the last active super admin: make someone else super admin first.'),
    ).toBeInTheDocument()
  })
})
