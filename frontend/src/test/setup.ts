import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, vi } from 'vitest'
import { resetInitialData } from '@/api/initial-data'
import { addTexts, resetLanguageForTests } from '@/i18n'
import { resetPageLanguageForTests } from '@/i18n/react'
import { session } from '@/lib/auth/session'
import { resetHydrationForTests } from '@/lib/ssr/prerendered'
import { forgetServerContexts } from './server-contexts'
import de from '@/i18n/de'
import en from '@/i18n/en'
import fr from '@/i18n/fr'

// A route's first render loads (and the first time, transforms) its lazy module: on a loaded 2-core
// machine that takes up to ten seconds for the booking form, so findBy*/waitFor wait up to fifteen
// (a missing element still fails, only later). One setting for every test file.
configure({ asyncUtilTimeout: 15_000 })

// user-event waits a macrotask between keystrokes by default (`delay: 0`): a form filled letter by
// letter then spends most of its time in the event loop, seconds per test on a busy machine. No
// test here depends on that pause; a test that wants it can still pass its own `delay`.
const setupUser = userEvent.setup.bind(userEvent)
Object.assign(userEvent, {
  setup: (options?: Parameters<typeof setupUser>[0]) => setupUser({ delay: null, ...options }),
})

// Tests get every text of every language up front instead of loading chunks on demand.
for (const [language, texts] of Object.entries({ en, fr, de }) as ['en' | 'fr' | 'de', typeof en][]) {
  for (const part of ['public', 'content', 'partner', 'admin'] as const) addTexts(language, part, texts)
}

// Testing Library sets this in a beforeAll it registers when first imported, and puts the old value
// back in an afterAll: with the worker's modules shared, only the first file would have it.
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  // Each test is a page loaded now. The data a page embeds is dated at its load (performance.timeOrigin,
  // src/api/initial-data.ts); the worker's window was made minutes ago, so the camp list took its own
  // embedded first page for older than its minute of freshness and asked the API again.
  Object.defineProperty(performance, 'timeOrigin', { value: Date.now(), configurable: true })
})

// The jsdom window and the modules are shared by the files a worker runs (`isolate: false` in
// vite.config.ts): after each test, everything a test can leave behind goes back to what a fresh page
// at / has. A module that keeps state of its own has a small reset for it here.
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  session.resetForTests()
  resetInitialData()
  forgetServerContexts()
  resetHydrationForTests()
  resetPageLanguageForTests()
  window.localStorage.clear()
  window.sessionStorage.clear()
  await resetLanguageForTests()
  window.history.replaceState(null, '', '/')
  document.title = ''
  document.head.replaceChildren()
  document.body.replaceChildren()
  for (const name of document.documentElement.getAttributeNames()) {
    if (name !== 'lang') document.documentElement.removeAttribute(name)
  }
  expectClicksAndSubmitsGoThrough()
})

/**
 * A listener left on the shared document that cancels every click or submit breaks the files after
 * this one, not this one (the page loader's test once left two: later files' forms were never sent,
 * their checkboxes never ticked). The file that leaves it fails here instead, named.
 */
function expectClicksAndSubmitsGoThrough() {
  const form = document.body.appendChild(document.createElement('form'))
  const click = new MouseEvent('click', { bubbles: true, cancelable: true })
  const submit = new Event('submit', { bubbles: true, cancelable: true })
  form.dispatchEvent(click)
  form.dispatchEvent(submit)
  form.remove()
  if (click.defaultPrevented || submit.defaultPrevented) {
    throw new Error(
      'A listener this file added to the document or window cancels every click or submit: remove it when the test ends',
    )
  }
}
