// Stored images come in three widths: <name>-400.jpg, -800.jpg and -1200.jpg (app/media/images.py).
const WIDTHS = [400, 800, 1200] as const
const SUFFIX = /-1200\.jpg$/

/** `srcset` for a stored image URL ending in -1200.jpg, or undefined for any other URL. */
export function srcSetOf(url: string | null | undefined): string | undefined {
  if (!url || !SUFFIX.test(url)) return undefined
  return WIDTHS.map((width) => `${url.replace(SUFFIX, `-${width}.jpg`)} ${width}w`).join(', ')
}

/** The smallest variant, for thumbnails. */
export function thumbnailOf(url: string): string {
  return SUFFIX.test(url) ? url.replace(SUFFIX, '-400.jpg') : url
}
