import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Submission } from '@/api/types'
import { apiError, expectFieldError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { SubmissionReviewDialog } from './submission-review-dialog'

const submission = {
  id: 5,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00Z',
  reviewedAt: null,
  campName: 'Dune Surf Lodge',
  campLocation: 'imsouane',
  campType: 'hostel',
  plan: 'free',
  campWebsite: null,
  instagramHandle: null,
  ownerName: 'Sara',
  ownerEmail: 'sara@example.com',
  campPhone: null,
  languagesSpoken: 'en, fr',
  campDescription: 'By the bay.',
  packages: [],
  optionalAddons: [],
  adminNotes: null,
} as unknown as Submission

describe('SubmissionReviewDialog', () => {
  it('sends the decision with the notes', async () => {
    let sent: Record<string, unknown> = {}
    mockFetch({
      'POST /api/v1/admin/submissions/5/review': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return json({ ...submission, status: 'approved' })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<SubmissionReviewDialog submission={submission} onClose={() => {}} />)
    await user.type(screen.getByLabelText('Admin notes'), 'Looks great')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(sent).toEqual({ decision: 'approved', adminNotes: 'Looks great' }))
    expect(await screen.findByText('Submission approved successfully')).toBeInTheDocument()
  })

  it('shows a server field error on the notes and keeps what was typed', async () => {
    mockFetch({
      'POST /api/v1/admin/submissions/5/review': () =>
        apiError(422, 'validation_error', 'Some fields are invalid.', { fields: { adminNotes: 'too_large' } }),
    })
    const user = userEvent.setup()
    renderWithProviders(<SubmissionReviewDialog submission={submission} onClose={() => {}} />)
    await user.type(screen.getByLabelText('Admin notes'), 'Too long a note')
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const notes = screen.getByLabelText('Admin notes')
    await expectFieldError(notes, 'The value is too large.', 'Too long a note')
    expect(await screen.findByText('Failed to update submission status.')).toBeInTheDocument()
  })
})
