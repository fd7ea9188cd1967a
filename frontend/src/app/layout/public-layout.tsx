import { Outlet } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { ChatAssistant } from '@/features/assistant/components/chat-assistant'
import { usePageViewTracking } from '@/features/site/hooks/use-page-view-tracking'
import { Footer } from '@/components/layout/footer'
import { Navbar } from '@/components/layout/navbar'
import { HydratedApart } from '@/lib/ssr/prerendered'
import { WhatsAppWidget } from '@/components/layout/whatsapp-widget'
import { useScrolledMark } from '@/components/layout/use-scrolled-mark'

export function PublicLayout() {
  const { t } = useTranslation()
  usePageViewTracking()
  useScrolledMark()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-white px-4 py-2 font-semibold text-ocean-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 focus:outline-none">
        <HydratedApart>
          <Outlet />
        </HydratedApart>
      </main>
      <HydratedApart>
        <Footer />
      </HydratedApart>
      <WhatsAppWidget />
      <ChatAssistant />
    </div>
  )
}
