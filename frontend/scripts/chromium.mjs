// How every headless Chromium of the project starts: the e2e suite (playwright.config.ts), the
// screenshot scripts (scripts/*screenshots.mjs) and the bench (bench/frontend.mjs). The system's
// Debian Chromium (CHROMIUM_PATH to use another), no sandbox (containers), nothing fetched in the
// background, so a run only loads what the tests ask for.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

/** Playwright's `launchOptions` (and `chromium.launch(...)`'s argument). */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }
