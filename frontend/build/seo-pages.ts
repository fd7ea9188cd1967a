import type { Plugin } from 'vite'
import de from '../src/i18n/de'
import en from '../src/i18n/en'
import fr from '../src/i18n/fr'

/**
 * Emits dist/seo.json: the translated page titles and descriptions, so the server can put each
 * page's head into the HTML it returns (for crawlers without JavaScript) from the same texts the
 * app shows.
 */
export function seoPages(): Plugin {
  return {
    name: 'surfcamp-seo-pages',
    apply: 'build',
    generateBundle() {
      const languages = { en, fr, de }
      const data = Object.fromEntries(
        Object.entries(languages).map(([lang, t]) => [lang, { brand: t.brand.name, pages: t.pages }]),
      )
      this.emitFile({ type: 'asset', fileName: 'seo.json', source: JSON.stringify(data) })
    },
  }
}
