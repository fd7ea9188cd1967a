import { expect, test, type Browser, type Page } from '@playwright/test'
import { demo, expectPath, png, signIn, signedIn, surfcamp, uniqueEmail } from './support'

function toast(page: Page, text: string) {
  return page
    .getByRole('status')
    .filter({ hasText: text })
    .or(page.getByRole('alert').filter({ hasText: text }))
}

/** A back-office tab of its own, signed in as the demo super admin, at `path`. */
async function adminPage(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage()
  await signedIn(page, demo.superAdmin, path)
  return page
}

/** The first link of the last e-mail to `email`, as a path (and query) on the server under test. */
async function lastLink(email: string): Promise<string> {
  const link = new URL(await surfcamp('mail', 'last', '--to', email, '--link'))
  return `${link.pathname}${link.search}`
}

test('an application with a package is published as a draft, its owner sets a password, adds a photo and the camp goes live after approval', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('onboarding')
  const camp = `E2E Draft Lodge ${Date.now()}`
  const week = `Imsouane Longboard Week ${Date.now()}`
  const password = 'Longboard-Dawn-2026'

  // The applicant applies with one package.
  await page.goto('/partner-signup')
  await page.waitForLoadState('networkidle') // typed only once the server's HTML is hydrated
  await page.getByLabel('Surf camp name').fill(camp)
  await page.getByLabel('Location').selectOption('imsouane')
  await page.getByLabel('Camp type').selectOption('beginner')
  await page.getByLabel('Contact name').fill('Salma Berrada')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('WhatsApp number').fill('+212 612 345 678')
  await page.getByLabel('Tell us about your camp').fill('Six rooms above the point, daily lessons.')
  const pkg = page.getByRole('group', { name: 'Package 1' })
  await pkg.getByLabel('Package title').fill(week)
  await pkg.getByLabel('Price per person (€)').fill('540')
  await pkg.getByLabel('Days').fill('7')
  await pkg.getByLabel('What’s included').fill('7 nights\nDaily lessons\nBreakfast')
  await page.getByRole('button', { name: 'Submit application' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()

  // The team approves (after a confirmation) and publishes it; the review shows the package.
  const admin = await adminPage(browser, '/admin/submissions')
  const row = admin.getByTestId('submission-row').filter({ hasText: camp })
  await row.getByRole('button', { name: `Review ${camp}` }).click()
  const review = admin.getByRole('dialog', { name: `Review ${camp}` })
  await expect(review.getByText(week)).toBeVisible()
  await expect(review.getByText('7 nights · Daily lessons · Breakfast')).toBeVisible()
  await review.getByRole('button', { name: 'Approve' }).click()
  const approve = admin.getByRole('alertdialog', { name: `Approve ${camp}?` })
  await expect(approve).toContainText(`We e-mail ${email} in English`)
  await approve.getByRole('button', { name: 'Approve' }).click()
  await expect(toast(admin, 'Submission approved successfully')).toBeVisible()
  expect(await surfcamp('mail', 'last', '--to', email)).toContain(`Subject: Your application for ${camp} is accepted`)
  await row.getByRole('button', { name: `Review ${camp}` }).click()
  await admin
    .getByRole('dialog', { name: `Review ${camp}` })
    .getByRole('button', { name: 'Publish' })
    .click()
  await admin
    .getByRole('alertdialog', { name: `Publish ${camp}?` })
    .getByRole('button', { name: 'Publish' })
    .click()
  await expect(row).toContainText('Published')

  // Nothing is public yet.
  await page.goto('/surf-camps?location=imsouane')
  await expect(page.getByTestId('camp-card').first()).toBeVisible()
  await expect(page.getByTestId('camp-card').filter({ hasText: camp })).toHaveCount(0)

  // The invitation's link: the applicant chooses a password and signs in to a draft camp with their package.
  const invitation = await lastLink(email)
  expect(invitation).toMatch(/^\/reset-password\?token=[\w-]+&area=owner&invite=1$/)
  await page.goto(invitation)
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password)
  await page.getByRole('button', { name: 'Save my password' }).click()
  await expect(page.getByText('Your password is saved.')).toBeVisible()
  await signIn(page, '/camp-owner/login', { email, password })
  await expectPath(page, '/camp-owner')
  await expect(page.getByText(camp).first()).toBeVisible()
  await expect(page.getByTestId('owner-draft-notice')).toContainText('Travellers do not see it yet')
  await page.getByRole('tab', { name: 'Packages' }).click()
  const draft = page.getByTestId('owner-package').filter({ hasText: week })
  await expect(draft).toContainText('Draft')
  await expect(draft).toContainText('€540')

  // Not ready without a photo: the preview says so and does not offer to approve.
  await admin.goto('/admin/camps')
  const card = admin.getByTestId('camp-card').filter({ hasText: camp })
  await card.getByRole('button', { name: `Preview and approve ${camp}` }).click()
  let preview = admin.getByRole('dialog', { name: `Preview of ${camp}` })
  await expect(preview.getByTestId('camp-preview')).toContainText(week)
  await expect(preview).toContainText('The camp has no photo yet.')
  await expect(preview.getByRole('button', { name: 'Approve and publish' })).toBeDisabled()
  // Its package's page as travellers will read it once live; the public page does not exist yet.
  await preview.getByRole('link', { name: `Open the page of ${week}` }).click()
  const packagePage = admin.getByTestId('package-preview')
  await expect(packagePage.getByRole('heading', { level: 1, name: week })).toBeVisible()
  await expect(packagePage.getByTestId('booking-card').getByRole('button', { name: 'Book Now' })).toBeDisabled()
  await admin.getByRole('link', { name: 'Back to camps' }).click()
  await expectPath(admin, '/admin/camps')

  // The owner adds a camp photo.
  await page.getByRole('tab', { name: 'Overview' }).click()
  await page
    .getByLabel('Camp photo')
    .setInputFiles({ name: 'camp.png', mimeType: 'image/png', buffer: png(1200, 800, [10, 110, 170]) })
  await page.getByRole('button', { name: 'Save changes' }).click()
  await expect(page.getByText('Camp details updated successfully')).toBeVisible()

  // The team previews it as travellers will see it and approves it: it goes live with its package.
  await admin.reload()
  await card.getByRole('button', { name: `Preview and approve ${camp}` }).click()
  preview = admin.getByRole('dialog', { name: `Preview of ${camp}` })
  await expect(preview.getByTestId('camp-preview')).toContainText(week)
  await expect(preview).not.toContainText('Not ready to go live')
  await preview.getByRole('button', { name: 'Approve and publish' }).click()
  await expect(toast(admin, `${camp} is live`)).toBeVisible()
  expect(await surfcamp('mail', 'last', '--to', email)).toContain(`Subject: Your camp ${camp} is approved`)

  await page.goto('/surf-camps?location=imsouane')
  await expect(page.getByTestId('camp-card').filter({ hasText: week })).toBeVisible()
  await page.goto('/camp-owner')
  await expect(page.getByTestId('owner-draft-notice')).toHaveCount(0)
})

test('a rejected camp owner gets the reason by e-mail in their language and reads it when signing in', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000)
  const email = uniqueEmail('rejected')
  const password = 'Surf-Owner-2025-waves'
  const campName = `Refused Camp ${Date.now()}`
  const reason = 'Nous n’avons pas pu vérifier la licence de votre école de surf.'
  const registered = await request.post('/api/v1/auth/register', {
    data: {
      fullName: 'Inès Refus',
      email,
      password,
      campName,
      location: 'agadir',
      phone: '+212 600 123 457',
      language: 'fr',
    },
  })
  expect(registered.ok(), await registered.text()).toBeTruthy()
  const token = new URL(await surfcamp('mail', 'last', '--to', email, '--link')).searchParams.get('token')!
  expect((await request.post('/api/v1/auth/confirm-email', { data: { token } })).ok()).toBeTruthy()

  const admin = await adminPage(browser, '/admin/users')
  const pending = admin.getByTestId('pending-owner').filter({ hasText: email })
  await pending.getByRole('button', { name: 'Reject Inès Refus' }).click()
  const ask = admin.getByRole('dialog', { name: 'Reject Inès Refus?' })
  await expect(ask).toContainText(`We e-mail the reason to ${email} in French`)
  await ask.getByRole('button', { name: 'Reject' }).click()
  await expect(ask.getByText('Please write the reason the applicant will receive')).toBeVisible()
  await ask.getByLabel('Reason for the applicant').fill(reason)
  await ask.getByRole('button', { name: 'Reject' }).click()
  await expect(toast(admin, 'Camp owner rejected: the reason was e-mailed')).toBeVisible()
  await expect(pending).toHaveCount(0)

  const mail = await surfcamp('mail', 'last', '--to', email)
  expect(mail).toContain(`Subject: Votre compte partenaire pour ${campName}`)
  expect(mail).toContain(reason)

  await signIn(page, '/camp-owner/login', { email, password })
  await expectPath(page, '/camp-owner')
  await expect(page.getByRole('heading', { name: 'Votre inscription n’a pas été acceptée' })).toBeVisible()
  await expect(page.getByTestId('owner-rejection-reason')).toHaveText(reason)
  await expect(page.getByText('En attente de validation')).toHaveCount(0)
})

test('a rejected application tells the applicant why, in the language they applied in', async ({
  request,
  browser,
}) => {
  const email = uniqueEmail('refused-application')
  const camp = `Refused Lodge ${Date.now()}`
  const applied = await request.post('/api/partner-signup', {
    data: {
      surfCampName: camp,
      contactName: 'Jonas Weber',
      email,
      whatsappNumber: '+49 151 2345 6789',
      location: 'agadir',
      campType: 'hostel',
      message: 'Ein Hostel am Strand.',
      language: 'de',
      packages: [{ title: 'Surfwoche', price: '400', durationDays: 7, inclusions: ['Unterricht'] }],
    },
  })
  expect(applied.ok(), await applied.text()).toBeTruthy()
  const admin = await adminPage(browser, '/admin/submissions')
  const row = admin.getByTestId('submission-row').filter({ hasText: camp })
  await row.getByRole('button', { name: `Review ${camp}` }).click()
  await admin
    .getByRole('dialog', { name: `Review ${camp}` })
    .getByLabel('Admin notes')
    .fill('Internal: no licence')
  await admin
    .getByRole('dialog', { name: `Review ${camp}` })
    .getByRole('button', { name: 'Reject' })
    .click()
  const ask = admin.getByRole('dialog', { name: `Reject ${camp}?` })
  await ask.getByLabel('Reason for the applicant').fill('Wir nehmen nur Camps mit lizenzierter Surfschule auf.')
  await ask.getByRole('button', { name: 'Reject' }).click()
  await expect(toast(admin, 'Submission rejected successfully')).toBeVisible()
  await expect(row).toContainText('Rejected')
  const mail = await surfcamp('mail', 'last', '--to', email)
  expect(mail).toContain(`Subject: Ihre Bewerbung für ${camp}`)
  expect(mail).toContain('Begründung unseres Teams: Wir nehmen nur Camps mit lizenzierter Surfschule auf.')
  expect(mail).not.toContain('Internal: no licence')
})
