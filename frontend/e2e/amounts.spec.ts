import { expect, test, type APIRequestContext } from '@playwright/test'
import { flattenTexts, type TextTree } from '../src/i18n/flatten'
import de from '../src/i18n/de'
import en from '../src/i18n/en'
import fr from '../src/i18n/fr'
import { bearer, database, own, png, setAccountLanguage, signedIn, uniqueEmail } from './support'

// Amounts are read as the interface language writes them (components/ui/money-field.tsx): "1.250" is
// 1250 in German, "1 250,50" 1250.5 in French, "1,250.50" 1250.5 in English, and "1.25.0" is refused
// under the field rather than stored as anything. Checked in the owner's and the team's package forms
// and in the partner application, on what the server stored.

/** A package of the demo owner's camp made for this test (its own image), so no demo price changes. */
async function ownerPackage(request: APIRequestContext, name: string): Promise<number> {
  const headers = await bearer(request, own('owner'))
  const upload = await request.post('/api/v1/media/images', {
    headers,
    multipart: {
      file: { name: 'week.png', mimeType: 'image/png', buffer: png(1200, 800, [20, 120, 200]) },
      purpose: 'package-featured',
    },
  })
  expect(upload.status()).toBe(201)
  const created = await request.post('/api/v1/owner/packages', {
    headers,
    data: { name, price: '900', durationDays: 7, imageUrl: (await upload.json()).url },
  })
  expect(created.status(), await created.text()).toBe(201)
  return (await created.json()).id as number
}

async function storedPrice(id: number): Promise<number> {
  const { rows } = await database('SELECT price FROM camp_packages WHERE id = ?', id)
  return Number(rows[0]![0])
}

// The worker's own owner and camp admin (support.ts `own`): these tests switch their language.
test.describe('amounts typed as the interface language writes them', () => {
  test.afterEach(async ({ request }) => {
    await setAccountLanguage(request, own('owner'), 'en')
    await setAccountLanguage(request, own('campAdmin'), 'en')
  })

  test('the owner’s package form: "1.250" in German is 1250, "1.25.0" is refused; French and English too', async ({
    page,
    request,
  }) => {
    const name = `Amounts Week ${Date.now()}`
    const id = await ownerPackage(request, name)
    await setAccountLanguage(request, own('owner'), 'de')
    await signedIn(page, own('owner'), '/camp-owner')
    await page.getByRole('tab', { name: 'Pakete' }).click()

    const edit = async (label: string) => {
      // "Bearbeiten: …", "Modifier : …" (each language's punctuation), "Edit: …"
      await page.getByRole('button', { name: new RegExp(`^${label}\\W+${name}$`) }).click()
      return page.getByRole('dialog')
    }
    let dialog = await edit('Bearbeiten')
    const price = dialog.getByRole('textbox', { name: /^Preis in EUR/ })
    await expect(price).toHaveValue('900')

    // Refused under the field, what was typed kept, nothing stored.
    await price.fill('1.25.0')
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(price).toHaveAttribute('aria-invalid', 'true')
    await expect(
      dialog.getByText('Diesen Betrag konnten wir nicht lesen. Bitte schreiben Sie ihn so: 1.250,50'),
    ).toBeVisible()
    await expect(price).toHaveValue('1.25.0')
    expect(await storedPrice(id)).toBe(900)

    await price.fill('1.250')
    await expect(dialog.getByText('= 1.250,00\u00a0€')).toBeVisible()
    await page.setViewportSize({ width: 375, height: 900 })
    await price.scrollIntoViewIfNeeded()
    await page.screenshot({ path: 'test-results/amounts-owner-de-375.png' })
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedPrice(id)).toBe(1250)

    // French: "1 250,50".
    await setAccountLanguage(request, own('owner'), 'fr')
    await page.reload()
    await page.getByRole('tab', { name: 'Forfaits' }).click()
    dialog = await edit('Modifier')
    await dialog.getByRole('textbox', { name: /^Prix en EUR/ }).fill('1 250,50')
    await dialog.getByRole('button', { name: 'Enregistrer' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedPrice(id)).toBe(1250.5)

    // English: "1,250.50" (after 1000 in between, so the check sees the change).
    await request.patch(`/api/v1/owner/packages/${id}`, {
      headers: await bearer(request, own('owner')),
      data: { price: '1000' },
    })
    await setAccountLanguage(request, own('owner'), 'en')
    await page.reload()
    await page.getByRole('tab', { name: 'Packages' }).click()
    dialog = await edit('Edit')
    await dialog.getByRole('textbox', { name: /^Price in EUR/ }).fill('1,250.50')
    await dialog.getByRole('button', { name: 'Save changes' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedPrice(id)).toBe(1250.5)
  })

  test('the team’s package form: "1.250" in German is 1250', async ({ page, request }) => {
    const name = `Amounts Team Week ${Date.now()}`
    const id = await ownerPackage(request, name)
    await setAccountLanguage(request, own('campAdmin'), 'de')
    await signedIn(page, own('campAdmin'), '/admin/packages') // the back office speaks the account's language
    await page
      .getByRole('button', { name: `Bearbeiten: ${name}` })
      .or(page.getByRole('button', { name: `${name} bearbeiten` }))
      .click()
    const dialog = page.getByRole('dialog')
    const price = dialog.getByRole('textbox', { name: /^Preis in EUR/ })
    await price.fill('1.250')
    await expect(dialog.getByText('= 1.250,00\u00a0€')).toBeVisible()
    await dialog.getByRole('button', { name: 'Paket speichern' }).click()
    await expect(dialog).toBeHidden()
    expect(await storedPrice(id)).toBe(1250)
  })

  test('the partner application: "1.250" in German is stored as 1250', async ({ page }) => {
    const email = uniqueEmail('amounts')
    await page.goto('/de/partner-signup')
    await page.waitForLoadState('networkidle')
    await page.getByLabel('Name des Surfcamps').fill(`Amounts Lodge ${Date.now()}`)
    await page.getByRole('combobox', { name: 'Ort', exact: true }).selectOption('imsouane')
    await page.getByLabel('Art des Camps').selectOption('beginner')
    await page.getByLabel('Ansprechpartner').fill('Salma Berrada')
    await page.getByRole('textbox', { name: 'E-Mail' }).fill(email)
    await page.getByLabel('WhatsApp-Nummer').fill('+212 612 345 678')
    await page.getByLabel('Erzählen Sie uns von Ihrem Camp').fill('Sechs Zimmer über dem Point.')
    const pkg = page.getByRole('group', { name: 'Paket 1' })
    await pkg.getByLabel('Titel des Pakets').fill('Longboard-Woche')
    await pkg.getByLabel('Preis pro Person (€)').fill('1.250')
    await expect(pkg.getByText('= 1.250,00\u00a0€')).toBeVisible()
    await pkg.getByLabel('Tage').fill('7')
    await pkg.getByLabel('Was ist inbegriffen').fill('7 Nächte\nSurfunterricht')
    await page.getByRole('button', { name: 'Bewerbung absenden' }).click()
    await expect(page.getByRole('heading', { name: 'Vielen Dank!' })).toBeVisible()
    const { rows } = await database('SELECT packages FROM camp_submissions WHERE camp_email = ?', email)
    const packages = JSON.parse(String(rows[0]![0])) as Array<{ price: string | number }>
    expect(Number(packages[0]!.price)).toBe(1250)
  })
})

// The walk: every amount input of the app (the package form both roles share, the application's
// packages) in every interface language, with the way that language writes 1,250.50 and an amount it
// cannot read. Texts come from the dictionaries, so the walk follows a renamed label.
type Language = 'en' | 'fr' | 'de'
const DICTIONARIES = { en, fr, de } as unknown as Record<Language, TextTree>
const TEXTS = Object.fromEntries(
  (['en', 'fr', 'de'] as const).map((language) => [language, flattenTexts(DICTIONARIES[language])]),
) as Record<Language, Map<string, string>>
function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const found = TEXTS[language].get(key)
  if (found === undefined) throw new Error(`no text ${key} in ${language}`)
  return found.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '')
}
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** How each language writes one thousand two hundred fifty and a half, and what must be stored. */
const WRITTEN: Record<Language, { typed: string; stored: number }> = {
  en: { typed: '1,250.50', stored: 1250.5 },
  fr: { typed: '1\u202f250,50', stored: 1250.5 },
  de: { typed: '1.250,50', stored: 1250.5 },
}
const UNREADABLE = '1.25.0'

test.describe('the walk of every amount input in en, fr and de', () => {
  test.afterEach(async ({ request }) => {
    await setAccountLanguage(request, own('campAdmin'), 'en')
  })

  for (const language of ['en', 'fr', 'de'] as const) {
    test(`the team’s package form in ${language} stores what was meant and refuses "1.25.0"`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      const name = `Amounts Walk ${language} ${Date.now()}`
      const id = await ownerPackage(request, name)
      await setAccountLanguage(request, own('campAdmin'), language)
      await signedIn(page, own('campAdmin'), '/admin/packages') // the back office speaks the account's language
      await page.getByRole('button', { name: text(language, 'adminPackages.editAction', { name }) }).click()
      const dialog = page.getByRole('dialog')
      const price = dialog.getByRole('textbox', {
        name: new RegExp(`^${escape(text(language, 'ownerDashboard.packageForm.priceEur'))}`),
      })
      const save = dialog.getByRole('button', { name: text(language, 'adminPackages.save') })
      await price.fill(UNREADABLE)
      await save.click()
      await expect(dialog.getByText(text(language, 'errors.invalid_amount'))).toBeVisible()
      await expect(price).toHaveValue(UNREADABLE)
      expect(await storedPrice(id), `nothing stored for ${UNREADABLE}`).toBe(900)
      await price.fill(WRITTEN[language].typed)
      await save.click()
      await expect(dialog).toBeHidden()
      expect(await storedPrice(id), `"${WRITTEN[language].typed}"`).toBe(WRITTEN[language].stored)
    })
  }

  for (const language of ['en', 'fr', 'de'] as const) {
    test(`the partner application in ${language} stores what was meant and refuses "1.25.0"`, async ({ page }) => {
      test.setTimeout(90_000)
      const t = (key: string, values?: Record<string, string>) => text(language, `partner.signup.${key}`, values)
      const email = uniqueEmail(`amounts-${language}`)
      await page.goto(language === 'en' ? '/partner-signup' : `/${language}/partner-signup`)
      await page.waitForLoadState('networkidle')
      await page.getByLabel(t('surfCampName')).fill(`Amounts Walk Lodge ${Date.now()}`)
      await page.getByRole('combobox', { name: t('location'), exact: true }).selectOption('imsouane')
      await page.getByLabel(t('campType')).selectOption('beginner')
      await page.getByLabel(t('contactName')).fill('Salma Berrada')
      await page.getByRole('textbox', { name: t('email'), exact: true }).fill(email)
      await page.getByLabel(t('whatsappNumber')).fill('+212 612 345 678')
      await page.getByLabel(t('message')).fill('Six rooms above the point.')
      const pkg = page.getByRole('group', { name: t('packages.number', { number: '1' }) })
      await pkg.getByLabel(t('packages.title')).fill('Longboard week')
      const price = pkg.getByLabel(t('packages.price'))
      await pkg.getByLabel(t('packages.days')).fill('7')
      await pkg.getByLabel(t('packages.inclusions')).fill('7 nights\nSurf lessons')
      const submit = page.getByRole('button', { name: t('submit') })

      await price.fill(UNREADABLE)
      await submit.click()
      await expect(pkg.getByText(text(language, 'errors.invalid_amount'))).toBeVisible()
      await expect(price).toHaveValue(UNREADABLE)
      expect((await database('SELECT id FROM camp_submissions WHERE camp_email = ?', email)).rows).toHaveLength(0)

      await price.fill(WRITTEN[language].typed)
      await submit.click()
      await expect(page.getByRole('heading', { name: t('thankYou.title') })).toBeVisible()
      const { rows } = await database('SELECT packages FROM camp_submissions WHERE camp_email = ?', email)
      const packages = JSON.parse(String(rows[0]![0])) as Array<{ price: string | number }>
      expect(Number(packages[0]!.price), `${language}: "${WRITTEN[language].typed}"`).toBe(WRITTEN[language].stored)
    })
  }
})
