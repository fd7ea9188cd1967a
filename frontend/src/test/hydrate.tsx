import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'

/**
 * A page as the server sent it: `html` (a tree rendered as entry-server.tsx does) in a container on
 * the document, before any of its code has run; then hydrated as main.tsx does.
 */
export function serverRendered(html: ReactNode) {
  const container = document.createElement('div')
  container.innerHTML = renderToString(html)
  document.body.appendChild(container)
  let root: Root | undefined
  return {
    container,
    /** Hydrates the HTML with the browser's tree; returns the errors React recovered from (mismatches). */
    async hydrate(tree: ReactNode): Promise<unknown[]> {
      const errors: unknown[] = []
      await act(async () => {
        root = hydrateRoot(container, tree, { onRecoverableError: (error) => errors.push(error) })
      })
      return errors
    },
    /** Lets the tasks the page queued run (a held click is done in a task of its own). */
    async settle(): Promise<void> {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
    },
    remove() {
      act(() => root?.unmount())
      container.remove()
    },
  }
}
