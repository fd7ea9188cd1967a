import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import './index.css'
import { textsReady } from '@/i18n'
import { AppProviders } from '@/app/providers'
import { router } from '@/app/router'
import { session } from '@/lib/auth/session'

// In the back office, restore the session from the refresh cookie while the first route loads.
// Elsewhere the first screen that needs it starts it (useSession), so public pages skip the call.
if (/^\/(admin|camp-owner)(\/|$)/.test(window.location.pathname)) void session.start()

// The route's chunks and the texts of the visitor's language download side by side; the first
// render waits for the texts so no key or English flash is shown (a failed download still renders).
const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
void textsReady.catch(() => undefined).then(render)
