import { expect, test } from '@playwright/test'
import { demo, expectPath, signIn, surfcamp, uniqueEmail } from './support'

test.describe('camp owner journey', () => {
  test('register, confirm the e-mail, wait for approval, get approved', async ({ page }) => {
    test.setTimeout(60_000) // five page loads, two runs of the command line: over 30 s at load 13 (one worker too)
    const email = uniqueEmail('owner')
    const password = 'wave-rider-tamraght-2024'

    await page.goto('/camp-owner/register')
    await page.getByLabel('Full name').fill('Yassine Test')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password)
    await page.getByLabel('Camp name').fill('E2E Surf House')
    await page.getByLabel('Location').selectOption('tamraght')
    await page.getByRole('textbox', { name: /^Phone/ }).fill('+212 600 123 456')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByRole('heading', { name: 'Registration successful!' })).toBeVisible()
    await expect(page.getByText(`We sent a confirmation link to ${email}`)).toBeVisible()

    // Signing in before confirming is refused with the verification message.
    await signIn(page, '/camp-owner/login', { email, password })
    await expect(page.getByText('Please verify your email address before logging in')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Resend confirmation e-mail' })).toBeVisible()

    const link = await surfcamp('mail', 'last', '--to', email, '--link')
    expect(link).toContain('/confirm-email?token=')
    const url = new URL(link)
    await page.goto(url.pathname + url.search)
    await expect(page.getByRole('heading', { name: 'E-mail confirmed' })).toBeVisible()
    await page.getByRole('link', { name: 'Go to sign in' }).click()
    await expectPath(page, '/camp-owner/login')

    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByText('Login successful! Redirecting to dashboard...')).toBeVisible()
    await expectPath(page, '/camp-owner')
    await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible()

    await surfcamp('approve-owner', '--email', email)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Camp dashboard' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Packages' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Bookings' })).toBeVisible()

    // Signed in: the login page sends the owner back to the dashboard.
    await page.goto('/camp-owner/login')
    await expectPath(page, '/camp-owner')
  })

  test('the demo owner signs in and out', async ({ page }) => {
    await signIn(page, '/camp-owner/login', demo.owner)
    await expectPath(page, '/camp-owner')
    await expect(page.getByRole('heading', { name: 'Camp dashboard' })).toBeVisible()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expectPath(page, '/camp-owner/login')
    await page.goto('/camp-owner')
    await expectPath(page, '/camp-owner/login')
  })

  test('wrong password shows the invalid credentials message', async ({ page }) => {
    await signIn(page, '/camp-owner/login', { email: demo.owner.email, password: 'not-the-password' })
    await expect(page.getByText('Invalid email or password')).toBeVisible()
  })
})

test.describe('admin sign-in', () => {
  test('super admin sees the Super Admin badge and the users link', async ({ page }) => {
    await signIn(page, '/admin/login', demo.superAdmin)
    await expect(page.getByText('Login Successful')).toBeVisible()
    await expectPath(page, '/admin/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByTestId('role-badge')).toHaveText('Super Admin')
    await expect(page.locator('main a[href="/admin/users"]')).toBeVisible()
    for (const href of [
      '/admin/bookings',
      '/admin/camps',
      '/admin/packages',
      '/admin/analytics',
      '/admin/content',
      '/admin/submissions',
    ]) {
      await expect(page.locator(`main a[href="${href}"]`)).toBeVisible()
    }

    // The session survives a reload (refresh cookie), and /admin/login goes back to the dashboard.
    await page.reload()
    await expect(page.getByTestId('role-badge')).toHaveText('Super Admin')
    await page.goto('/admin/login')
    await expectPath(page, '/admin/dashboard')

    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByText('Signed Out', { exact: true })).toBeVisible()
    await expectPath(page, '/admin/login')
  })

  test('camp admin has no users link and is forbidden on /admin/users', async ({ page }) => {
    await signIn(page, '/admin/login', demo.campAdmin)
    await expectPath(page, '/admin/dashboard')
    await expect(page.getByTestId('role-badge')).toHaveText('Camp Admin')
    await expect(page.locator('a[href="/admin/users"]')).toHaveCount(0)
    await page.goto('/admin/users')
    await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible()
    await expectPath(page, '/admin/users')
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  })

  test('a camp owner cannot sign in to the admin area', async ({ page }) => {
    await signIn(page, '/admin/login', demo.owner)
    await expect(page.getByText('Login Failed')).toBeVisible()
    await expect(page.locator('main').getByRole('alert')).toHaveText('This account does not have admin access.')
    await page.goto('/admin/dashboard')
    await expectPath(page, '/admin/login')
  })
})

test('forgot password always answers the same', async ({ page }) => {
  await page.goto('/forgot-password?area=admin')
  await page.getByLabel('Email').fill('nobody@e2e.example.com')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/If an account exists for this address/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/admin/login')
})
