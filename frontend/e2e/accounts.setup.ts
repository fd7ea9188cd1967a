/**
 * Runs once before the specs (project "accounts" in playwright.config.ts): makes each worker slot's
 * own copies of the demo accounts (support.ts `own`), for the tests that change an account's language
 * while the other worker's tests use the demo accounts.
 */
import { expect, test as setup } from '@playwright/test'
import { database, own, OWN_PASSWORD, OWN_ROLES, surfcamp } from './support'

const OWNER_CAMP = 'anchor-point-surf-house' // the demo owner's camp

setup('each worker slot has its own super admin, camp admin and owner of the demo camp', async () => {
  setup.setTimeout(180_000) // six runs of the command line, each hashing a password
  const [[campId]] = (await database('SELECT id FROM surf_camps WHERE slug = ?', OWNER_CAMP)).rows as [[number]]
  expect(campId).toBeTruthy()
  const made: Promise<string>[] = []
  for (let slot = 0; slot < setup.info().config.workers; slot++) {
    for (const [role, stored] of Object.entries(OWN_ROLES) as [keyof typeof OWN_ROLES, string][]) {
      const { email } = own(role, slot)
      if ((await database('SELECT id FROM users WHERE email = ?', email)).rows.length) continue // a server reused locally
      const camp = stored === 'camp_owner' ? ['--camp-id', String(campId)] : []
      const name = `E2E ${role} ${slot}`
      made.push(
        surfcamp(
          'create-user',
          '--email',
          email,
          '--password',
          OWN_PASSWORD,
          '--role',
          stored,
          '--name',
          name,
          ...camp,
        ),
      )
    }
  }
  await Promise.all(made)
})
