import { paths } from '@/lib/config/paths'
import { PUBLIC_PAGES } from '@/lib/config/public-site'
import type { PageKey } from '@/lib/seo/use-page-meta'
import { filtersFromSearch } from '../lib/filters'
import { CampListPage } from './camp-list-page'

/** /surf-camps: every camp, filtered by the URL's query. */
export default function SurfCampsPage() {
  return <CampListPage page="surfCamps" path={paths.surfCamps} />
}

/**
 * A landing page of the list (/imsouane-camps, /beginner-camps, ...): a town or a level worth finding,
 * with its own title, description and heading. The registry of public pages names its texts and its
 * preset filter (the server preloads the same first page); URL parameters refine it.
 */
export function LandingCampsPage({ path }: { path: string }) {
  const entry = PUBLIC_PAGES.find((page) => page.path === path && page.filter)
  if (!entry) throw new Error(`No landing page /${path} in the registry of public pages`)
  const preset = filtersFromSearch(new URLSearchParams(entry.filter))
  return <CampListPage page={entry.key as PageKey} path={`/${path}`} preset={preset} />
}
