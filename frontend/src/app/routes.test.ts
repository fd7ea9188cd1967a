import type { RouteObject } from 'react-router'
import en from '@/i18n/en'
import { PREFIXED_LANGUAGES } from '@/i18n/routing'
import { PUBLIC_PAGES, REDIRECTS, type PublicPage } from '@/lib/config/public-site'
import { blogPostPath, landingPages, packagePath, paths } from '@/lib/config/paths'
import { routes } from './routes'

// The server answers a path only if the registry of public pages (backend/app/kit/public_site.json)
// has it, so a route the SPA serves without an entry there is a 404 page for every visitor who
// opens it directly. These tests hold the route table and the registry to each other.

/** Every path the route table serves, without the language prefix; `*` catch-alls left out. */
function servedPaths(list: RouteObject[], prefix = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path ? [prefix, route.path].filter(Boolean).join('/') : prefix
    const own = route.index || (route.path && !route.children && !route.path.endsWith('*')) ? [path] : []
    return [...own, ...servedPaths(route.children ?? [], path)]
  })
}

const stripLanguage = (path: string) => {
  const [first, ...rest] = path.split('/')
  return (PREFIXED_LANGUAGES as readonly string[]).includes(first ?? '') ? rest.join('/') : path
}

const areaOf = (page: PublicPage) => (page.path.endsWith('/*') ? page.path.slice(0, -2) : null)

/** The registry entry that serves `path` (a route path such as 'packages/:id' or 'admin/bookings'). */
function entryFor(path: string): PublicPage | undefined {
  return (
    PUBLIC_PAGES.find((page) => page.path === path) ??
    PUBLIC_PAGES.find((page) => {
      const area = areaOf(page)
      return area !== null && (path === area || path.startsWith(`${area}/`))
    })
  )
}

const served = [...new Set(servedPaths(routes).map(stripLanguage))]

describe('the route table and the registry of public pages', () => {
  it('has a server entry for every route the SPA serves', () => {
    expect(served.length).toBeGreaterThan(30)
    expect(served.filter((path) => !entryFor(path) && !(path in REDIRECTS))).toEqual([])
  })

  it('serves every path that only redirects, so a link inside the app arrives too', () => {
    expect(Object.keys(REDIRECTS).filter((path) => !served.includes(path))).toEqual([])
    expect(Object.keys(REDIRECTS).filter((path) => entryFor(path))).toEqual([]) // not a page of its own
  })

  it('lists as landing pages exactly the registry’s pages with a one-filter preset', () => {
    const registered = PUBLIC_PAGES.filter((page) => Object.keys(page.filter ?? {}).length === 1)
    expect(landingPages.map((key) => paths[key])).toEqual(registered.map((page) => `/${page.path}`))
    expect(landingPages).toEqual(registered.map((page) => page.key))
  })

  it('has a route for every page the server answers', () => {
    const missing = PUBLIC_PAGES.filter((page) => {
      const area = areaOf(page)
      return area === null ? !served.includes(page.path) : !served.some((path) => path.startsWith(`${area}/`))
    })
    expect(missing.map((page) => page.path)).toEqual([])
  })

  it('gives every page texts for its head and preloads modules that exist', () => {
    const keys = Object.keys(en.pages)
    expect(PUBLIC_PAGES.filter((page) => !keys.includes(page.key)).map((page) => page.key)).toEqual([])
    const modules = PUBLIC_PAGES.flatMap((page) => (page.preload ? [page.preload.module] : []))
    const sources = Object.keys(import.meta.glob('/src/features/**/*.tsx'))
    expect(modules.filter((module) => !sources.includes(`/src/${module}`))).toEqual([])
  })

  it('links only to paths the server answers', () => {
    const links = [...Object.values(paths), packagePath(3), packagePath(3, 'a-slug'), blogPostPath('a-post')]
    const unknown = links.filter((link) => {
      const path = link.replace(/^\//, '').replace(/[?#].*$/, '')
      return (
        !entryFor(path) &&
        !PUBLIC_PAGES.some((page) => new RegExp(`^${page.path.replace(/:[a-zA-Z]+/g, '[^/]+')}$`).test(path))
      )
    })
    expect(unknown).toEqual([])
    // Each page has one address: links never go through a redirect.
    expect(links.filter((link) => link.replace(/^\//, '').replace(/[?#].*$/, '') in REDIRECTS)).toEqual([])
  })
})
