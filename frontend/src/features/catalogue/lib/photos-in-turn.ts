import { useCallback, useEffect, useState } from 'react'

/** At most this long, the other photos wait for the page's main photo (one that never loads). */
const LONGEST_WAIT_MS = 2500

/**
 * The page's main photo first, the others after it (the camp list's cards, a package's slideshow):
 * whether the others may load yet, and what the main photo calls when it has loaded or failed.
 * They start in the frame after the main photo is on screen, or after 2.5 s at most, so on a slow
 * connection the photo in view does not share the bandwidth with the rest.
 */
export function useOthersAfterFirst(): [boolean, () => void] {
  const [shown, setShown] = useState(false)
  const show = useCallback(() => {
    requestAnimationFrame(() => setTimeout(() => setShown(true)))
  }, [])
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), LONGEST_WAIT_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return [shown, show]
}
