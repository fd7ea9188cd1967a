import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import {
  database,
  expectNoSeriousViolation,
  OWN_PASSWORD,
  signedIn,
  surfcamp,
  uniqueEmail,
  type Account,
} from './support'

// A package written in English and translated into French and German by the seed, of a camp no other
// spec edits (the crawler plants English texts on the demo owner's camp, and a French package page shows
// its camp's texts too), signed in as an owner of that camp made here.
const CAMP = 'killer-point-lodge'
const PACKAGE = '8-Day Advanced Point Break Guiding'

async function campOwner(): Promise<Account> {
  const [[campId]] = (await database('SELECT id FROM surf_camps WHERE slug = ?', CAMP)).rows as [[number]]
  const account = { email: uniqueEmail('lodge-owner'), password: OWN_PASSWORD }
  await surfcamp(
    'create-user',
    '--email',
    account.email,
    '--password',
    account.password,
    '--role',
    'camp_owner',
    '--name',
    'Lodge Owner',
    '--camp-id',
    String(campId),
  )
  return account
}

async function sitemapLists(request: APIRequestContext, path: string): Promise<boolean> {
  const response = await request.get('/sitemap.xml')
  expect(response.ok()).toBeTruthy()
  return (await response.text()).includes(path)
}

/** Opens the package's dialog on the owner dashboard (signed in already). */
async function editPackage(page: Page) {
  await page.goto('/camp-owner')
  await page.getByRole('tab', { name: 'Packages' }).click()
  await page.getByRole('button', { name: `Edit: ${PACKAGE}` }).click()
  return page.getByRole('dialog', { name: 'Edit package' })
}

async function save(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Edit package' })
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Package updated successfully')).toBeVisible()
  await expect(dialog).toBeHidden()
}

test('an owner rewrites a package in English, the French page says so until the French text is written, and German is offered to search engines only once written', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(60_000) // three saves and four page loads
  // The reader is someone else, in their own browser (the owner's keeps its own language).
  const reader = await (await browser.newContext()).newPage()
  const stamp = Date.now()
  const english = `Eight days of guided sessions on the right-hand points (${stamp}).`
  const french = `Huit jours de sessions guidées sur les pointes droites (${stamp}).`
  const german = `Acht Tage geführte Sessions an den rechten Pointbreaks (${stamp}).`

  await signedIn(page, await campOwner(), '/camp-owner')
  await page.getByRole('tab', { name: 'Packages' }).click()
  const card = page.getByTestId('owner-package').filter({ hasText: PACKAGE })
  // Read before the dialog opens: a modal hides the page behind it from the accessibility tree.
  const href = await card.getByRole('link').getAttribute('href')
  let dialog = await editPackage(page)
  const id = /\/packages\/(\d+)/.exec(href ?? '')![1]!
  const germanPage = `/de/packages/${id}/`
  expect(await sitemapLists(request, germanPage)).toBe(true) // the seed wrote it in three languages

  // 1. The English description is rewritten: the French and German ones no longer say the same.
  const description = dialog.getByRole('textbox', { name: /^Description/ })
  await expect(description).toHaveAttribute('lang', 'en')
  const before = await description.inputValue()
  await description.fill(english)
  await dialog.getByRole('tab', { name: /French/ }).click()
  await expect(dialog.getByTestId('translation-fr-description')).toHaveAttribute('data-status', 'outdated')
  await save(page)
  await expect(card.getByTestId('summary-fr')).toContainText('1 outdated')
  await expect(card.getByTestId('summary-de')).toContainText('1 outdated')

  // 2. The French page shows the English text, marked as English, and tells the reader.
  await reader.goto(`/fr/packages/${id}`)
  await expect(reader.getByText(english)).toHaveAttribute('lang', 'en')
  await expect(reader.getByTestId('translation-notice')).toContainText(
    'Certaines parties de cette page sont affichées en anglais',
  )
  // Not translated into German any more: the German page is not offered to search engines.
  expect(await sitemapLists(request, germanPage)).toBe(false)

  // 3. The owner sees the French description as outdated, with what it was translated from, and writes it.
  dialog = await editPackage(page)
  await dialog.getByRole('tab', { name: /French/ }).click()
  const frenchRow = dialog.getByTestId('translation-fr-description')
  await expect(frenchRow.getByTestId('translation-status')).toHaveText('Outdated')
  await expect(frenchRow.getByText(before, { exact: true })).toHaveAttribute('lang', 'en')
  await expect(frenchRow.getByText(english)).toHaveAttribute('lang', 'en')
  await expectNoSeriousViolation(page, '[role="dialog"]')
  const frenchBox = frenchRow.getByRole('textbox', { name: 'Description in French', exact: true })
  await expect(frenchBox).toHaveAttribute('lang', 'fr')
  await frenchBox.fill(french)
  await expect(frenchRow.getByTestId('translation-status')).toHaveText('Translated')
  await save(page)

  // 4. The French page shows the French text, with nothing to say about languages.
  await reader.goto(`/fr/packages/${id}`)
  await expect(reader.getByText(french)).toBeVisible()
  await expect(reader.getByText(french)).not.toHaveAttribute('lang')
  await expect(reader.getByText(english)).toHaveCount(0)
  await expect(reader.getByTestId('translation-notice')).toHaveCount(0)
  expect(await sitemapLists(request, `/fr/packages/${id}/`)).toBe(true)
  expect(await sitemapLists(request, germanPage)).toBe(false)

  // 5. Once the German text is written, the German page is in the sitemap again.
  dialog = await editPackage(page)
  await dialog.getByRole('tab', { name: /German/ }).click()
  await dialog.getByRole('textbox', { name: 'Description in German', exact: true }).fill(german)
  await save(page)
  await expect(card.getByTestId('summary-de')).toContainText('All translated')
  expect(await sitemapLists(request, germanPage)).toBe(true)
  await reader.goto(`/de/packages/${id}`)
  await expect(reader.getByText(german)).toBeVisible()
  await reader.context().close()
})
