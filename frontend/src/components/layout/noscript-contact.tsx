import { Mail, MessageCircle } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { useSiteConfig } from '@/lib/config/site-config'
import { whatsappLink } from '@/lib/config/whatsapp'
import { EmailAddress } from '@/components/ui/email-address'

/**
 * What a reader without JavaScript sees in place of a widget that needs it (the booking form, the
 * contact form): the team's WhatsApp and e-mail, which are plain links. Only in the server's HTML:
 * browsers that run scripts ignore <noscript>.
 */
export function NoScriptContact({ reason }: { reason: 'booking' | 'form' }) {
  const { t } = useTranslation()
  const config = useSiteConfig().data
  if (!config) return null
  return (
    <noscript>
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-slate-800">
        <p>{t(`noscript.${reason}`)}</p>
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 font-semibold">
          {config.whatsappNumber ? (
            <a
              href={whatsappLink(config.whatsappNumber, t('whatsapp.prefilled'))}
              className="inline-flex items-center gap-1 text-emerald-700 underline"
            >
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              {t('footer.whatsapp')}
            </a>
          ) : null}
          <a href={`mailto:${config.contactEmail}`} className="inline-flex items-center gap-1 text-ocean-700 underline">
            <Mail className="h-4 w-4" aria-hidden="true" />
            <EmailAddress address={config.contactEmail} />
          </a>
        </p>
      </div>
    </noscript>
  )
}
