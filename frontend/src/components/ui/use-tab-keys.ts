import { useRef, type KeyboardEvent } from 'react'

/**
 * The keyboard of a tablist (WAI-ARIA tabs): the arrow keys, Home and End move to another tab,
 * select it and focus it. `tabRef(tab)` goes on each tab's button, `onKeyDown` on every tab.
 */
export function useTabKeys<Tab extends string>(tabs: readonly Tab[], active: Tab, select: (tab: Tab) => void) {
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({})

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = tabs.indexOf(active)
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1 + tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }
    const to = moves[event.key]
    if (to === undefined) return
    event.preventDefault()
    const next = tabs[to % tabs.length]!
    select(next)
    refs.current[next]?.focus()
  }

  const tabRef = (tab: Tab) => (node: HTMLButtonElement | null) => {
    refs.current[tab] = node
  }
  return { onKeyDown, tabRef }
}
