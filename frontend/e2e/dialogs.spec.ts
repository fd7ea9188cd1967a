import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'
import { demo, signedIn, surfcamp, uniqueEmail } from './support'

// Every back-office and owner dialog gives focus back to the button that opened it, whichever way it
// closes, and leaves the page free (no scroll lock, no pointer block); the booking form's start-date
// calendar works with the keyboard alone.

/** The page scrolls and takes clicks again: no dialog left its lock behind. */
async function expectPageFree(page: Page) {
  await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked', /.*/)
  await expect
    .poll(() =>
      page.evaluate(() => {
        const style = getComputedStyle(document.body)
        return `${style.overflow}|${style.pointerEvents}`
      }),
    )
    .toBe('visible|auto')
}

/** Opens a dialog from `opener`, closes it with `close`, and checks focus came back to `opener`. */
async function roundTrip(page: Page, opener: Locator, dialog: Locator, close: (dialog: Locator) => Promise<void>) {
  await opener.click()
  await expect(dialog).toBeVisible()
  await close(dialog)
  await expect(dialog).toHaveCount(0)
  await expect(opener).toBeFocused()
  await expectPageFree(page)
}

const escape = (page: Page) => async () => page.keyboard.press('Escape')
const button = (name: string | RegExp) => async (dialog: Locator) =>
  dialog
    .getByRole('button', { name, exact: typeof name === 'string' })
    .last()
    .click() // the footer's, not the ×

const OWNER_PACKAGE = 'anchor-point-surf-house-7-day-beginner-surf-coaching' // a package of the demo owner's camp

async function requestOwnerBooking(request: APIRequestContext): Promise<string> {
  const pkg = await request.get(`/api/v1/packages/${OWNER_PACKAGE}`)
  expect(pkg.ok()).toBeTruthy()
  const start = new Date(Date.now() + 45 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.post('/api/v1/bookings', {
    data: {
      packageId: (await pkg.json()).id,
      fullName: 'Fiona Focus',
      email: uniqueEmail('focus'),
      country: 'IE',
      phoneNumber: '+353 85 123 4567',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 1,
      paymentMethod: 'bank-transfer',
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).bookingReference as string
}

test('back office: every dialog gives focus back to its button and frees the page', async ({ page }) => {
  test.setTimeout(90_000)
  // Users → Edit (the table's rows are redrawn while the dialog is open).
  await signedIn(page, demo.superAdmin, '/admin/users')
  const edit = page
    .getByTestId('user-row')
    .first()
    .getByRole('button', { name: /^Edit / })
  await roundTrip(page, edit, page.getByRole('dialog'), escape(page))
  await roundTrip(page, edit, page.getByRole('dialog'), button('Close'))

  // Reviews → Hide: the reason field has focus; Escape and Cancel both give it back.
  await page.goto('/admin/reviews')
  const hide = page.getByTestId('admin-review').getByRole('button', { name: 'Hide', exact: true }).first()
  const reason = page.getByRole('dialog', { name: 'Hide this review' })
  await hide.click()
  await expect(reason.getByRole('textbox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(reason).toHaveCount(0)
  await expect(hide).toBeFocused()
  await roundTrip(page, hide, reason, button('Cancel'))

  // Bookings → Details.
  await page.goto('/admin/bookings')
  const details = page.getByRole('button', { name: /^Details SC-/ }).first()
  await roundTrip(page, details, page.getByRole('dialog'), escape(page))
  await roundTrip(page, details, page.getByRole('dialog'), button('Close'))

  // Statements → Mark paid (an alert dialog: it starts on Cancel).
  await page.goto('/admin/statements')
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' })
  const markPaid = page.getByRole('button', { name: /^Mark the statement of .+ paid$/ }).first()
  const question = page.getByRole('alertdialog', { name: 'Mark this statement paid?' })
  await markPaid.click()
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(markPaid).toBeFocused()
  await roundTrip(page, markPaid, question, button('Cancel'))

  // Content → Edit.
  await page.goto('/admin/content')
  const editContent = page.getByRole('button', { name: /^Edit / }).first()
  await roundTrip(page, editContent, page.getByRole('dialog'), escape(page))

  // Camps → Edit and Delete.
  await page.goto('/admin/camps')
  const card = page.getByTestId('camp-card').first()
  await roundTrip(page, card.getByRole('button', { name: /^Edit / }), page.getByRole('dialog'), escape(page))
  await roundTrip(page, card.getByRole('button', { name: /^Delete / }), page.getByRole('alertdialog'), button('Cancel'))
})

test('submissions: after approving and publishing, focus is back on Review and the page scrolls (375 px)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  // A few applications, so that the list is longer than a phone's screen.
  const stamp = Date.now()
  const camps = [1, 2, 3, 4].map((n) => `Focus Camp ${stamp} ${n}`)
  for (const name of camps) {
    const applied = await request.post('/api/partner-signup', {
      data: {
        surfCampName: name,
        contactName: 'Rita Review',
        email: uniqueEmail('partner'),
        whatsappNumber: '+212 600 111 222',
        location: 'tamraght',
        campType: 'hostel',
        message: 'Small hostel with lessons every day.',
        packages: [{ title: 'Focus Week', price: '320', durationDays: 7, inclusions: ['Daily lessons'] }],
      },
    })
    expect(applied.ok(), await applied.text()).toBeTruthy()
  }
  const camp = camps[0]!

  await page.setViewportSize({ width: 375, height: 740 })
  await signedIn(page, demo.superAdmin, '/admin/submissions')
  const review = page.getByRole('button', { name: `Review ${camp}` })
  const dialog = page.getByRole('dialog', { name: `Review ${camp}` })
  await roundTrip(page, review, dialog, button('Close'))

  await review.click()
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await page
    .getByRole('alertdialog', { name: `Approve ${camp}?` })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('submission-row').filter({ hasText: camp })).toContainText('Approved')
  await expect(review).toBeFocused()
  await expectPageFree(page)

  await review.click()
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await page
    .getByRole('alertdialog', { name: `Publish ${camp}?` })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('submission-row').filter({ hasText: camp })).toContainText('Published')
  await expect(review).toBeFocused()
  await expectPageFree(page)

  // The rest of the list can be reached.
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.mouse.move(187, 400)
  await page.mouse.wheel(0, 800)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('owner dashboard: the package and booking dialogs give focus back', async ({ page, request }) => {
  test.setTimeout(60_000)
  const reference = await requestOwnerBooking(request)
  await signedIn(page, demo.owner, '/camp-owner')

  await page.getByRole('tab', { name: 'Packages' }).click()
  const add = page.getByRole('button', { name: 'Add package' })
  await roundTrip(page, add, page.getByRole('dialog', { name: 'Add package' }), escape(page))
  const editPackage = page.getByRole('button', { name: /^Edit: / }).first()
  await roundTrip(page, editPackage, page.getByRole('dialog'), button('Close'))
  const deletePackage = page.getByRole('button', { name: /^Delete: / }).first()
  await roundTrip(page, deletePackage, page.getByRole('alertdialog'), button('Cancel'))

  await page.getByRole('tab', { name: 'Bookings' }).click()
  const cancel = page.getByRole('button', { name: `Cancel ${reference}` })
  const reason = page.getByRole('dialog', { name: `Cancel booking ${reference}` })
  await cancel.click()
  await expect(reason.getByRole('textbox')).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(cancel).toBeFocused()
  await expectPageFree(page)
})

test('the start-date calendar with the keyboard alone: → → ↓ Enter books the day focused (fr, 375 px)', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 375, height: 740 })
  const cards = (await (await page.request.get('/api/v1/camps?pageSize=1')).json()) as {
    items: { packageId: number }[]
  }
  const packageId = cards.items[0]!.packageId
  await page.goto(`/fr/packages/${packageId}#booking`)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const email = uniqueEmail('keyboard')
  await dialog.locator('[name=fullName]').fill('Camille Clavier')
  await dialog.locator('[name=email]').fill(email)
  await dialog.locator('[name=country]').selectOption('FR')
  await dialog.locator('[name=phoneNumber]').fill('+33 6 12 34 56 78')

  // The calendar shows the month after next (a date typed in the field shows its month).
  const month = new Date()
  month.setUTCDate(1)
  month.setUTCMonth(month.getUTCMonth() + 2)
  const first = month.toISOString().slice(0, 10)
  await dialog.locator('[name=startDate]').fill(first)
  const calendar = dialog.getByTestId('start-date-calendar')
  await expect(calendar.getByRole('grid', { name: /^Dates d’arrivée disponibles, / })).toBeVisible()
  await expect(calendar.locator('button[data-day]:enabled').first()).toBeVisible()

  // Tab into the grid: its one tab stop.
  await dialog.locator('[name=startDate]').focus()
  for (let i = 0; i < 10; i += 1) {
    if (await page.evaluate(() => Boolean((document.activeElement as HTMLElement | null)?.dataset.day))) break
    await page.keyboard.press('Tab')
  }
  const focusedDay = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? '')
  const start = await focusedDay()
  expect(start).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  await page.keyboard.press('ArrowRight')
  const second = await focusedDay()
  expect(second > start).toBe(true)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowDown')
  const chosen = await focusedDay()
  expect(chosen > second).toBe(true)
  // The ring is on the day the browser focuses.
  await expect(calendar.locator(`button[data-day="${chosen}"]`)).toBeFocused()
  // The grid's name sits on the grid (it sat on a role-less box: aria-prohibited-attr).
  const axe = await new AxeBuilder({ page }).include('[data-testid="start-date-calendar"]').analyze()
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([])
  await page.keyboard.press('Enter')
  await expect(dialog.locator('[name=startDate]')).toHaveValue(chosen)
  await expect(calendar.locator(`td[data-day="${chosen}"]`)).toHaveAttribute('aria-selected', 'true')

  await dialog.locator('input[value=paypal]').check()
  await dialog.getByRole('button', { name: 'Finaliser la réservation' }).click()
  await expect(page.getByTestId('booking-success')).toBeVisible()
  const rows = JSON.parse(await surfcamp('booking', 'list', '--email', email)) as { startDate: string }[]
  expect(rows.map((r) => r.startDate)).toEqual([chosen])
})
