import { expect, test } from '@playwright/test'
import { database, expectPath, surfcamp, uniqueEmail } from './support'

type Submission = {
  campName: string
  status: string
  ownerEmail: string
  plan: string | null
  location: string
  campType: string
}

test.describe('partner pages', () => {
  test('/join-partner shows benefits, the configured plans, the FAQ and the call to action', async ({ page }) => {
    await page.goto('/join-partner')
    await expect(page.getByRole('heading', { name: 'Why partner with us' })).toBeVisible()
    const free = page.getByTestId('plan-free')
    await expect(free.getByRole('heading', { name: 'Start for Free' })).toBeVisible()
    await expect(free.getByText('15%', { exact: true })).toBeVisible()
    const monthly = page.getByTestId('plan-pro-monthly')
    await expect(monthly.getByText('€49', { exact: true })).toBeVisible()
    const yearly = page.getByTestId('plan-pro-yearly')
    await expect(yearly.getByText('€490', { exact: true })).toBeVisible()
    await expect(yearly.getByText('Save €98')).toBeVisible()
    await expect(yearly.getByText('Best Value')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Partner FAQ' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Contact our team' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    )
    // No payment provider is configured: nothing is loaded from another site.
    expect(await page.locator('script[src^="http"]').count()).toBe(0)
    await page.getByRole('link', { name: 'See pricing' }).click()
    await expect(page).toHaveURL(/#pricing$/)
  })

  test('/pricing leads to /join-partner, opened at the plans', async ({ page }) => {
    await page.goto('/pricing')
    await expect(page).toHaveURL(/\/join-partner#pricing$/)
    await expect(page.locator('#pricing')).toBeInViewport()
    await expect(page.getByTestId('plan-pro-yearly')).toBeVisible()
  })

  test('an application from /partner-signup becomes a pending submission and is acknowledged', async ({ page }) => {
    const email = uniqueEmail('partner')
    const camp = `E2E Wave Lodge ${Date.now()}`
    await page.goto('/join-partner')
    await page.getByTestId('plan-pro-yearly').getByRole('link', { name: 'Choose Yearly' }).click()
    await expectPath(page, '/partner-signup')
    await expect(page.getByText('Chosen plan: Pro Partner Yearly')).toBeVisible()

    // Required fields are named before anything is sent.
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByText('Please fill in all required fields')).toBeVisible()

    await page.getByLabel('Surf camp name').fill(camp)
    await page.getByLabel('Location').selectOption('imsouane')
    await page.getByLabel('Camp type').selectOption('digital-nomad')
    await page.getByLabel('Website').fill('wavelodge.example.com')
    await page.getByLabel('Instagram handle').fill('@wavelodge')
    await page.getByLabel('Contact name').fill('Salma Berrada')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('WhatsApp number').fill('+212 612 345 678')
    await page.getByLabel('Languages spoken').fill('Arabic, French, English')
    await page
      .getByLabel('Tell us about your camp')
      .fill('Six rooms above the point, coworking space and daily lessons.')
    await page.getByLabel('Package title').fill('Coworking Surf Week')
    await page.getByLabel('Price per person (€)').fill('620')
    await page.getByLabel('What’s included').fill('7 nights\nCoworking desk')
    await page.getByRole('button', { name: 'Submit application' }).click()

    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
    await expect(page.getByText(`We received your application for ${camp}`)).toContainText('within 24 hours')

    const pending = JSON.parse(await surfcamp('submissions', 'list', '--status', 'pending', '--json')) as Submission[]
    const mine = pending.find((s) => s.ownerEmail === email)
    expect(mine).toMatchObject({
      campName: camp,
      status: 'pending',
      plan: 'pro-yearly',
      location: 'imsouane',
      campType: 'digital-nomad',
    })
    expect(await surfcamp('mail', 'last', '--to', email)).toContain(`Subject: We received your application for ${camp}`)
    // The team's mail about this application, by its subject: the team's latest mail may be another
    // spec's (every booking tells the team), as the specs share the server.
    const team = await database(
      'SELECT count(*) FROM email_outbox WHERE to_address = ? AND subject = ?',
      'team@surfcamp.local',
      `New partner application: ${camp} (Imsouane, Morocco)`,
    )
    expect(team.rows).toEqual([[1]])
  })

  test('a network failure keeps the form and its data and says so (no thank-you)', async ({ page }) => {
    await page.route('**/api/partner-signup', (route) => route.abort('internetdisconnected'))
    await page.goto('/register-camp')
    await page.getByLabel('Surf camp name').fill('Offline Surf House')
    await page.getByLabel('Location').selectOption('agadir')
    await page.getByLabel('Camp type').selectOption('family')
    await page.getByLabel('Contact name').fill('Karim')
    await page.getByLabel('Email').fill(uniqueEmail('offline'))
    await page.getByLabel('WhatsApp number').fill('+212 600 000 001')
    await page.getByLabel('Tell us about your camp').fill('Family rooms by the beach.')
    await page.getByLabel('Package title').fill('Family Week')
    await page.getByLabel('Price per person (€)').fill('380')
    await page.getByLabel('What’s included').fill('Lessons')
    await page.getByRole('button', { name: 'Submit application' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'your application was not sent' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toHaveCount(0)
    await expect(page.getByLabel('Surf camp name')).toHaveValue('Offline Surf House')
    await expect(page.getByLabel('Tell us about your camp')).toHaveValue('Family rooms by the beach.')
  })

  test('the partner pages speak French', async ({ page }) => {
    await page.goto('/fr/join-partner')
    await expect(page.getByRole('heading', { name: 'Pourquoi devenir partenaire' })).toBeVisible()
    await expect(page.getByTestId('plan-pro-yearly').getByText('Meilleure offre')).toBeVisible()
    await page.goto('/fr/partner-signup')
    await expect(page.getByRole('heading', { name: 'Devenez partenaire surf' })).toBeVisible()
  })
})
