import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach } from 'vitest'
import i18n, { addTexts } from '@/i18n'
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

afterEach(async () => {
  cleanup()
  window.localStorage.clear()
  await i18n.changeLanguage('en')
})
