import { useCallback, useRef } from 'react'
import { discardImage } from './discard-image'
import type { UploadedImage } from './upload-image'

/**
 * Remembers the images uploaded while a form is open, so the ones the form does not keep
 * (replaced before saving, or the form cancelled) are deleted instead of left on the server.
 */
export function useUploadSession() {
  const uploads = useRef(new Map<string, number>())

  const track = useCallback((image: UploadedImage) => {
    uploads.current.set(image.url, image.id)
  }, [])

  const discardExcept = useCallback((kept: ReadonlyArray<string | null | undefined>) => {
    const keep = new Set(kept.filter(Boolean))
    for (const [url, id] of uploads.current) {
      // Best effort: an image left behind costs only storage.
      if (!keep.has(url)) void discardImage(id).catch(() => undefined)
    }
    uploads.current.clear()
  }, [])

  return { track, discardExcept }
}
