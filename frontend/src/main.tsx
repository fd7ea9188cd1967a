import { StrictMode, type ReactNode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import './index.css'
import { textsReady } from '@/i18n'
import { AppProviders } from '@/app/providers'
import { router } from '@/app/router'
import { session } from '@/lib/auth/session'
import { hydrateInPageLanguage } from '@/i18n/react'
import { Prerendered, reactListens } from '@/lib/ssr/prerendered'

// In the back office, restore the session from the refresh cookie while the first route loads.
// Elsewhere the first screen that needs it starts it (useSession), so public pages skip the call.
if (/^\/(admin|camp-owner)(\/|$)/.test(window.location.pathname)) void session.start()

const container = document.getElementById('root')!

/** Resolves once the router has the first route's modules (its lazy parts are loaded). */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

const app = (children: ReactNode) => (
  <StrictMode>
    <AppProviders>{children}</AppProviders>
  </StrictMode>
)

// The route's chunks and the texts of the visitor's language download side by side; the first
// render waits for the texts so no key or English flash is shown (a failed download still renders).
// A page the server rendered (backend/app/seo/ssr.py) is hydrated: its first render must be the
// server's tree, so it also waits for the route's modules, and a mismatch is reported as an error.
if (container.firstElementChild) {
  void Promise.all([textsReady.catch(() => undefined), routerReady()]).then(() => {
    reactListens()
    hydrateInPageLanguage()
    hydrateRoot(
      container,
      app(
        <Prerendered>
          <RouterProvider router={router} />
        </Prerendered>,
      ),
      {
        onRecoverableError: (error, info) => console.error('Hydration error:', error, info.componentStack ?? ''),
      },
    )
  })
} else {
  void textsReady
    .catch(() => undefined)
    .then(() => createRoot(container).render(app(<RouterProvider router={router} />)))
}
