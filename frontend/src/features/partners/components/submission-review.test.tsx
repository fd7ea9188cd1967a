import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Submission } from '@/api/types'
import { apiError, expectFieldError, json, mockFetch, renderWithProviders } from '@/test/utils'
import { SubmissionReviewDialog } from './submission-review'

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
  campDescription: 'Au bord de la baie.',
  language: 'fr',
  packages: [],
  optionalAddons: [],
  adminNotes: null,
} as unknown as Submission

describe('SubmissionReviewDialog', () => {
  it('says which language the application is written in and marks its text with it', () => {
    mockFetch()
    renderWithProviders(<SubmissionReviewDialog submission={submission} onClose={() => {}} />)
    expect(screen.getByText('Written in').nextElementSibling).toHaveTextContent('French')
    expect(screen.getByText('Au bord de la baie.')).toHaveAttribute('lang', 'fr')
  })

  it('approves after a confirmation that names who is told and in which language', async () => {
    let sent: Record<string, unknown> | null = null
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
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Dune Surf Lodge?' })
    expect(confirm).toHaveTextContent('We e-mail sara@example.com in French')
    expect(sent).toBeNull() // nothing is sent before the confirmation
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(sent).toEqual({ decision: 'approved', adminNotes: 'Looks great' }))
    expect(await screen.findByText('Submission approved successfully')).toBeInTheDocument()
  })

  it('rejects only with a reason for the applicant, sent with the internal notes', async () => {
    let sent: Record<string, unknown> | null = null
    mockFetch({
      'POST /api/v1/admin/submissions/5/review': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return json({ ...submission, status: 'rejected', rejectionReason: 'No licence' })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<SubmissionReviewDialog submission={submission} onClose={() => {}} />)
    await user.type(screen.getByLabelText('Admin notes'), 'Checked twice')
    await user.click(screen.getByRole('button', { name: 'Reject' }))
    const ask = await screen.findByRole('dialog', { name: 'Reject Dune Surf Lodge?' })
    expect(ask).toHaveTextContent('We e-mail the reason to sara@example.com in French')
    await user.click(within(ask).getByRole('button', { name: 'Reject' }))
    expect(await within(ask).findByText('Please write the reason the applicant will receive')).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.type(within(ask).getByLabelText(/Reason for the applicant/), 'No licence')
    await user.click(within(ask).getByRole('button', { name: 'Reject' }))
    await waitFor(() =>
      expect(sent).toEqual({ decision: 'rejected', adminNotes: 'Checked twice', reason: 'No licence' }),
    )
    expect(await screen.findByText('Submission rejected successfully')).toBeInTheDocument()
  })

  it('shows the packages of the application and, once rejected, the reason given', () => {
    mockFetch()
    const rejected = {
      ...submission,
      status: 'rejected',
      rejectionReason: 'Pas de licence',
      packages: [{ title: 'Semaine surf', price: '450', durationDays: 7, inclusions: ['Cours', 'Petit-déjeuner'] }],
    } as unknown as Submission
    renderWithProviders(<SubmissionReviewDialog submission={rejected} onClose={() => {}} />)
    expect(screen.getByText('Semaine surf')).toBeInTheDocument()
    expect(screen.getByText('Cours · Petit-déjeuner')).toBeInTheDocument()
    expect(screen.getByTestId('submission-rejection-reason')).toHaveTextContent('Pas de licence')
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull()
  })

  it('shows a server field error on the notes and keeps what was typed', async () => {
    mockFetch({
      'POST /api/v1/admin/submissions/5/review': () =>
        apiError(422, 'validation_error', 'Some fields are invalid.', { fields: { adminNotes: 'too_large' } }),
    })
    const user = userEvent.setup()
    renderWithProviders(<SubmissionReviewDialog submission={submission} onClose={() => {}} />)
    await user.type(screen.getByLabelText('Admin notes'), 'Too long a note')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Dune Surf Lodge?' })
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }))
    const notes = screen.getByLabelText('Admin notes')
    await expectFieldError(notes, 'The value is too large.', 'Too long a note')
    expect(await screen.findByText('Failed to update submission status.')).toBeInTheDocument()
  })

  it('marks a price far below the others and publishes only once the team checked it', async () => {
    let sent: Record<string, unknown> | null = null
    const approved = {
      ...submission,
      status: 'approved',
      packages: [
        { title: 'Bay Week', price: '1250', durationDays: 7, inclusions: [], priceLooksLow: false },
        { title: 'Bay Fortnight', price: '2.40', durationDays: 14, inclusions: [], priceLooksLow: true },
      ],
    } as unknown as Submission
    mockFetch({
      'POST /api/v1/admin/submissions/5/publish': async (request) => {
        sent = (await request.json()) as Record<string, unknown>
        return json({ ...approved, status: 'published', publishedCampId: 9 })
      },
    })
    const user = userEvent.setup()
    renderWithProviders(<SubmissionReviewDialog submission={approved} onClose={() => {}} />)
    expect(screen.getAllByTestId('submission-low-price')).toHaveLength(1)
    const publish = screen.getByRole('button', { name: 'Publish' })
    expect(publish).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'I checked the prices marked above: they are right.' }))
    await user.click(publish)
    await user.click(
      within(await screen.findByRole('alertdialog', { name: /^Publish/ })).getByRole('button', { name: 'Publish' }),
    )
    await waitFor(() => expect(sent).toEqual({ confirmLowPrice: true }))
  })
})
