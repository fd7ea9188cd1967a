/** Category keys of the blog API, in the order of the filter. */
export const BLOG_CATEGORIES = [
  'beginner-tips',
  'surf-spots',
  'travel-tips',
  'weather-seasons',
  'destinations',
  'photography',
] as const
export type BlogCategory = (typeof BLOG_CATEGORIES)[number]

export function isBlogCategory(value: unknown): value is BlogCategory {
  return typeof value === 'string' && (BLOG_CATEGORIES as readonly string[]).includes(value)
}

// Stored images exist as <name>-400.jpg, -800.jpg and -1200.jpg; the API gives the -1200 URL.
const LARGEST = /-1200\.jpg$/

/** `srcset` for a stored image URL, or undefined for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !LARGEST.test(url)) return undefined
  return [400, 800, 1200].map((width) => `${url.replace(LARGEST, `-${width}.jpg`)} ${width}w`).join(', ')
}
