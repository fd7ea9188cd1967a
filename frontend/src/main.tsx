import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import './index.css'
import '@/i18n'
import { AppProviders } from '@/app/providers'
import { router } from '@/app/router'
import { session } from '@/lib/auth/session'

// Restore a session from the refresh cookie while the first route loads.
void session.start()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
