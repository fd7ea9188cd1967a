import { useLayoutEffect, useRef } from 'react'

interface Opener {
  element: HTMLElement
  tag: string
  id: string
  label: string | null
  text: string
}

function remember(element: Element | null): Opener | null {
  if (!(element instanceof HTMLElement) || element === document.body) return null
  return {
    element,
    tag: element.tagName,
    id: element.id,
    label: element.getAttribute('aria-label'),
    text: (element.textContent ?? '').trim(),
  }
}

/**
 * The element that opened a dialog, or the one that took its place: a row redrawn while the dialog
 * was open has a new button with the same name (and the same id, if it has one).
 */
function find(opener: Opener): HTMLElement | null {
  if (opener.element.isConnected) return opener.element
  if (opener.id) {
    const byId = document.getElementById(opener.id)
    if (byId) return byId
  }
  const twins = Array.from(document.querySelectorAll<HTMLElement>(opener.tag)).filter(
    (candidate) =>
      candidate.getAttribute('aria-label') === opener.label &&
      (candidate.textContent ?? '').trim() === opener.text &&
      !candidate.matches(':disabled'),
  )
  return twins.length === 1 ? twins[0]! : null
}

/**
 * Remembers what had focus when a dialog opened (a dialog opened from code has no Radix trigger), and
 * gives focus back to it when the dialog closes, whichever way it closes: pass `giveBack` as the
 * Radix content's `onCloseAutoFocus`.
 */
export function useOpener(open: boolean) {
  const opener = useRef<Opener | null>(null)
  // A layout effect runs before Radix moves focus into the dialog (in its own passive effect).
  useLayoutEffect(() => {
    if (open) opener.current = remember(document.activeElement)
  }, [open])
  return {
    giveBack(event: Event) {
      const target = opener.current ? find(opener.current) : null
      if (!target) return
      event.preventDefault()
      target.focus({ preventScroll: true })
    },
  }
}

/** `onOpenAutoFocus`: the element marked `data-autofocus` (a reason dialog's field) takes focus first. */
export function focusAutofocus(event: Event) {
  const container = event.currentTarget instanceof HTMLElement ? event.currentTarget : null
  const target = container?.querySelector<HTMLElement>('[data-autofocus]')
  if (!target) return
  event.preventDefault()
  target.focus()
}
