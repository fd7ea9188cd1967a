import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminUser, AdminUserList } from '@/api/types'
import { session } from '@/lib/auth/session'
import { json, makeUser, mockFetch, renderRoute, tokens } from '@/test/utils'

beforeEach(() => session.forget())
afterEach(() => session.forget())

const waiting: AdminUser = {
  id: 7,
  userId: 70,
  email: 'lea@wave.example',
  fullName: 'Léa Martin',
  role: 'camp_owner',
  assignedCampId: 3,
  assignedCampName: 'Wave Hostel',
  assignedCampStatus: 'pending',
  assignedCampLocationKey: 'agadir',
  isActive: false,
  emailVerified: true,
  pendingApproval: true,
  rejectedAt: null,
  rejectionReason: null,
  language: 'fr',
  createdAt: '2026-11-20T10:00:00Z',
}

const list: AdminUserList = {
  summary: { totalUsers: 2, activeUsers: 1, campOwners: 1, pendingApprovals: 1 },
  pending: [waiting],
  items: [waiting],
}

async function openUsers(handlers: Parameters<typeof mockFetch>[0]) {
  const admin = makeUser({ role: 'super_admin', isActive: true })
  mockFetch({
    'POST /api/v1/auth/refresh': () => json(tokens(admin)),
    'GET /api/v1/admin/users': () => json(list),
    'GET /api/v1/admin/camps': () => json([]),
    ...handlers,
  })
  await session.refresh()
  renderRoute('/admin/users')
  return within(await screen.findByTestId('pending-owner'))
}

// The first render loads the back office's route tree and texts: slow on a busy machine.
describe('/admin/users approvals', () => {
  it('approves a waiting owner only after a confirmation naming their camp and language', async () => {
    let approved = false
    const row = await openUsers({
      'POST /api/v1/admin/users/7/approve': () => {
        approved = true
        return json({ ...waiting, isActive: true, pendingApproval: false })
      },
    })
    const user = userEvent.setup()
    await user.click(row.getByRole('button', { name: 'Approve Léa Martin' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Léa Martin?' })
    expect(confirm).toHaveTextContent('Wave Hostel is published. We e-mail lea@wave.example in French.')
    expect(approved).toBe(false)
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(approved).toBe(true))
    expect(await screen.findByText('User activated successfully')).toBeInTheDocument()
  })

  it('rejects with the reason the owner receives, which is required', async () => {
    let sent: unknown = null
    const row = await openUsers({
      'POST /api/v1/admin/users/7/reject': async (request) => {
        sent = await request.json()
        return json({ ...waiting, pendingApproval: false, rejectedAt: '2026-11-26T10:00:00Z' })
      },
    })
    const user = userEvent.setup()
    await user.click(row.getByRole('button', { name: 'Reject Léa Martin' }))
    const ask = await screen.findByRole('dialog', { name: 'Reject Léa Martin?' })
    expect(ask).toHaveTextContent('We e-mail the reason to lea@wave.example in French')
    await user.click(within(ask).getByRole('button', { name: 'Reject' }))
    expect(await within(ask).findByText('Please write the reason the applicant will receive')).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.type(within(ask).getByLabelText(/Reason for the applicant/), 'Licence missing')
    await user.click(within(ask).getByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(sent).toEqual({ reason: 'Licence missing' }))
    expect(await screen.findByText('Camp owner rejected: the reason was e-mailed')).toBeInTheDocument()
  })
})
