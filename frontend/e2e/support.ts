import { execFileSync } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'

const here = dirname(fileURLToPath(import.meta.url))
// Runs `surfcamp` with the e2e server's settings (same database), see scripts/e2e-env.sh.
const cli = resolve(here, '../../scripts/e2e-cli.sh')

export function surfcamp(...args: string[]): string {
  return execFileSync('bash', [cli, ...args], { encoding: 'utf8', env: process.env }).trim()
}

export const demo = {
  superAdmin: { email: 'admin@surfcamp.local', password: 'DemoAdmin2024!' },
  campAdmin: { email: 'camp-admin@surfcamp.local', password: 'DemoAdmin2024!' },
  owner: { email: 'owner@surfcamp.local', password: 'DemoOwner2024!' },
}

export async function signIn(page: Page, path: '/admin/login' | '/camp-owner/login', credentials: { email: string; password: string }) {
  await page.goto(path)
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password', { exact: true }).fill(credentials.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Fresh, unique address so reruns against the same database do not collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example.com`
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname)
}
