import { useEffect } from 'react'

/** How far the visitor has scrolled before the page counts as scrolled (CSS: html[data-scrolled]). */
const SCROLLED_PX = 64

/**
 * Marks the document while the page is scrolled away from its top: on a phone, the floating WhatsApp
 * and chat buttons (`.floating-corner`, src/index.css) wait for it, so that on the first screen they
 * do not sit on the page's own content (a package's price and its Book button at 375 × 812).
 */
export function useScrolledMark() {
  useEffect(() => {
    const root = document.documentElement
    const mark = () => root.toggleAttribute('data-scrolled', window.scrollY > SCROLLED_PX)
    mark()
    window.addEventListener('scroll', mark, { passive: true })
    return () => {
      window.removeEventListener('scroll', mark)
      root.removeAttribute('data-scrolled')
    }
  }, [])
}
