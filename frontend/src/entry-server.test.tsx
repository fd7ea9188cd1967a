import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { resetInitialData } from '@/api/initial-data'
import { AppProviders } from '@/app/providers'
import { routes } from '@/app/routes'
import i18n from '@/i18n'
import { FEATURED_PACKAGE } from '@/lib/config/public-site'
import { Prerendered } from '@/lib/ssr/prerendered'
import { forgetServerContexts } from '@/test/server-contexts'
import { siteConfig } from '@/test/utils'
import { render } from './entry-server'

const SITE_CONFIG = { path: '/api/v1/site-config', query: {}, data: siteConfig }
const FAQ = { path: '/api/v1/content', query: { section: 'faq', lang: 'fr' }, data: { items: [], language: 'fr' } }

/**
 * Hydrates `html` as main.tsx does, at `url`, and returns what React reported: in this development
 * build React names every difference between the server's HTML and the browser's first render,
 * attributes included, on console.error.
 */
async function hydrate(url: string, html: string, data: unknown[]): Promise<string[]> {
  forgetServerContexts()
  window.history.replaceState(null, '', url)
  document.body.innerHTML = `<script type="application/json" id="initial-data">${JSON.stringify(data)}</script><div id="root">${html}</div>`
  resetInitialData()
  const errors: string[] = []
  const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ')
    // Said because the server's renderer ran in this same process just before: not a difference.
    if (!text.startsWith('Detected multiple renderers concurrently')) errors.push(text)
  })
  const router = createBrowserRouter(routes)
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 15_000 })
  const root = await act(async () =>
    hydrateRoot(
      document.getElementById('root')!,
      <AppProviders>
        <Prerendered>
          <RouterProvider router={router} />
        </Prerendered>
      </AppProviders>,
      { onRecoverableError: (error) => errors.push(`recoverable: ${String(error)}`) },
    ),
  )
  await act(async () => {
    root.unmount()
  })
  router.dispose()
  spy.mockRestore()
  return errors
}

describe('the server render', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    resetInitialData()
  })

  it('renders a page in its URL language from the embedded data, and the browser hydrates it unchanged', async () => {
    const data = [SITE_CONFIG, FAQ]
    const html = await render('/fr/faq', data)
    expect(html).toContain('Questions fréquentes')
    expect(html).toContain('Faut-il savoir surfer\u202f?')
    expect(html).toContain('href="mailto:hello@surfcamp.test"')
    expect(html).not.toContain('<script')
    await i18n.changeLanguage('fr')
    expect(await hydrate('/fr/faq', html, data)).toEqual([])
  })

  it('a different first render in the browser is reported, so the test above can fail', async () => {
    const html = (await render('/fr/faq', [SITE_CONFIG, FAQ])).replace('Questions fréquentes', 'Autre titre')
    await i18n.changeLanguage('fr')
    const errors = await hydrate('/fr/faq', html, [SITE_CONFIG, FAQ])
    expect(errors.join('\n')).toMatch(/hydrat/i)
  })

  it.each([
    ['/fr/packages/99999', '/api/v1/packages/99999', 'package_not_found', 'Formule introuvable', '/fr/surf-camps'],
    ['/de/blog/nowhere', '/api/v1/blog/nowhere', 'post_not_found', 'Artikel nicht gefunden', '/de/blog'],
    // The featured package's address while that package is not on sale (backend/app/seo/service.py)
    [
      '/fr/surf-coaching-package',
      `/api/v1/packages/${FEATURED_PACKAGE}`,
      'package_not_found',
      'Formule introuvable',
      '/fr/surf-camps',
    ],
  ])(
    'renders %s, whose record the API does not know, as its "not found" page and hydrates it unchanged',
    async (url, apiPath, code, heading, back) => {
      const language = url.split('/')[1]!
      // What the server writes into such a page (backend/app/seo/service.py): the API's own 404.
      const missing = { path: apiPath, query: { lang: language }, error: { status: 404, error: code, detail: 'Gone' } }
      const data = [SITE_CONFIG, missing]
      const html = await render(url, data)
      const page = new DOMParser().parseFromString(html, 'text/html')
      expect(page.querySelector('h1')?.textContent).toBe(heading)
      expect(page.querySelector(`main a[href="${back}"]`)).not.toBeNull()
      expect(html).not.toMatch(/Chargement|Wird geladen|Loading/i)
      await i18n.changeLanguage(language)
      expect(await hydrate(url, html, data)).toEqual([])
    },
  )

  it('keeps a lazy part in place, with no script to swap it in', async () => {
    const html = await render('/de/about', [SITE_CONFIG])
    expect(html).not.toContain('<script')
    expect(html).toContain('lang="de"')
  })
})
