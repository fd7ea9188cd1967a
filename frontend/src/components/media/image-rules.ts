/** The uploader's rules, kept pure so they are unit-tested without a browser canvas. */

export const MAX_GALLERY_IMAGES = 5
export const MAX_WIDTH = 1200
export const MAX_HEIGHT = 800
export const JPEG_QUALITY = 0.8

/** Image-type files only (the spec's check); the server still checks the content. */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/')
}

/** Splits a selection into images and the files that are skipped. */
export function partitionImages<T extends Pick<File, 'type'>>(files: readonly T[]): { images: T[]; skipped: T[] } {
  const images: T[] = []
  const skipped: T[] = []
  for (const file of files) (isImageFile(file) ? images : skipped).push(file)
  return { images, skipped }
}

/** Whether `adding` more images still fit next to `current` ones. */
export function fitsGallery(current: number, adding: number, max = MAX_GALLERY_IMAGES): boolean {
  return current + adding <= max
}

/** The size an image is drawn at: within 1200x800, aspect ratio kept, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxWidth = MAX_WIDTH,
  maxHeight = MAX_HEIGHT,
): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 }
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** Moves the item at `from` to `to` (used by the gallery's reorder buttons). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** The small width of a stored image (`…-1200.jpg` → `…-400.jpg`) for thumbnails. */
export function thumbnailUrl(url: string): string {
  return url.replace(/-1200\.jpg$/, '-400.jpg')
}

/**
 * Downscales an image in the browser before upload: at most 1200x800, JPEG at quality 0.8. When
 * the browser cannot decode or draw it, the original file is sent and the server decides.
 */
export async function downscaleImage(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file
  let bitmap: ImageBitmap | null = null
  try {
    bitmap = await createImageBitmap(file)
    const size = fitWithin(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.fillStyle = '#ffffff' // transparent PNG areas become white, as on the server
    context.fillRect(0, 0, size.width, size.height)
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY))
    return blob ?? file
  } catch {
    return file
  } finally {
    bitmap?.close()
  }
}
