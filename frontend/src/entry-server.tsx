/**
 * The server's render of a public page (built by `npm run build` into dist-server/, run by
 * render-server.ts, which the backend starts: backend/app/seo/ssr.py). It renders the same route
 * tree as the browser from the same data: the answers the page embeds for the SPA (initial-data.ts),
 * in the URL's language, so the browser hydrates this HTML instead of replacing it (main.tsx).
 */
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { provideInitialData } from '@/api/initial-data'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/app/query-client'
import { routes } from '@/app/routes'
import i18n, { addTexts } from '@/i18n'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { languageOfPath } from '@/i18n/url-language'
import { Prerendered } from '@/lib/ssr/prerendered'
import publicDe from '@/i18n/bundles/public-de'
import publicEn from '@/i18n/bundles/public-en'
import publicFr from '@/i18n/bundles/public-fr'
import { contentDe } from '@/i18n/content/de'
import { contentEn } from '@/i18n/content/en'
import { contentFr } from '@/i18n/content/fr'
import { partnerAreaDe } from '@/i18n/partner-area/de'
import { partnerAreaEn } from '@/i18n/partner-area/en'
import { partnerAreaFr } from '@/i18n/partner-area/fr'

// Every text a public page may show, in every language, once: no render waits for a download.
const TEXTS: Record<Language, Record<string, unknown>[]> = {
  en: [publicEn, contentEn, partnerAreaEn],
  fr: [publicFr, contentFr, partnerAreaFr],
  de: [publicDe, contentDe, partnerAreaDe],
}
for (const language of LANGUAGES) {
  const [publicTexts, content, partner] = TEXTS[language]
  addTexts(language, 'public', publicTexts!)
  addTexts(language, 'content', content!)
  addTexts(language, 'partner', partner!)
}

const handler = createStaticHandler(routes)

/** A page that the server answers itself (the router redirected): nothing to render. */
export class NotRendered extends Error {}

/**
 * The HTML inside `<div id="root">` for `url` (path and query) given the page's embedded data
 * (the parsed `initial-data` script). Renders must not overlap: the language and the data are the
 * app's own module state, as in the browser (render-server.ts renders one page at a time).
 */
export async function render(url: string, initialData: unknown): Promise<string> {
  const request = new Request(new URL(url, 'http://localhost'))
  const context = await handler.query(request)
  if (context instanceof Response) throw new NotRendered(`${url} answers ${context.status}`)
  const language = languageOfPath(new URL(request.url).pathname) ?? 'en'
  await i18n.changeLanguage(language)
  const router = createStaticRouter(handler.dataRoutes, context)
  // A lazy part (the home page's sections, the Markdown renderer) met for the first time suspends
  // while its module loads, and React then writes it after its placeholder with an inline script
  // to swap them: scripts the page's CSP refuses, and that a reader without JavaScript never runs.
  // Its module is loaded after that first pass, so the page is rendered again, in place.
  for (let pass = 1; ; pass++) {
    provideInitialData(initialData)
    const { prelude } = await prerender(
      <StrictMode>
        <AppProviders queryClient={createQueryClient()}>
          <Prerendered>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Prerendered>
        </AppProviders>
      </StrictMode>,
      // Every part in place, however large: React otherwise moves big parts after the page, to be
      // swapped in by an inline script (see above).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    )
    const html = await new Response(prelude).text()
    if (!html.includes('<script')) return html
    if (pass === MAX_PASSES) throw new Error(`${url}: parts still loading after ${MAX_PASSES} passes`)
  }
}

/** Each pass loads the lazy parts it met; nested ones need one more each. */
const MAX_PASSES = 4
