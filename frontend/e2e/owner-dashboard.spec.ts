import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { demo, png, signedIn, surfcamp, uniqueEmail, expectNoSeriousViolation } from './support'

const OWNER_PACKAGE = 'anchor-point-surf-house-7-day-beginner-surf-coaching' // a package of the demo owner's camp

/** A real JPEG drawn by the browser's canvas. */
async function jpeg(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ({ width, height, color }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      context.fillStyle = color
      context.fillRect(0, 0, width, height)
      context.fillStyle = '#ffffff'
      context.fillRect(width / 4, height / 4, width / 2, height / 8)
      return canvas.toDataURL('image/jpeg', 0.9)
    },
    { width, height, color },
  )
  return Buffer.from(dataUrl.split(',')[1]!, 'base64')
}

async function requestBooking(request: APIRequestContext, email: string, name: string): Promise<string> {
  const pkg = await request.get(`/api/v1/packages/${OWNER_PACKAGE}`)
  expect(pkg.ok()).toBeTruthy()
  const start = new Date(Date.now() + 60 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const response = await request.post('/api/v1/bookings', {
    data: {
      packageId: (await pkg.json()).id,
      fullName: name,
      email,
      country: 'GB',
      phoneNumber: '+44 7700 900123',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 2,
      paymentMethod: 'bank-transfer',
      language: 'en',
    },
  })
  expect(response.status()).toBe(201)
  return (await response.json()).bookingReference as string
}

async function openDashboard(page: Page) {
  await signedIn(page, demo.owner, '/camp-owner')
  await expect(page.getByRole('heading', { name: 'Camp dashboard' })).toBeVisible()
}

test.describe('camp owner dashboard', () => {
  test('every tab and the package dialog have no serious accessibility violation', async ({ page }) => {
    await openDashboard(page)
    await page.getByTestId('stat-revenue').waitFor()
    await expectNoSeriousViolation(page)
    await page.getByRole('tab', { name: 'Packages' }).click()
    await page.getByTestId('owner-package').first().waitFor()
    await expectNoSeriousViolation(page)
    await page.getByRole('button', { name: 'Add package' }).click()
    await page.getByRole('dialog').waitFor()
    await expectNoSeriousViolation(page, '[role="dialog"]')
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Bookings' }).click()
    await page.getByTestId('owner-booking').first().waitFor()
    await expectNoSeriousViolation(page)
  })

  test('overview shows the figures and the camp details', async ({ page }) => {
    await openDashboard(page)
    for (const id of ['stat-activePackages', 'stat-totalBookings', 'stat-pendingBookings', 'stat-revenue'])
      await expect(page.getByTestId(id)).toBeVisible()
    await expect(page.getByTestId('stat-revenue')).toContainText('€')
    await expect(page.getByLabel('Camp name')).toHaveValue('Anchor Point Surf House')
    await expect(page.getByRole('button', { name: /^Remove “/ }).first()).toBeVisible()
  })

  test('create a package with a featured image and two gallery images, see it in public, soft-delete it', async ({
    page,
    request,
    browser,
  }) => {
    const name = `E2E Sunrise Week ${Date.now()}`
    // Keep a copy of every image the page sends, to check the browser-side downscale.
    await page.addInitScript(() => {
      const sent: Blob[] = []
      ;(window as unknown as { __sentImages: Blob[] }).__sentImages = sent
      const append = FormData.prototype.append as (this: FormData, ...args: unknown[]) => void
      FormData.prototype.append = function (this: FormData, ...args: unknown[]) {
        if (args[1] instanceof Blob) sent.push(args[1])
        append.apply(this, args)
      }
    })
    await openDashboard(page)
    const featured = await jpeg(page, 2400, 1600, '#0e7490')
    const galleryA = png(1600, 1000, (x, y) => [(x * 255) / 1600, (y * 255) / 1000, 40])
    const galleryB = await jpeg(page, 900, 1400, '#f97316')

    await page.getByRole('tab', { name: 'Packages' }).click()
    await page.getByRole('button', { name: 'Add package' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add package' })
    await expect(dialog.getByLabel('Duration (days)')).toHaveValue('7')
    await expect(dialog.getByLabel('Max participants')).toHaveValue('8')
    await dialog.getByLabel('Package name').fill(name)
    await dialog.getByLabel('Short description').fill('Dawn sessions at Anchor Point with video coaching.')
    await dialog.getByRole('textbox', { name: /^Price/ }).fill('560')

    // Saving without a featured image is refused with the spec's message.
    await dialog.getByRole('button', { name: 'Create package' }).click()
    await expect(page.getByText('Featured Image Required')).toBeVisible()

    await dialog
      .getByLabel('Featured image')
      .setInputFiles({ name: 'featured.jpg', mimeType: 'image/jpeg', buffer: featured })
    await expect(page.getByText('Featured image uploaded successfully')).toBeVisible()
    // The browser sent a downscaled JPEG (at most 1200x800), not the 2400x1600 original.
    const sent = await page.evaluate(async () => {
      const blob = (window as unknown as { __sentImages: Blob[] }).__sentImages[0]!
      const bitmap = await createImageBitmap(blob)
      return { type: blob.type, size: blob.size, width: bitmap.width, height: bitmap.height }
    })
    expect(sent).toMatchObject({ type: 'image/jpeg', width: 1200, height: 800 })
    expect(sent.size).toBeLessThan(featured.length)
    await expect(dialog.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      /\/media\/packages\/featured\/[0-9a-f]+-400\.jpg$/,
    )
    await dialog.getByLabel('Gallery images').setInputFiles([
      { name: 'wave.png', mimeType: 'image/png', buffer: galleryA },
      { name: 'sunset.jpg', mimeType: 'image/jpeg', buffer: galleryB },
    ])
    await expect(page.getByText('2 image(s) uploaded successfully')).toBeVisible()
    await expect(dialog.getByText('2 of 5')).toBeVisible()
    // Reorder: the second gallery image moves first.
    const secondSrc = await dialog.getByRole('img', { name: 'Image 2' }).getAttribute('src')
    await dialog
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: 'Image 2' }) })
      .getByRole('button', { name: 'Move image left' })
      .click()
    await expect(dialog.getByRole('img', { name: 'Image 1' })).toHaveAttribute('src', secondSrc!)

    await dialog.getByLabel('What’s Included').fill('Video analysis')
    await dialog.getByRole('button', { name: 'Add Feature' }).click()
    await dialog.getByRole('button', { name: 'Create package' }).click()
    await expect(page.getByText('Package created successfully')).toBeVisible()
    await expect(dialog).toBeHidden()

    const card = page.getByTestId('owner-package').filter({ hasText: name })
    await expect(card).toBeVisible()
    const href = await card.getByRole('link', { name: 'View public page' }).getAttribute('href')
    const id = /\/packages\/(\d+)/.exec(href ?? '')?.[1]
    expect(id).toBeTruthy()

    // The public API and the public package page show it, with every image served.
    const api = await request.get(`/api/v1/packages/${id}`)
    expect(api.status()).toBe(200)
    const detail = await api.json()
    expect(detail.name).toBe(name)
    expect(detail.galleryImages).toHaveLength(2)
    expect(detail.includedFeatures).toEqual(['Video analysis'])
    for (const url of [detail.imageUrl, ...detail.galleryImages]) {
      const file = await request.get(url)
      expect(file.status()).toBe(200)
      expect(file.headers()['content-type']).toBe('image/jpeg')
      expect(file.headers()['cache-control']).toContain('immutable')
    }
    const publicPage = await page.context().newPage()
    await publicPage.goto(href!)
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible()
    await publicPage.close()

    // Soft delete, after the confirmation.
    await card.getByRole('button', { name: `Delete: ${name}` }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete package' })
    await expect(confirm.getByText('Are you sure you want to delete this package?')).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete package' }).click()
    await expect(page.getByText('Package deleted successfully')).toBeVisible()
    await expect(card).toHaveCount(0)
    expect((await request.get(`/api/v1/packages/${id}`, { headers: { 'Cache-Control': 'no-cache' } })).status()).toBe(
      404,
    )
    // A visitor arriving now (public reads may be cached by a browser for a minute) no longer finds it.
    const visitor = await browser.newContext()
    const gone = await visitor.newPage()
    await gone.goto(href!)
    await expect(gone.getByRole('heading', { level: 1, name: 'Package Not Found' })).toBeVisible()
    await expect(gone.getByRole('heading', { level: 1, name })).toHaveCount(0)
    await visitor.close()
  })

  test('confirm one pending booking and cancel another with a reason; each traveller is e-mailed', async ({
    page,
    request,
  }) => {
    const confirmEmail = uniqueEmail('confirm')
    const cancelEmail = uniqueEmail('cancel')
    const toConfirm = await requestBooking(request, confirmEmail, 'Nora Confirm')
    const toCancel = await requestBooking(request, cancelEmail, 'Liam Cancel')

    await openDashboard(page)
    await page.getByRole('tab', { name: 'Bookings' }).click()
    // Newest first: the second request above the first (the other worker's specs may book meanwhile).
    await expect(page.locator(`[data-testid="owner-booking"][data-reference="${toCancel}"]`)).toBeVisible()
    const order = await page
      .getByTestId('owner-booking')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-reference')))
    expect(order.indexOf(toCancel)).toBeLessThan(order.indexOf(toConfirm))
    expect(order.indexOf(toCancel)).toBeGreaterThanOrEqual(0)

    const confirmCard = page.locator(`[data-testid="owner-booking"][data-reference="${toConfirm}"]`)
    await expect(confirmCard.getByText('Pending', { exact: true })).toBeVisible()
    await confirmCard.getByRole('button', { name: `Confirm ${toConfirm}` }).click()
    await expect(page.getByText('Booking status updated successfully')).toBeVisible()
    await expect(confirmCard.getByText('Confirmed', { exact: true })).toBeVisible()
    // Confirmed: no second confirmation; the camp can still cancel it, and mark it completed once the
    // stay has reached its last day (not yet).
    await expect(confirmCard.getByRole('button', { name: `Confirm ${toConfirm}` })).toHaveCount(0)
    await expect(confirmCard.getByRole('button', { name: `Cancel ${toConfirm}` })).toBeVisible()
    await expect(confirmCard.getByRole('button', { name: `Mark completed ${toConfirm}` })).toHaveCount(0)
    expect(await surfcamp('mail', 'last', '--to', confirmEmail)).toContain(
      `Subject: Your booking ${toConfirm} is confirmed`,
    )

    const cancelCard = page.locator(`[data-testid="owner-booking"][data-reference="${toCancel}"]`)
    await cancelCard.getByRole('button', { name: `Cancel ${toCancel}` }).click()
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${toCancel}` })
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(dialog.getByText('Please give a reason')).toBeVisible()
    await dialog.getByLabel('Reason for cancelling').fill('We are fully booked that week')
    await dialog.getByRole('button', { name: 'Cancel booking' }).click()
    await expect(dialog).toBeHidden()
    await expect(cancelCard.getByText('Cancelled', { exact: true })).toBeVisible()
    await expect(cancelCard.getByText('We are fully booked that week')).toBeVisible()
    const mail = await surfcamp('mail', 'last', '--to', cancelEmail)
    expect(mail).toContain(`Subject: Your booking request ${toCancel} has been cancelled`)
    expect(mail).toContain('We are fully booked that week')
  })

  test('a non-image is refused by the uploader without any upload', async ({ page }) => {
    await openDashboard(page)
    await page.getByRole('tab', { name: 'Packages' }).click()
    await page.getByRole('button', { name: 'Add package' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add package' })
    let uploads = 0
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/media/images') && r.method() === 'POST') uploads += 1
    })
    await dialog
      .getByLabel('Featured image')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
    await expect(page.getByText('Invalid file type')).toBeVisible()
    await expect(page.getByText('Please select an image file')).toBeVisible()
    expect(uploads).toBe(0)
  })
})
