import { act, render, screen } from '@testing-library/react'
import i18n from '@/i18n'
import type { AuditEntry } from '@/api/types'
import { AuditChange } from './audit-entries'

const entry: AuditEntry = {
  id: 1,
  actorUserId: 2,
  actorName: 'Sara',
  actorEmail: 'sara@example.com',
  action: 'booking.update',
  entityType: 'booking',
  entityId: '7',
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
    expect(screen.getByText('Übersetzungen:').nextElementSibling?.textContent).toBe('— → Englisch, Französisch')
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
