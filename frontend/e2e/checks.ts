/**
 * The checks the crawler (crawl.spec.ts) runs on each page it opens, on the same load:
 * - untranslated text (issue 15): on a French or German page, any visible text (a text node, or an
 *   aria-label, placeholder, title or alt) that is an English text of the dictionaries where that
 *   language says something else, or a raw code of the API (a level, a payment method, an add-on, a
 *   status, a country code shown alone, ...), fails; the report names the page, the language and
 *   every such text;
 * - stored scripts: nothing a planted payload carries ran or was injected (payloads.ts);
 * - accessibility: `expectNoSeriousViolation` of support.ts (axe).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import registry from '../../backend/app/kit/public_site.json' with { type: 'json' }
import * as apiEnums from '../src/api/enum-values'
import { COUNTRY_CODES } from '../src/features/booking/lib/country-codes'
import de from '../src/i18n/de'
import en from '../src/i18n/en'
import { flattenTexts as flatten, type TextTree as Tree } from '../src/i18n/flatten'
import fr from '../src/i18n/fr'

export type Lang = 'fr' | 'de'
const DICTIONARIES: Record<Lang | 'en', Tree> = {
  en: en as unknown as Tree,
  fr: fr as unknown as Tree,
  de: de as unknown as Tree,
}

/**
 * Sets the language of the back office (and the owner dashboard) before its screens are visited.
 * Today the back office follows the public site's remembered choice (localStorage 'sc.language');
 * when it gets its own account language switch, this is the one place to change.
 */
/** The back office and the owner dashboard speak the signed-in account's language: its switch sets it. */
export async function setBackOfficeLanguage(page: Page, lang: Lang): Promise<void> {
  const names = [en, fr, de].map(
    (texts) => (texts as unknown as Tree & { admin: { areaLanguage: { label: string } } }).admin.areaLanguage.label,
  )
  await page
    .getByRole('group', { name: new RegExp(names.map(escape).join('|')) })
    .getByRole('button', { name: lang.toUpperCase(), exact: true })
    .click()
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
}

// Texts that may stand alone in any language: ISO currency codes (the site shows prices "in EUR").
const ALLOWED = new Set(['EUR', 'USD', 'GBP'])

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g
const HAS_PLACEHOLDER = /{{\s*[\w.]+\s*}}/
const squash = (text: string) => text.replace(/\s+/g, ' ').trim()
// Placeholders filled with a number: "{{count}} package" is "3 package", never "Choisir le bon package".
const NUMBERS = new Set(
  'count hours percent rating max total page pages index days people from to free partial number year seconds minutes rate pending approved active camps subscribers bookings packages'.split(
    ' ',
  ),
)

/** "{{count}} days" as the texts it becomes on a page: /^[\d\s.,]+ days$/. */
function templatePattern(text: string, anything = '.+?'): RegExp {
  let source = ''
  let last = 0
  for (const match of text.matchAll(PLACEHOLDER)) {
    source += escape(text.slice(last, match.index).replace(/\s+/g, ' '))
    source += NUMBERS.has(match[1]!) ? '[\\d\\s.,\\u202f\\u00a0]+' : anything
    last = match.index + match[0].length
  }
  return new RegExp(`^${source}${escape(text.slice(last).replace(/\s+/g, ' '))}$`)
}

/** The English texts a French or German page must not show: the ones that language translates. */
function englishOnly(lang: Lang) {
  const english = flatten(DICTIONARIES.en)
  const target = flatten(DICTIONARIES[lang])
  // A string the target language itself uses somewhere ("Camp", "Budget", "Blog") is never wrong.
  const own = new Set([...target.values()].map(squash))
  const exact = new Set<string>()
  const patterns: RegExp[] = []
  for (const [key, text] of english) {
    if (target.get(key) === text) continue
    if (HAS_PLACEHOLDER.test(text)) {
      // A template needs some words of its own to be recognised on a page.
      const literal = text.replace(PLACEHOLDER, '')
      if ((literal.match(/\p{L}/gu) ?? []).length >= 4) patterns.push(templatePattern(squash(text)))
    } else if (!own.has(squash(text))) {
      exact.add(squash(text))
    }
  }
  return { exact, patterns }
}

/** Codes of the API a person should never read as such: levels, payment methods, add-ons, statuses, countries. */
const RAW_CODES = new Set<string>(
  [...Object.values(apiEnums).flatMap((values) => (Array.isArray(values) ? values : [])), ...COUNTRY_CODES].filter(
    (code): code is string => typeof code === 'string' && !ALLOWED.has(code),
  ),
)

type Seen = { text: string; lang: string | null; how: string }

/** Every text a person sees or hears on the page now: text nodes, labels, placeholders, titles, alts. */
function visibleTexts(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const seen: Seen[] = []
    const shown = (el: Element) => {
      // An <option> has no box of its own: it is seen when its <select> is.
      const box = el.closest('select') ?? el
      return box.checkVisibility({ visibilityProperty: true })
    }
    const langOf = (el: Element) => el.closest('[lang]')?.getAttribute('lang') ?? null
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement
      const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
      if (!el || !text || el.closest('script, style, noscript, template') || !shown(el)) continue
      seen.push({ text, lang: langOf(el), how: 'text' })
    }
    for (const el of Array.from(document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))) {
      if (!shown(el)) continue
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(attribute)?.replace(/\s+/g, ' ').trim()
        if (value) seen.push({ text: value, lang: langOf(el), how: attribute })
      }
    }
    seen.push({ text: document.title, lang: null, how: 'document title' })
    return seen
  })
}

const rules = { fr: englishOnly('fr'), de: englishOnly('de') }

/** What is wrong on the page as it is now, one line per text. */
async function offending(page: Page, lang: Lang): Promise<string[]> {
  const { exact, patterns } = rules[lang]
  const found = new Set<string>()
  for (const { text, lang: marked, how } of await visibleTexts(page)) {
    const where = how === 'text' ? '' : ` (${how})`
    if (ALLOWED.has(text)) continue
    // A text marked as written in another language (lang="en" on a listing's untranslated field) says so.
    const english = exact.has(text) || patterns.some((pattern) => pattern.test(text))
    if (english && (marked === null || marked === lang)) found.add(`English: "${text}"${where}`)
    // The language switch names each language by its code, in that language ("FR" marked lang="fr").
    else if (RAW_CODES.has(text) && marked !== text.toLowerCase()) found.add(`raw code: "${text}"${where}`)
  }
  return [...found]
}

/** Checks the page as it is now; a soft failure, so one test reports every screen it visits. */
export async function untranslated(page: Page, lang: Lang, name: string) {
  await page.waitForLoadState('networkidle')
  const found = await offending(page, lang)
  expect.soft(found, `${lang} ${name}: ${found.length} English or raw texts:\n${found.join('\n')}`).toEqual([])
}

/** A text of the dictionary in `lang` as the start of an accessible name ("Modifier {{name}}" -> /^Modifier .+/). */
export function label(lang: Lang, key: string): RegExp {
  const text = key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part]!, DICTIONARIES[lang])
  if (typeof text !== 'string') throw new Error(`no text ${key}`)
  return new RegExp(templatePattern(text, '.+').source.replace(/\$$/, ''))
}

const BACK_OFFICE = /^(admin|camp-owner$|camp-owner\/\*)/
type Listing = { packageId: number; slug: string }

/** The public pages of the site's registry (its public_site.json), with a listing and a blog post filled in. */
export async function publicPaths(request: APIRequestContext): Promise<string[]> {
  const cards = await (await request.get('/api/v1/camps?pageSize=1')).json()
  const card = cards.items[0] as Listing
  const posts = await (await request.get('/api/v1/blog?lang=en')).json()
  const post = posts.items[0] as { slug: string }
  const pages = registry.pages
    .map((entry) => entry.path)
    .filter((path) => !BACK_OFFICE.test(path))
    .map((path) =>
      path.replace(':id', String(card.packageId)).replace(':slug', path.startsWith('blog') ? post.slug : card.slug),
    )
  // A filtered camp list besides the plain one.
  return [...pages, 'surf-camps?location=taghazout&type=surf-yoga']
}

// ---------------------------------------------------------------------------------------------
// Watching a page for stored scripts: dialogs, window.__xss, injected elements/attributes, CSP reports.

export type Watch = { dialogs: string[]; csp: string[]; cspConsole: string[] }

export async function watch(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [], csp: [], cspConsole: [] }
  page.on('dialog', (dialog) => {
    w.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) w.cspConsole.push(message.text())
  })
  await page.exposeFunction('__reportCsp', (text: string) => w.csp.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp
      void report(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`,
      )
    })
  })
  return w
}

/** Nothing ran and nothing was injected: no __xss, no on* attribute, no javascript: URL, no stray script. */
export async function expectInert(page: Page, w: Watch, where: string) {
  expect(await injections(page), `${where}: injected markup`).toEqual([])
  expect(w.dialogs, `${where}: dialogs`).toEqual([])
}

export function injections(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = []
    if ((window as unknown as { __xss?: unknown }).__xss !== undefined) found.push('window.__xss was set')
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase()
        if (name.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`)
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) &&
          /^\s*javascript:/i.test(attr.value)
        )
          found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value}">`)
      }
      // JSON-LD and the API answers written into the page (application/json) are data: they never run.
      const data = ['application/ld+json', 'application/json'].includes(el.getAttribute('type') ?? '')
      if (el.tagName === 'SCRIPT' && !data && /__xss/.test(el.textContent ?? ''))
        found.push(`injected <script>${el.textContent}`)
    }
    return found
  })
}
