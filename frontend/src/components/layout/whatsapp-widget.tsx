import { useId, useState } from 'react'
import { MessageCircle, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { useSiteConfig } from '@/lib/config/site-config'
import { whatsappLink } from '@/lib/config/whatsapp'
import { ExternalLink } from '@/components/ui/external-link'

function WhatsAppGlyph({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <path
        fill="currentColor"
        d="M16 3C8.8 3 3 8.7 3 15.8c0 2.3.6 4.5 1.8 6.5L3 29l6.9-1.8c1.9 1 4 1.6 6.1 1.6 7.2 0 13-5.7 13-12.8S23.2 3 16 3zm0 23.4c-1.9 0-3.8-.5-5.4-1.5l-.4-.2-4.1 1.1 1.1-4-.3-.4a10.5 10.5 0 0 1-1.6-5.6C5.3 10 10.1 5.3 16 5.3s10.7 4.7 10.7 10.5S21.9 26.4 16 26.4zm5.9-7.9c-.3-.2-1.9-.9-2.2-1-.3-.1-.5-.2-.7.2-.2.3-.8 1-1 1.2-.2.2-.4.2-.7.1-.3-.2-1.4-.5-2.6-1.6-1-.9-1.6-1.9-1.8-2.2-.2-.3 0-.5.1-.7l.5-.6c.2-.2.2-.3.3-.6.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6c-.2 0-.6.1-.9.4-.3.3-1.2 1.1-1.2 2.8s1.2 3.2 1.4 3.5c.2.2 2.4 3.6 5.8 5 .8.4 1.4.6 1.9.7.8.3 1.5.2 2.1.1.6-.1 1.9-.8 2.2-1.5.3-.7.3-1.4.2-1.5-.1-.2-.3-.3-.6-.4z"
      />
    </svg>
  )
}

/** Floating WhatsApp button (bottom-left) that expands into a small panel with a chat link. */
export function WhatsAppWidget() {
  const { t } = useTranslation()
  const config = useSiteConfig()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const titleId = useId()
  const number = config.data?.whatsappNumber

  return (
    <div className="floating-corner needs-script fixed bottom-4 left-4 z-40 flex flex-col items-start gap-3">
      {open ? (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="w-72 overflow-hidden rounded-2xl border border-emerald-100 bg-white shadow-2xl"
        >
          <div className="flex items-start justify-between gap-2 bg-[#0f7a40] px-4 py-3 text-white">
            <h2 id={titleId} className="text-sm font-semibold">
              {t('whatsapp.title')}
            </h2>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="rounded-full p-1 hover:bg-white/15"
              aria-label={t('whatsapp.close')}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <div className="space-y-3 p-4">
            <p className="text-sm text-slate-600">{t('whatsapp.body')}</p>
            {number ? (
              <ExternalLink
                href={whatsappLink(number, t('whatsapp.prefilled'))}
                className="inline-flex h-11 w-full items-center justify-center gap-2 rounded-full bg-[#0f7a40] px-4 text-sm font-semibold text-white hover:bg-[#0b6b38]"
              >
                <MessageCircle className="h-4 w-4" aria-hidden="true" />
                {t('whatsapp.start')}
              </ExternalLink>
            ) : (
              <p className="text-sm text-slate-500">
                {config.isPending ? t('common.loading') : t('whatsapp.unavailable')}
              </p>
            )}
          </div>
        </section>
      ) : null}
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={open ? t('whatsapp.close') : t('whatsapp.open')}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105"
      >
        <WhatsAppGlyph className="h-8 w-8" />
      </button>
    </div>
  )
}
