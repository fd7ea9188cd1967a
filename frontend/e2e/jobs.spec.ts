import { expect, test } from '@playwright/test'
import { database, demo, resetAccountLanguage, signedIn, surfcamp, uniqueEmail } from './support'

// Issue 31: one waitlist entry dated 9999-12-31 stopped every jobs pass for good (no mail went out,
// no hold expired). It is written into the database here, already confirmed (requests can no longer store it): the jobs
// record it, skip it and deliver every mail; the team is told once and sees the row on the dashboard.
test('a poisoned waitlist entry is recorded and skipped, the jobs go on and the team sees it', async ({
  page,
  request,
}) => {
  const camps = await (await request.get('/api/v1/camps?pageSize=1')).json()
  const packageId = camps.items[0].packageId as number
  const email = uniqueEmail('poison')
  const insert =
    'INSERT INTO waitlist_entries (package_id, start_date, number_of_days, number_of_people, email, language,' +
    ' confirmed_at, created_at, updated_at)' +
    " VALUES (?, '9999-12-31', 7, 1, ?, 'en', datetime('now'), datetime('now'), datetime('now'))"
  expect((await database(insert, packageId, email)).changed).toBe(1)
  const [[entryId]] = (await database('SELECT id FROM waitlist_entries WHERE email = ?', email)).rows as [[number]]
  const contact = await request.post('/api/v1/contact', {
    data: { name: 'Lena Fischer', email: uniqueEmail('lena'), message: 'Is there a place in May?', language: 'en' },
  })
  expect(contact.ok(), await contact.text()).toBeTruthy()

  // A pass ends normally (it died with OverflowError before mail delivery) and every mail goes out.
  for (let pass = 0; pass < 2; pass++) expect(JSON.parse(await surfcamp('run-jobs'))).toHaveProperty('sent')
  // Mails that are due (a thread's messages wait a few minutes to go out together, so they are not).
  const unsent = "SELECT count(*) FROM email_outbox WHERE status != 'sent' AND next_attempt_at <= datetime('now')"
  await expect.poll(async () => (await database(unsent)).rows[0][0]).toBe(0)
  const key = `waitlist_entry:${entryId}`
  const notices = await database(
    "SELECT text_body FROM email_outbox WHERE email_type = 'job_failed' AND text_body LIKE ?",
    `%${key}%`,
  )
  expect(notices.rows).toHaveLength(1) // once, however many passes
  expect(String(notices.rows[0][0])).toContain('OverflowError')
  expect(String(notices.rows[0][0])).not.toContain(email)

  try {
    await page.setViewportSize({ width: 1280, height: 900 })
    await signedIn(page, demo.campAdmin, '/admin/dashboard')
    const row = page.getByTestId('job-failure').filter({ hasText: key })
    await expect(row).toContainText('Waitlist e-mails')
    await expect(row).toContainText('OverflowError: date value out of range')
    await expect(row).not.toContainText(email)
    await page.screenshot({ path: test.info().outputPath('dashboard-1280-en.png'), fullPage: true })

    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole('group', { name: 'Language of your account' }).getByRole('button', { name: 'DE' }).click()
    await expect(row).toContainText('Wartelisten-E-Mails')
    await row.scrollIntoViewIfNeeded()
    await page.screenshot({ path: test.info().outputPath('dashboard-375-de.png'), fullPage: true })
  } finally {
    await resetAccountLanguage(request, demo.campAdmin)
  }
})
