/**
 * The public site's pages and the constants the server and the SPA must agree on. One file read by
 * both: the server loads it at startup (backend/app/kit/public_site.py), the build and the app
 * import it here. Its "about" field says what each page field means.
 */
// Named imports, so the bundle carries only the values the app uses (not the page list).
import {
  campsPageSize,
  cardImageSizes,
  featuredPackage,
  imageWidths,
  pages,
  places,
  redirects,
} from '../../../../backend/app/kit/public_site.json'

export type PublicPage = {
  /** without language prefix: '' is home, ':name' a parameter, 'x/*' a whole area */
  path: string
  /** the page's texts under `pages` (title, description), and its key in the built preload.json */
  key: string
  /** false for pages crawlers must not index */
  index?: boolean
  /** false to leave an indexable page out of sitemap.xml */
  sitemap?: boolean
  /** the record a detail page shows */
  data?: 'package' | 'blogPost'
  /** false for a page without /fr and /de addresses (the back office, the owner dashboard): i18n/url-language.ts */
  languageInUrl?: boolean
  /** the camp list's preset filter (API query names): {} on /surf-camps, one filter on a landing page */
  filter?: Record<string, string>
  /** the route's module under src/ and the text parts it loads besides `public` */
  preload?: { module: string; texts?: string[] }
}

export const PUBLIC_PAGES: readonly PublicPage[] = pages as PublicPage[]

/**
 * Paths that only lead to another page: path -> the target path (with its #fragment) or
 * FEATURED_PACKAGE_PAGE. The server answers them with a redirect; the SPA's routes navigate.
 */
export const REDIRECTS: Readonly<Record<string, string>> = redirects

/** The target of a redirect that names the featured package's own page. */
export const FEATURED_PACKAGE_PAGE = 'featuredPackage'

/** Camps per page of the camp list (the server writes the first page into /surf-camps). */
export const CAMPS_PAGE_SIZE: number = campsPageSize

/** Every stored image exists in these widths, as <name>-<width>.jpg, the largest last. */
export const IMAGE_WIDTHS: readonly number[] = imageWidths

/** `sizes` of a camp card's photo in the 1/2/3-column grid (the server preloads the first one). */
export const CARD_IMAGE_SIZES: string = cardImageSizes

/** The package /surf-coaching-package leads to, whose deal the home page features and whose photo is its hero (the server preloads both). */
export const FEATURED_PACKAGE: string = featuredPackage

/** The town each camp location key names (a proper noun, the same in every language). */
export const TOWNS: Readonly<Record<string, string>> = places.towns

/** The country the towns are in (ISO 3166), named in the reader's language by lib/format formatPlace. */
export const COUNTRY: string = places.country
