import { Link } from 'react-router'
import { BadgeCheck, CalendarX2, Lock, Mail, MapPin, MessageCircle, Phone, ShieldCheck } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { Translation } from '@/i18n/en'
import { useSiteConfig } from '@/lib/config/site-config'
import { useLocalizedPath } from '@/i18n/routing'
import { landingPages, paths } from '@/lib/config/paths'
import type { PageKey } from '@/lib/seo/use-page-meta'
import { whatsappLink } from '@/lib/config/whatsapp'
import { Logo } from './logo'
import { PaymentBadges } from './payment-badges'
import { EmailAddress } from '@/components/ui/email-address'
import { ExternalLink } from '@/components/ui/external-link'

type FooterLink = keyof Translation['footer']['links']

const trust = [
  { key: 'securePayments', Icon: Lock },
  { key: 'verifiedPartners', Icon: BadgeCheck },
  { key: 'moroccanTeam', Icon: MapPin },
  { key: 'freeCancellation', Icon: CalendarX2 },
] as const

const columns = [
  {
    key: 'explore',
    links: [
      { to: paths.home, key: 'home' },
      { to: paths.surfCamps, key: 'allCamps' },
      // The list's landing pages, each under its own title.
      ...landingPages.map((page) => ({ to: paths[page], key: page, page: true })),
    ],
  },
  {
    key: 'company',
    links: [
      { to: paths.about, key: 'about' },
      { to: paths.blog, key: 'blog' },
      { to: paths.careers, key: 'careers' },
      { to: paths.press, key: 'press' },
      { to: paths.ownerRegister, key: 'listCamp' },
    ],
  },
  {
    key: 'support',
    links: [
      { to: paths.contact, key: 'contact' },
      { to: paths.help, key: 'help' },
      { to: paths.faq, key: 'faq' },
      { to: paths.bookingHelp, key: 'bookingHelp' },
      { to: paths.privacy, key: 'privacy' },
      { to: paths.terms, key: 'terms' },
    ],
  },
] as const

export function Footer() {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const config = useSiteConfig()

  return (
    <footer className="bg-ocean-950 text-ocean-50">
      <div className="border-b border-white/10">
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8">
          {trust.map(({ key, Icon }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-ocean-800 text-ocean-200">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span>
                <span className="block text-sm font-semibold text-white">{t(`footer.trust.${key}`)}</span>
                <span className="mt-0.5 block text-xs text-ocean-200/80">{t(`footer.trust.${key}Text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>

      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 md:grid-cols-4 lg:grid-cols-6 lg:px-8">
        <div className="col-span-2 space-y-4">
          <Logo tone="light" />
          <p className="text-sm text-ocean-100/80">{t('footer.about')}</p>
        </div>
        {columns.map((column) => (
          <div key={column.key}>
            <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
              {t(`footer.columns.${column.key}`)}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link: { to: string; key: string; page?: boolean }) => (
                <li key={link.key}>
                  {link.to === paths.ownerRegister ? (
                    // The spec opens registration with a full page load.
                    <a href={lp(link.to)} className="text-sm text-ocean-100/80 hover:text-white">
                      {t(`footer.links.${link.key as FooterLink}`)}
                    </a>
                  ) : (
                    <Link to={lp(link.to)} className="text-sm text-ocean-100/80 hover:text-white">
                      {link.page
                        ? t(`pages.${link.key as PageKey}.title`)
                        : t(`footer.links.${link.key as FooterLink}`)}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div className="min-w-0">
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.columns.contact')}</h2>
          {config.data ? (
            <ul className="mt-4 space-y-3 text-sm text-ocean-100/90">
              <li>
                <a
                  href={`tel:${config.data.contactPhone.replace(/[^\d+]/g, '')}`}
                  aria-label={t('common.labelled', { label: t('footer.phone'), value: config.data.contactPhone })}
                  className="flex items-center gap-2 hover:text-white"
                >
                  <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {config.data.contactPhone}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${config.data.contactEmail}`}
                  aria-label={t('common.labelled', { label: t('footer.email'), value: config.data.contactEmail })}
                  className="flex items-center gap-2 hover:text-white"
                >
                  <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                  <EmailAddress address={config.data.contactEmail} />
                </a>
              </li>
              <li>
                <ExternalLink
                  href={whatsappLink(config.data.whatsappNumber, t('whatsapp.prefilled'))}
                  className="flex items-center gap-2 hover:text-white"
                >
                  <MessageCircle className="h-4 w-4 shrink-0" aria-hidden="true" />
                  {t('footer.whatsapp')}
                </ExternalLink>
              </li>
            </ul>
          ) : (
            <p className="mt-4 text-sm text-ocean-200/70">
              {config.isError ? t('whatsapp.unavailable') : t('footer.contactUnavailable')}
            </p>
          )}
        </div>
      </div>

      {/* pb-24: room to scroll the last line clear of the floating WhatsApp and chat buttons. */}
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-6 pb-24 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div className="flex flex-wrap items-center gap-4">
            <span className="text-xs text-ocean-200/80">{t('footer.weAccept')}</span>
            <PaymentBadges />
            <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-500/15 px-3 py-1 text-xs font-semibold text-emerald-300">
              <ShieldCheck className="h-4 w-4" aria-hidden="true" />
              {t('footer.sslSecured')}
            </span>
          </div>
          <p className="text-xs text-ocean-200/70">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  )
}
