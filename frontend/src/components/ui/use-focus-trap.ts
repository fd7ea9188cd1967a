import { useEffect, useRef, type RefObject } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

// Open traps, innermost last: only the innermost one reacts to keys (a lightbox above a dialog).
const openTraps: object[] = []

export interface FocusTrapOptions {
  /** Escape was pressed inside the trap. */
  onEscape: () => void
  /** Any other key, for the trap's own shortcuts (the lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent) => void
  /** Listen in the capture phase, so a trap opened above another one handles its keys first. */
  capture?: boolean
}

/**
 * The modal behaviour of every overlay: while `active`, focus moves in (to `[data-autofocus]`, else the
 * first focusable element, else the container), Tab and Shift+Tab cycle inside, Escape calls
 * `onEscape` (only the innermost of nested traps answers keys), the page behind does not scroll, and focus goes back to the opener afterwards.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, options: FocusTrapOptions) {
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  const capture = options.capture ?? false

  useEffect(() => {
    if (!active) return
    const trap = {}
    openTraps.push(trap)
    const previouslyFocused = document.activeElement as HTMLElement | null
    const node = container.current
    const initial = node?.querySelector<HTMLElement>('[data-autofocus]') ?? node?.querySelector<HTMLElement>(FOCUSABLE)
    ;(initial ?? node)?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'

    function onKeyDown(event: KeyboardEvent) {
      if (openTraps[openTraps.length - 1] !== trap) return
      if (event.key === 'Escape') {
        event.stopPropagation()
        latest.current.onEscape()
        return
      }
      if (event.key !== 'Tab') {
        latest.current.onKeyDown?.(event)
        return
      }
      if (!node) return
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (items.length === 0) {
        event.preventDefault()
        node.focus()
        return
      }
      const first = items[0]!
      const last = items[items.length - 1]!
      const focused = document.activeElement
      const outside = !node.contains(focused)
      if (event.shiftKey && (focused === first || focused === node || outside)) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (focused === last || outside)) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKeyDown, capture)
    return () => {
      document.removeEventListener('keydown', onKeyDown, capture)
      openTraps.splice(openTraps.indexOf(trap), 1)
      document.body.style.overflow = overflow
      previouslyFocused?.focus?.()
    }
  }, [active, container, capture])
}
