import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import type { AdminCamp, AdminPackage } from '@/api/types'
import { renderWithProviders } from '@/test/utils'
import { OFFICE_WRITES, OWNER_WRITES } from '@/test/listing-writes'
import { officeBlankPackage, ownerBlankPackage, type PackageBody } from '../lib/package-form'
import { PackageForm, type PackageFormProps } from './package-form'

const camp = { id: 3, name: 'Ocean Camp', locationKey: 'agadir', status: 'active', writable: OFFICE_WRITES }
const pkg = {
  id: 9,
  campId: 3,
  name: 'Surf Week',
  shortDescription: null,
  description: null,
  price: '1250.00',
  currency: 'EUR',
  durationDays: 7,
  difficultyLevel: 'beginner',
  packageType: 'surf-only',
  maxParticipants: 8,
  featured: false,
  status: 'active',
  imageUrl: '/media/week-1200.jpg',
  galleryImages: [],
  includedFeatures: ['Lessons'],
  sourceLanguage: 'de',
  translations: {},
} as unknown as AdminPackage

function renderForm(props: Partial<PackageFormProps>) {
  const sent: PackageBody[] = []
  const save = vi.fn(async (body: PackageBody) => {
    sent.push(body)
    return { imageUrl: body.imageUrl ?? null, galleryImages: body.galleryImages ?? [] }
  })
  const onSaved = vi.fn()
  renderWithProviders(
    <>
      <PackageForm
        id="package-form"
        pkg={pkg}
        blank={ownerBlankPackage('de')}
        writable={OWNER_WRITES}
        area="partner"
        uploads={{ track: () => {}, discardExcept: () => {} }}
        save={save}
        onSaved={onSaved}
        onFailed={() => {}}
        failure="failed"
        busy={false}
        onUploadingChange={() => {}}
        {...props}
      />
      <button type="submit" form="package-form">
        Speichern
      </button>
    </>,
  )
  return { sent, save, onSaved }
}

describe('PackageForm', () => {
  beforeEach(async () => {
    await act(() => i18n.changeLanguage('de'))
  })

  it('shows a saved price as German writes it and sends "1.250" typed in German as 1250', async () => {
    const user = userEvent.setup()
    const { sent } = renderForm({})
    const price = screen.getByLabelText(/Preis in EUR/)
    expect(price).toHaveValue('1.250')
    await user.clear(price)
    await user.type(price, '1.250,5')
    expect(price).toHaveAccessibleDescription('= 1.250,50\u00a0€')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ price: '1250.50' })
    expect(sent[0]).not.toHaveProperty('status')
  })

  it('refuses "1.25.0" under the field, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup()
    const { save } = renderForm({})
    const price = screen.getByLabelText(/Preis in EUR/)
    await user.clear(price)
    await user.type(price, '1.25.0')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'))
    expect(price).toHaveAccessibleDescription(
      'Diesen Betrag konnten wir nicht lesen. Bitte schreiben Sie ihn so: 1.250,50',
    )
    expect(price).toHaveValue('1.25.0')
    expect(save).not.toHaveBeenCalled()
  })

  it('offers the camp and the status only to a caller the server lets set them', async () => {
    renderForm({})
    expect(screen.queryByRole('combobox', { name: /Camp/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument()
  })

  it('lets the back office choose the camp and take the package off sale, and sends both', async () => {
    const user = userEvent.setup()
    const { sent } = renderForm({
      writable: OFFICE_WRITES,
      camps: [camp as unknown as AdminCamp],
      blank: officeBlankPackage(),
      area: 'admin',
    })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive')
    await user.click(screen.getByRole('button', { name: 'Speichern' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ campId: 3, status: 'inactive', price: '1250.00' })
  })
})
