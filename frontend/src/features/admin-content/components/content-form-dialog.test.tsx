import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, expectFieldError, fetched, mockFetch, renderWithProviders } from '@/test/utils'
import { ContentFormDialog } from './content-form-dialog'

describe('ContentFormDialog', () => {
  it('refuses metadata that is not a JSON object before sending', async () => {
    const fetch = mockFetch()
    const user = userEvent.setup()
    renderWithProviders(<ContentFormDialog open row={null} onClose={() => {}} />)
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Hello')
    await user.type(screen.getByLabelText(/Metadata/), '[[1, 2]')
    await user.click(screen.getByRole('button', { name: 'Save Content' }))
    const meta = screen.getByLabelText(/Metadata/)
    await expectFieldError(meta, expect.stringContaining('Metadata must be a JSON object'))
    expect(fetched(fetch, '/admin/content')).toBe(false)
  })

  it('shows a server field error on its field and keeps what was typed', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'POST /api/v1/admin/content': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return apiError(422, 'validation_error', 'Some fields are invalid.', { fields: { content: 'invalid_json' } })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<ContentFormDialog open row={null} onClose={() => {}} />)
    await user.selectOptions(screen.getByLabelText(/Content type/), 'json')
    await user.type(screen.getByLabelText(/^Title/), 'Prices')
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'not json')
    await user.click(screen.getByRole('button', { name: 'Save Content' }))
    await waitFor(() => expect(sent).toMatchObject({ contentType: 'json', title: 'Prices', content: 'not json' }))
    const content = screen.getByRole('textbox', { name: 'Content' })
    await expectFieldError(content, 'Content of type JSON must be valid JSON.', 'not json')
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Prices')
    expect(await screen.findByText('Failed to save content')).toBeInTheDocument()
  })
})
