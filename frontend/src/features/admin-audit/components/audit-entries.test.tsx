import { act, render, screen } from '@testing-library/react'
import i18n from '@/i18n'
import type { AuditEntry } from '@/api/types'
import { AuditActor, AuditChange } from './audit-entries'

const entry: AuditEntry = {
  id: 1,
  actorUserId: 2,
  actorParty: 'team',
  actorName: 'Sara',
  actorEmail: 'sara@example.com',
  action: 'booking.update',
  entityType: 'booking',
  entityId: '7',
  entityName: null,
  names: {},
  before: { status: 'pending', payment_method: 'cash', add_ons: [], guest_country: 'GB' },
  after: {
    status: 'confirmed',
    payment_method: 'bank-transfer',
    add_ons: ['airport-transfer'],
    guest_country: 'MA',
    booking_reference: 'SC-TEST01',
  },
  createdAt: '2026-12-01T10:00:00Z',
}

describe('AuditChange', () => {
  it('names each changed field and its values in words, never as codes', async () => {
    await act(() => i18n.changeLanguage('fr'))
    render(<AuditChange entry={entry} />)
    // French puts a narrow no-break space before the colon.
    const text = (label: string) =>
      screen.getAllByRole('term').find((term) => term.textContent === `${label}\u202f:`)?.nextElementSibling
        ?.textContent
    expect(text('Statut')).toBe('En attente → Confirmée')
    expect(text('Moyen de paiement')).toBe('Espèces à l’arrivée → Virement bancaire')
    expect(text('Options')).toBe('— → Transfert aéroport')
    expect(text('Pays du voyageur')).toBe('Royaume-Uni → Maroc')
    expect(text('Référence')).toBe('SC-TEST01')
    for (const code of ['payment_method', 'bank-transfer', 'airport-transfer', 'confirmed', 'guest_country']) {
      expect(document.body.textContent).not.toContain(code)
    }
  })

  it('words a statement’s payment method and a booking’s commission plan by their own lists', async () => {
    await act(() => i18n.changeLanguage('de'))
    render(
      <AuditChange
        entry={{
          ...entry,
          entityType: 'statement',
          action: 'statement.mark_paid',
          before: null,
          after: { payment_method: 'transfer', commission_plan: 'free' },
        }}
      />,
    )
    expect(document.body.textContent).toContain('Banküberweisung')
    expect(document.body.textContent).toContain('Kostenlos starten')
    for (const code of ['transfer', 'free']) expect(document.body.textContent).not.toMatch(new RegExp(`\\b${code}\\b`))
  })

  it('words a camp’s status and a review’s translations by their own lists', async () => {
    await act(() => i18n.changeLanguage('de'))
    render(
      <AuditChange
        entry={{
          ...entry,
          entityType: 'review',
          action: 'review.translate',
          before: { translations: {}, is_hidden: false },
          after: { translations: { en: 'Great', fr: 'Super' }, is_hidden: true },
        }}
      />,
    )
    expect(screen.getByText('Übersetzungen:').nextElementSibling?.textContent).toBe('Englisch; Französisch')
    expect(screen.getByText('Ausgeblendet:').nextElementSibling?.textContent).toBe('Nein → Ja')
  })

  it('names a camp’s place in the reader’s language, from its key or its derived English text', async () => {
    await act(() => i18n.changeLanguage('de'))
    render(
      <AuditChange
        entry={{
          ...entry,
          entityType: 'camp',
          action: 'camp.update',
          before: { location_key: 'taghazout', location: 'Taghazout, Morocco' },
          after: { location_key: 'tamraght', location: 'Tamraght, Morocco' },
        }}
      />,
    )
    const values = screen.getAllByRole('definition').map((value) => value.textContent)
    expect(values).toEqual(['Taghazout, Marokko → Tamraght, Marokko', 'Taghazout, Marokko → Tamraght, Marokko'])
  })
})

describe('AuditChange in the reader’s language', () => {
  const values = (nodes: HTMLElement[]) => nodes.map((node) => node.textContent)

  it('shows money as money, an id by its name, a month and leaves out what did not change', async () => {
    await act(() => i18n.changeLanguage('fr'))
    render(
      <AuditChange
        entry={{
          ...entry,
          action: 'statement.mark_paid',
          entityType: 'statement',
          entityName: 'Camp Alpha',
          names: { 'camp:1': 'Camp Alpha' },
          before: null,
          after: { camp_id: 1, camp_name: 'Camp Alpha', month: '2026-10', balance: '105.00', commission_percent: '15' },
        }}
      />,
    )
    const terms = values(screen.getAllByRole('term'))
    expect(terms).toEqual(['Camp\u202f:', 'Mois\u202f:', 'Solde\u202f:', 'Taux de commission\u202f:'])
    expect(values(screen.getAllByRole('definition'))).toEqual([
      'Camp Alpha',
      'octobre 2026',
      '105,00\u00a0€',
      '15\u00a0%',
    ])
  })

  it('leaves out a field that reads the same before and after, and names the days and start days', async () => {
    await act(() => i18n.changeLanguage('de'))
    render(
      <AuditChange
        entry={{
          ...entry,
          action: 'package.availability_update',
          entityType: 'package',
          entityName: 'Dawn Week',
          before: { price: '450', start_weekdays: [], name: 'Dawn Week' },
          after: {
            price: '450.00',
            start_weekdays: [5],
            name: 'Dawn Week',
            days: ['2027-01-03', '2027-01-04', '2027-01-05'],
          },
        }}
      />,
    )
    expect(values(screen.getAllByRole('term'))).toEqual(['Anreisetage:', 'Tage:'])
    expect(values(screen.getAllByRole('definition'))).toEqual([
      'Jeder Tag → Samstag',
      '3. Jan. 2027 – 5. Jan. 2027 (3 Tage)',
    ])
  })
})

describe('AuditActor', () => {
  it('names the traveller by their booking, never as the command line', async () => {
    await act(() => i18n.changeLanguage('fr'))
    render(
      <AuditActor
        entry={{ ...entry, actorParty: 'traveller', actorName: null, actorEmail: null, entityName: 'SC-TEST01' }}
      />,
    )
    expect(document.body.textContent).toBe('Le voyageurRéservation SC-TEST01')
  })

  it('names a camp’s owner with their role', async () => {
    await act(() => i18n.changeLanguage('en'))
    render(<AuditActor entry={{ ...entry, actorParty: 'camp', actorName: 'Karim', actorEmail: 'karim@example.com' }} />)
    expect(document.body.textContent).toBe('KarimCamp ownerkarim@example.com')
  })
})

describe('AuditChange of a long text', () => {
  it('shows where a long text changed, not the same first words twice', async () => {
    await act(() => i18n.changeLanguage('en'))
    const start = 'Our surf house sits on the point, with a terrace over the waves and a kitchen for everyone.'
    render(
      <AuditChange
        entry={{
          ...entry,
          action: 'camp.update',
          entityType: 'camp',
          before: { short_description: start },
          after: { short_description: `${start} Sunset sessions every day.` },
        }}
      />,
    )
    const [was, now] = screen.getByRole('definition').querySelectorAll('span')
    expect(was?.textContent).not.toBe(now?.textContent)
    expect(now?.textContent).toContain('Sunset sessions every day.')
  })
})
