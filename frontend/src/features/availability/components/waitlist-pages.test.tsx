import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiError, json, mockFetch, renderRoute } from '@/test/utils'

const confirmed = {
  packageId: 4,
  packageName: 'Semaine de surf',
  startDate: '2027-01-09',
  numberOfDays: 7,
  numberOfPeople: 2,
}

describe('waitlist pages', () => {
  it('confirms the sign-up from the e-mail’s link, in the link’s language', async () => {
    const sent: string[] = []
    mockFetch({
      'POST /api/v1/availability/waitlist/confirm': async (r) => {
        sent.push((await r.json()).token)
        return json(confirmed)
      },
    })
    renderRoute('/fr/waitlist/confirm?token=12.abcDEF_-')
    expect(await screen.findByText('Vous êtes sur la liste d’attente')).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Nous vous écrirons si des places se libèrent pour Semaine de surf, à partir du 9 janvier 2027 pour 7 jours.',
    )
    expect(screen.getByRole('link', { name: 'Voir le séjour' })).toHaveAttribute('href', '/fr/packages/4')
    expect(sent).toEqual(['12.abcDEF_-'])
  })

  it('says when the link has expired or is not ours', async () => {
    mockFetch({ 'POST /api/v1/availability/waitlist/confirm': () => apiError(404, 'waitlist_link_invalid') })
    renderRoute('/de/waitlist/confirm?token=12.nope')
    expect(await screen.findByText('Dieser Link funktioniert nicht')).toBeInTheDocument()
    expect(screen.getByText(/Der Link ist abgelaufen/)).toBeInTheDocument()
  })

  it('stops the e-mails only once the visitor clicks (a mail scanner opening the link stops nothing)', async () => {
    const stop = vi.fn(() => new Response(null, { status: 204 }))
    mockFetch({ 'POST /api/v1/availability/waitlist/stop': stop })
    renderRoute('/waitlist/stop?token=12.abcDEF')
    const button = await screen.findByRole('button', { name: 'Stop the e-mails' })
    expect(stop).not.toHaveBeenCalled()
    await userEvent.click(button)
    expect(await screen.findByText(/You are off every waiting list/)).toBeInTheDocument()
    expect(stop).toHaveBeenCalledTimes(1)
  })
})
