import { IMAGE_WIDTHS } from '@/lib/config/public-site'

// Stored images come in IMAGE_WIDTHS (400, 800 and 1200 today): <name>-400.jpg, ... (app/media/images.py).
const LARGEST = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]
const SMALLEST = IMAGE_WIDTHS[0]
const SUFFIX = new RegExp(`-${LARGEST}\\.jpg$`)

/** `srcset` for a stored image URL ending in its largest width (-1200.jpg), or undefined for any other URL. */
export function srcSetOf(url: string | null | undefined): string | undefined {
  if (!url || !SUFFIX.test(url)) return undefined
  return IMAGE_WIDTHS.map((width) => `${url.replace(SUFFIX, `-${width}.jpg`)} ${width}w`).join(', ')
}

/** The smallest variant, for thumbnails. */
export function thumbnailOf(url: string): string {
  return SUFFIX.test(url) ? url.replace(SUFFIX, `-${SMALLEST}.jpg`) : url
}
