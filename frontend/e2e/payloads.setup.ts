/**
 * Runs once before the crawler (project "payloads" in playwright.config.ts): stores the script
 * payloads through the API (payloads.ts) and leaves what it stored in a file, so the crawler's tests
 * run on both workers against the same planted data; the German hero, the About and FAQ rows and the
 * demo owner's camp are one per language or camp, so two plantings would overwrite each other.
 */
import { test as setup } from '@playwright/test'
import { plantPayloads, saveStored } from './payloads'

setup('plant the stored-script payloads', async ({ request }) => {
  setup.setTimeout(120_000) // some sixty calls and five commands
  await plantPayloads(request)
  saveStored()
})
