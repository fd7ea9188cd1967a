import { expect, test, type Page } from '@playwright/test'
import { bearer, own, resetAccountLanguage, setAccountLanguage, signedIn } from './support'

// Screenshots of the screens this spec walks (not committed): E2E_SHOTS, or a folder under /tmp.
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots'
const OWNER_CAMP = 'Anchor Point Surf House'

async function shoot(page: Page, name: string, locator?: ReturnType<Page['locator']>) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    if (locator) await locator.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: width === 375 })
  }
}

/**
 * The finding: the team marks a month paid, moves one of its completed stays back to confirmed and the owner
 * completes it again. The owner is billed once: the paid month keeps its line, this month gets a credit and a
 * charge that cancel out; the team is told before the move.
 */
test('a stay corrected after its month was paid is billed once, and the team is told before the move', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const admin = await bearer(request, own('superAdmin'))
  const camps = (await (await request.get('/api/v1/admin/camps', { headers: admin })).json()) as Array<{
    id: number
    name: string
  }>
  const campId = camps.find((c) => c.name === OWNER_CAMP)?.id
  expect(campId).toBeTruthy()
  // The camp's newest past open month with a stay that pays commission: one of the demo's stays, completed
  // months ago. Not the oldest: statements.spec.ts, maybe running meanwhile, moves a stay of its own a
  // year back and pays that month.
  const thisMonth = new Date().toISOString().slice(0, 7)
  const open = await (
    await request.get(`/api/v1/admin/statements?campId=${campId}&status=open&pageSize=100`, { headers: admin })
  ).json()
  const months = (open.items as Array<{ month: string; commissionTotal: string }>)
    .filter((s) => Number(s.commissionTotal) > 0 && s.month < thisMonth)
    .map((s) => s.month)
    .sort()
  const month = months[months.length - 1]!
  const statement = await (
    await request.get(`/api/v1/admin/statements/camps/${campId}/${month}`, { headers: admin })
  ).json()
  const line = (statement.lines as Array<{ bookingReference: string; commission: string }>).find(
    (l) => Number(l.commission) > 0,
  )!
  const paid = await request.post(`/api/v1/admin/statements/camps/${campId}/${month}/paid`, { headers: admin })
  expect(paid.status()).toBe(200)
  const found = await (
    await request.get(`/api/v1/admin/bookings?q=${line.bookingReference}`, { headers: admin })
  ).json()
  const bookingId = found.items[0].id as number

  try {
    // The worker's own accounts (support.ts `own`): the other worker's tests see the demo's in English.
    await setAccountLanguage(request, own('superAdmin'), 'de')
    await setAccountLanguage(request, own('owner'), 'de')

    // The team opens the booking and chooses "confirmed": the dialog says what that does to the paid month.
    const team = await browser.newPage()
    await signedIn(team, own('superAdmin'), `/admin/bookings?q=${line.bookingReference}`)
    await team.locator(`button[aria-label="Ändern ${line.bookingReference}"]`).first().click()
    const dialog = team.getByRole('dialog')
    await dialog.getByLabel('Status').selectOption('confirmed')
    const notice = dialog.getByTestId('billing-effect')
    await expect(notice).toContainText('Abgerechnet in der bezahlten Abrechnung')
    await expect(notice).toContainText('gut')
    await shoot(team, 'status-dialog-paid-month-de', notice)
    await dialog.getByRole('button', { name: 'Buchung aktualisieren' }).click()
    await expect(dialog).toBeHidden()

    // The owner marks the stay completed again.
    const owner = await browser.newPage()
    await signedIn(owner, own('owner'), `/camp-owner?booking=${bookingId}`) // the bookings tab with this card
    const card = owner.locator(`[data-testid="owner-booking"][data-reference="${line.bookingReference}"]`).first()
    await card.getByRole('button', { name: `Als abgeschlossen markieren ${line.bookingReference}` }).click()
    await expect(card.getByText('Abgeschlossen', { exact: true })).toBeVisible()

    // Billed once: the paid month keeps its line, this month has the credit and the charge.
    const now = await (
      await request.get(`/api/v1/admin/statements/camps/${campId}/${thisMonth}`, { headers: admin })
    ).json()
    const corrections = (now.adjustments as Array<{ bookingReference: string; amount: string }>).filter(
      (a) => a.bookingReference === line.bookingReference,
    )
    expect(corrections.map((a) => Number(a.amount))).toEqual([-Number(line.commission), Number(line.commission)])
    expect(now.lines.map((l: { bookingReference: string }) => l.bookingReference)).not.toContain(line.bookingReference)

    await owner.getByRole('tab').nth(4).click()
    const row = owner.getByTestId('owner-statement').first()
    await row.getByRole('button', { name: /^Buchungen im/ }).click()
    const shown = owner.getByTestId('statement-adjustments')
    await expect(shown).toContainText(line.bookingReference)
    await expect(shown).toContainText('Korrekturen bereits abgerechneter Buchungen')
    await shoot(owner, 'owner-statement-corrections-de', shown)

    await team.goto('/admin/statements')
    await team.getByLabel('Camp', { exact: true }).selectOption({ label: OWNER_CAMP })
    const teamRow = team.getByTestId('admin-statement').first()
    await teamRow.getByRole('button', { name: /Posten von/ }).click()
    await expect(team.getByTestId('statement-adjustments')).toContainText(line.bookingReference)
    await shoot(team, 'admin-statement-corrections-de', team.getByTestId('statement-adjustments'))
  } finally {
    await resetAccountLanguage(request, own('superAdmin'))
    await resetAccountLanguage(request, own('owner'))
  }
})

test('the owner is asked about a week at 1.25 € and keeps what was typed', async ({ page, request }) => {
  try {
    await setAccountLanguage(request, own('owner'), 'de')
    await signedIn(page, own('owner'), '/camp-owner')
    await page.getByRole('tab').nth(1).click()
    await page.locator('button[aria-label^="Bearbeiten"]').first().click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel(/Preis in EUR/).fill('1.25')
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click()
    const question = dialog.getByTestId('low-price-question')
    await expect(question).toContainText(/1,25\s€ für \d+ Tage – stimmt das\?/)
    await expect(dialog.getByLabel(/Preis in EUR/)).toHaveValue('1.25')
    await shoot(page, 'owner-package-price-question-de', question)
  } finally {
    await resetAccountLanguage(request, own('owner'))
  }
})
