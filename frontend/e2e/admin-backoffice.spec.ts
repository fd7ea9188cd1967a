import { expect, test, type Page } from '@playwright/test'
import { bearer, demo, openStartDate, png, signIn, signedIn, uniqueEmail } from './support'

async function signInAdmin(page: Page, path: string) {
  await signedIn(page, demo.superAdmin, path)
}

function toast(page: Page, text: string) {
  return page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByRole('alert').filter({ hasText: text }))
}

test('bookings: search and filter, then update a status with a reason and see it in Details', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('guest')
  const packages = await (await request.get('/api/v1/camps?pageSize=1')).json()
  const packageId = packages.items[0].packageId as number
  const start = await openStartDate(request, packageId, { people: 2, days: 7 })
  const created = await request.post('/api/v1/bookings', {
    data: {
      packageId,
      fullName: 'Zoé Backoffice',
      email,
      phoneNumber: '+33 6 12 34 56 78',
      country: 'FR',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 2,
      paymentMethod: 'bank-transfer',
      language: 'fr',
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const reference = (await created.json()).bookingReference as string

  await signInAdmin(page, '/admin/bookings')
  // Accents and case do not matter: "zoe" finds "Zoé", "ZOÉ" too.
  await page.getByPlaceholder('Search by name, email, reference or camp…').fill('zoe backoffice')
  await expect(page.getByTestId('booking-row')).toHaveCount(1)
  await page.getByPlaceholder('Search by name, email, reference or camp…').fill('zoé backOFFICE')
  await expect(page.getByTestId('booking-row')).toHaveCount(1)
  await expect(page.getByRole('heading', { name: 'Bookings (1)' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('confirmed')
  await expect(page.getByText('No bookings found')).toBeVisible()
  await page.getByRole('combobox', { name: 'Status' }).selectOption('pending')
  await expect(page.getByTestId('booking-row')).toHaveCount(1)

  await page.getByRole('button', { name: `Update ${reference}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Cancellation reason')).toHaveCount(0)
  await dialog.getByLabel('Status').selectOption('cancelled')
  await dialog.getByLabel('Cancellation reason').fill('Camp full that week')
  await dialog.getByLabel('Admin notes').fill('Offered the next week by phone')
  await dialog.getByRole('button', { name: 'Update Booking' }).click()
  await expect(toast(page, 'Booking status updated successfully')).toBeVisible()
  await expect(page.getByTestId('booking-row')).toHaveCount(0) // no longer pending: the list reloaded
  await page.getByRole('combobox', { name: 'Status' }).selectOption('cancelled')
  await page.getByRole('button', { name: `Details ${reference}` }).click()
  await expect(page.getByRole('dialog')).toContainText('Camp full that week')
  await expect(page.getByRole('dialog')).toContainText('Offered the next week by phone')
  await expect(page.getByRole('dialog')).toContainText('Cancelled')
})

test('camps and packages: create, edit and delete, with real images', async ({ page }) => {
  test.setTimeout(90_000)
  const name = `E2E Camp ${Date.now()}`
  await signInAdmin(page, '/admin/camps')
  await page.getByRole('button', { name: 'Add New Camp' }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Save Camp' }).click()
  await expect(dialog.getByText('This field is required.')).toHaveCount(2)
  await dialog.getByLabel('Camp name').fill(name)
  await dialog.getByLabel('Location').selectOption('imsouane')
  await dialog.getByLabel('Amenities').fill('WiFi, Yoga deck, , Board storage, Sauna')
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: png(1600, 900, [20, 120, 180]) })
  await expect(dialog.locator('img')).toBeVisible()
  await dialog.getByRole('button', { name: 'Save Camp' }).click()
  await expect(toast(page, 'Surf camp created successfully')).toBeVisible()
  const card = page.getByTestId('camp-card').filter({ hasText: name })
  await expect(card).toContainText('Imsouane, Morocco')
  await expect(card).toContainText('+1 more')

  await card.getByRole('button', { name: `Edit ${name}` }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('Featured on the home page').check()
  await dialog.getByRole('button', { name: 'Save Camp' }).click()
  await expect(toast(page, 'Surf camp updated successfully')).toBeVisible()
  await expect(card).toContainText('Featured')

  // A package for it: the featured image is mandatory.
  await page.goto('/admin/packages')
  await page.getByRole('button', { name: 'Add Package' }).click()
  dialog = page.getByRole('dialog')
  await dialog
    .getByRole('combobox', { name: 'Camp', exact: true })
    .selectOption({ label: `${name} — Imsouane, Morocco` })
  await dialog.getByLabel('Package name').fill(`${name} Week`)
  await dialog.getByLabel('Price').fill('499.50')
  await dialog.getByRole('button', { name: 'Save Package' }).click()
  await expect(toast(page, 'Featured Image Required')).toBeVisible()
  await dialog
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'featured.png', mimeType: 'image/png', buffer: png(1400, 900, [240, 160, 40]) })
  await dialog
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles([
      { name: 'g1.png', mimeType: 'image/png', buffer: png(800, 600, [10, 200, 100]) },
      { name: 'g2.png', mimeType: 'image/png', buffer: png(800, 600, [200, 10, 100]) },
    ])
  await expect(dialog.getByText('2 of 5')).toBeVisible()
  await dialog.getByLabel('What’s Included').fill('Daily lessons')
  await dialog.getByRole('button', { name: 'Add Feature' }).click()
  await dialog.getByLabel('What’s Included').fill('Board rental')
  await dialog.getByRole('button', { name: 'Add Feature' }).click()
  await dialog.getByRole('button', { name: 'Save Package' }).click()
  await expect(toast(page, 'Package created successfully')).toBeVisible()
  const row = page.getByTestId('package-row').filter({ hasText: `${name} Week` })
  await expect(row).toContainText('€499.50')
  await expect(row).toContainText('2 gallery images')
  await expect(row).toContainText('All levels')

  await row.getByRole('button', { name: `Edit ${name} Week` }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel('Duration (days)').fill('10')
  await dialog.getByRole('button', { name: 'Save Package' }).click()
  await expect(toast(page, 'Package updated successfully')).toBeVisible()
  await expect(row).toContainText('10 days')

  await row.getByRole('button', { name: `Delete ${name} Week` }).click()
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this package?')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Package deleted successfully')).toBeVisible()
  await expect(row).toHaveCount(0)

  await page.goto('/admin/camps')
  await page
    .getByTestId('camp-card')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete ${name}` })
    .click()
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this surf camp?')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Surf camp deleted successfully')).toBeVisible()
  await expect(page.getByTestId('camp-card').filter({ hasText: name })).toHaveCount(0)
})

test('a camp with an open booking is not deleted: the reason is shown and the camp stays', async ({
  page,
  request,
}) => {
  const name = `E2E Busy Camp ${Date.now()}`
  const headers = await bearer(request, demo.superAdmin)
  const camp = await (
    await request.post('/api/v1/admin/camps', { headers, data: { name, locationKey: 'agadir' } })
  ).json()
  const upload = await request.post('/api/v1/media/images', {
    headers,
    multipart: {
      purpose: 'package-featured',
      file: { name: 'p.png', mimeType: 'image/png', buffer: png(1200, 800, [30, 60, 90]) },
    },
  })
  const created = await request.post('/api/v1/admin/packages', {
    headers,
    data: { campId: camp.id, name: `${name} Week`, price: '320', durationDays: 7, imageUrl: (await upload.json()).url },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const start = await openStartDate(request, (await created.json()).id, { days: 7 })
  const booked = await request.post('/api/v1/bookings', {
    data: {
      packageId: (await created.json()).id,
      fullName: 'Open Request',
      email: uniqueEmail('open'),
      phoneNumber: '+49 170 1234567',
      country: 'DE',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 1,
      paymentMethod: 'cash',
    },
  })
  expect(booked.ok(), await booked.text()).toBeTruthy()

  await signInAdmin(page, '/admin/camps')
  const card = page.getByTestId('camp-card').filter({ hasText: name })
  await card.getByRole('button', { name: `Delete ${name}` }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(
    toast(page, 'This camp still has pending or confirmed bookings. Cancel or complete them before deleting it.'),
  ).toBeVisible()
  await page.reload()
  await expect(page.getByTestId('camp-card').filter({ hasText: name })).toHaveCount(1)
})

test('content: invalid metadata is refused, the badge switches what the public API serves', async ({
  page,
  request,
}) => {
  const title = `Lena ${Date.now()}`
  await signInAdmin(page, '/admin/content')
  await page.getByRole('button', { name: 'Add Content' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Section').selectOption('testimonials')
  await dialog.getByLabel('Language').selectOption('de')
  await dialog.getByLabel('Title').fill(title)
  await dialog.getByRole('textbox', { name: 'Content' }).fill('Die beste Surfwoche meines Lebens!')
  await dialog.getByLabel('Metadata (JSON object)').fill('{not json')
  await dialog.getByRole('button', { name: 'Save Content' }).click()
  await expect(dialog.getByText('Metadata must be valid JSON')).toBeVisible()
  await dialog.getByLabel('Metadata (JSON object)').fill('{"country": "DE"}')
  await dialog.getByRole('button', { name: 'Save Content' }).click()
  await expect(toast(page, 'Content created successfully')).toBeVisible()

  const publicItems = async () =>
    (await (await request.get('/api/v1/content?section=testimonials&lang=de')).json()).items.map(
      (i: { title: string }) => i.title,
    )
  expect(await publicItems()).toContain(title)
  const row = page.getByTestId('content-row').filter({ hasText: title })
  await row.getByRole('button', { name: 'Active' }).click()
  await expect(toast(page, 'Content deactivated successfully')).toBeVisible()
  await expect(row.getByRole('button', { name: 'Inactive' })).toBeVisible()
  await expect.poll(publicItems).not.toContain(title)
  await row.getByRole('button', { name: 'Inactive' }).click()
  await expect(toast(page, 'Content activated successfully')).toBeVisible()
  await expect.poll(publicItems).toContain(title)
})

test('content: switching a CMS section off and on changes the public home page', async ({ page, browser }) => {
  // A new visitor each time (no browser cache); the hero comes in the server's HTML.
  const heroText = async () => {
    const visitor = await browser.newContext()
    const home = await visitor.newPage()
    await home.goto('/fr')
    await home.locator('#hero-title').waitFor()
    const text = await home.locator('#hero-title').locator('xpath=..').innerText()
    await visitor.close()
    return text
  }
  await expect.poll(heroText, { timeout: 30_000 }).toContain('avant tout paiement') // the seeded French hero row
  await signInAdmin(page, '/admin/content')
  const row = page.getByTestId('content-row').filter({ hasText: 'Surf camps à Taghazout et Tamraght' })
  await row.getByRole('button', { name: 'Active' }).click()
  await expect(toast(page, 'Content deactivated successfully')).toBeVisible()
  await expect.poll(heroText, { timeout: 30_000 }).toContain('sous 24 heures') // the built-in text again
  await row.getByRole('button', { name: 'Inactive' }).click()
  await expect(toast(page, 'Content activated successfully')).toBeVisible()
  await expect.poll(heroText, { timeout: 30_000 }).toContain('avant tout paiement')
})

test('users: approving a pending owner lets them into /camp-owner', async ({ page, request }) => {
  const email = uniqueEmail('owner')
  const password = 'Surf-Owner-2025-waves'
  const campName = `Pending Camp ${Date.now()}`
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      fullName: 'Nadia Owner',
      email,
      password,
      campName,
      location: 'agadir',
      phone: '+212 600 123 456',
      language: 'en',
    },
  })
  expect(registered.ok(), await registered.text()).toBeTruthy()
  // Confirm the e-mail through the link the server sent.
  const { surfcamp } = await import('./support')
  const mail = await surfcamp('mail', 'last', '--to', email, '--link')
  const link = mail.match(/https?:\/\/\S+token=[\w-]+/)?.[0]
  expect(link).toBeTruthy()
  const token = new URL(link!).searchParams.get('token')!
  expect((await request.post('/api/v1/auth/confirm-email', { data: { token } })).ok()).toBeTruthy()

  await signInAdmin(page, '/admin/users')
  const pending = page.getByTestId('pending-owner').filter({ hasText: email })
  await expect(pending).toContainText(campName)
  await pending.getByRole('button', { name: 'Approve Nadia Owner' }).click()
  await page.getByRole('alertdialog', { name: 'Approve Nadia Owner?' }).getByRole('button', { name: 'Approve' }).click()
  await expect(toast(page, 'User activated successfully')).toBeVisible()
  await expect(pending).toHaveCount(0)

  await page.getByRole('button', { name: 'Sign out' }).click()
  await signIn(page, '/camp-owner/login', { email, password })
  await page.waitForURL('**/camp-owner')
  await expect(page.getByText(campName).first()).toBeVisible()
})

test('submissions: approve and publish, the camp is public; analytics counts the bookings just made', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const campName = `Published Camp ${Date.now()}`
  const applied = await request.post('/api/partner-signup', {
    data: {
      surfCampName: campName,
      contactName: 'Omar Partner',
      email: uniqueEmail('partner'),
      whatsappNumber: '+212 600 999 888',
      location: 'tamraght',
      campType: 'hostel',
      message: 'Hostel by the beach with lessons every day.',
      packages: [{ title: 'Beach Week', price: '300', durationDays: 7, inclusions: ['Daily lessons'] }],
    },
  })
  expect(applied.ok(), await applied.text()).toBeTruthy()

  await signInAdmin(page, '/admin/submissions')
  const row = page.getByTestId('submission-row').filter({ hasText: campName })
  await row.getByRole('button', { name: `Review ${campName}` }).click()
  let dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Publish' })).toHaveCount(0)
  await dialog.getByLabel('Admin notes').fill('Called Omar, all good')
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await page
    .getByRole('alertdialog', { name: `Approve ${campName}?` })
    .getByRole('button', { name: 'Approve' })
    .click()
  await expect(toast(page, 'Submission approved successfully')).toBeVisible()
  await expect(toast(page, 'Status Updated')).toBeVisible()
  await expect(row).toContainText('Approved')
  await row.getByRole('button', { name: `Review ${campName}` }).click()
  dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Publish' }).click()
  await page
    .getByRole('alertdialog', { name: `Publish ${campName}?` })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(row).toContainText('Published')

  // Published as a draft: it lists publicly once approved with a package and a photo (through the API here).
  const headers = await bearer(request, demo.superAdmin)
  const camps = await (await request.get('/api/v1/admin/camps', { headers })).json()
  const camp = camps.find((c: { name: string }) => c.name === campName)
  expect(camp.status).toBe('pending')
  const upload = await request.post('/api/v1/media/images', {
    headers,
    multipart: {
      purpose: 'package-featured',
      file: { name: 'p.png', mimeType: 'image/png', buffer: png(1200, 800, [0, 90, 160]) },
    },
  })
  expect(upload.ok()).toBeTruthy()
  const created = await request.post('/api/v1/admin/packages', {
    headers,
    data: {
      campId: camp.id,
      name: `${campName} Week`,
      price: '300',
      durationDays: 7,
      imageUrl: (await upload.json()).url,
    },
  })
  expect(created.ok(), await created.text()).toBeTruthy()
  const photo = (await upload.json()).url as string
  const pictured = await request.patch(`/api/v1/admin/camps/${camp.id}`, { headers, data: { imageUrl: photo } })
  expect(pictured.ok(), await pictured.text()).toBeTruthy()
  const live = await request.post(`/api/v1/admin/camps/${camp.id}/approve`, { headers })
  expect(live.ok(), await live.text()).toBeTruthy()
  const listed = await (await request.get('/api/v1/camps?location=tamraght&pageSize=48')).json()
  expect(JSON.stringify(listed)).toContain(campName)
  await page.goto('/surf-camps?location=tamraght')
  await expect(page.getByTestId('camp-card').filter({ hasText: campName }).first()).toBeVisible()

  // Two bookings for that package show up in the 7-day analytics.
  const before = await (await request.get('/api/v1/admin/analytics?days=7', { headers })).json()
  const start = await openStartDate(request, (await created.json()).id, { people: 2, days: 7 })
  for (const who of ['Ana', 'Ben']) {
    const booked = await request.post('/api/v1/bookings', {
      data: {
        packageId: (await created.json()).id,
        fullName: `${who} Analytics`,
        email: uniqueEmail(who.toLowerCase()),
        phoneNumber: '+49 170 1234567',
        country: 'DE',
        startDate: start,
        numberOfDays: 7,
        numberOfPeople: 1,
        paymentMethod: 'cash',
      },
    })
    expect(booked.ok(), await booked.text()).toBeTruthy()
  }
  await page.goto('/admin/analytics')
  const week = page.waitForResponse((r) => {
    const url = new URL(r.url())
    return url.pathname === '/api/v1/admin/analytics' && url.searchParams.get('days') === '7'
  })
  await page.getByRole('combobox').selectOption('7')
  await week
  // At least those two more: the other worker's specs may book meanwhile.
  const total = page
    .getByTestId('analytics-cards')
    .getByText('Total Bookings', { exact: true })
    .locator('xpath=following-sibling::p[1]')
  await expect
    .poll(async () => Number((await total.textContent())?.replace(/\D/g, '')))
    .toBeGreaterThanOrEqual(before.cards.totalBookings + 2)
  await expect(page.getByText(campName).first()).toBeVisible()
})

test('the packages table sorts by price', async ({ page }) => {
  await signInAdmin(page, '/admin/packages')
  await expect(page.getByTestId('package-row').first()).toBeVisible()
  await page.getByRole('button', { name: 'Price' }).click()
  await expect(page.getByRole('columnheader', { name: 'Price' })).toHaveAttribute('aria-sort', 'ascending')
  const prices = async () =>
    (await page.getByTestId('package-row').locator('td:nth-child(3)').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    )
  const ascending = await prices()
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
})
