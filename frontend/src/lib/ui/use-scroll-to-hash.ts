import { useEffect } from 'react'
import { useLocation } from 'react-router'

/**
 * Scrolls to the element the URL's #fragment names once `ready` (its content has rendered), so a
 * link such as /about#press or /join-partner#pricing lands on its section, also after a redirect.
 */
export function useScrollToHash(ready = true): void {
  const { hash } = useLocation()
  useEffect(() => {
    if (!ready || hash.length < 2) return
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' })
  }, [hash, ready])
}
