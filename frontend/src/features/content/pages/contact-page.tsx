import { useEffect, type ReactNode } from 'react'
import { CheckCircle2, Clock, Mail, Phone, type LucideIcon } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { TextareaField, EmailField, TextField } from '@/components/forms/form-fields'
import { Alert, Button } from '@/components/ui'
import { EmailAddress } from '@/components/ui/email-address'
import { isLanguage } from '@/i18n/languages'
import { usePageForm } from '@/lib/forms/page-form'
import { PageFormFields } from '@/lib/forms/posted-form'
import { z } from '@/lib/forms/zod'
import { requiredText } from '@/lib/forms/zod-form'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useSendContactMessage } from '../api/send-contact-message'
import { ContentSection, WhatsAppButton } from '../components/content-blocks'
import { useSitePolicy } from '../hooks/use-site-policy'

export const contactSchema = z.object({ name: requiredText, email: requiredText, message: requiredText })
const EMPTY = { name: '', email: '', message: '' }
const TOPICS = ['choosing', 'booking', 'payment', 'transfer', 'groups', 'partners'] as const

export default function ContactPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('contact')
  const { policy } = useSitePolicy()
  const send = useSendContactMessage()
  const { form, failure, sent, setSent, busy, props } = usePageForm('contact', contactSchema, EMPTY, {
    send: ({ name, email, message }) =>
      send.mutateAsync({
        name: name.trim(),
        email: email.trim(),
        message: message.trim(),
        language: isLanguage(i18n.language) ? i18n.language : 'en',
      }),
    failureOf: () => t('contact.failed'),
  })

  // The thank-you goes once something new is typed.
  useEffect(() => {
    const watching = form.watch((_values, { type }) => {
      if (type === 'change') setSent(false)
    })
    return () => watching.unsubscribe()
  }, [form, setSent])

  return (
    <>
      <PageHeader title={t('pages.contact.title')}>
        <p className="mt-3 max-w-2xl text-lg text-ocean-50/90">{t('contact.intro')}</p>
      </PageHeader>
      <ContentSection>
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
          >
            <h2 id="contact-form-title" className="text-xl font-bold text-slate-900">
              {t('contact.formTitle')}
            </h2>
            <form {...props} className="mt-5 space-y-5">
              <PageFormFields name="contact" />
              {sent ? <Alert variant="success">{t('contact.success')}</Alert> : null}
              {failure ? <Alert variant="error">{failure}</Alert> : null}
              <TextField
                control={form.control}
                name="name"
                label={t('contact.name')}
                required
                autoComplete="name"
                maxLength={200}
              />
              <EmailField
                control={form.control}
                name="email"
                label={t('contact.email')}
                required
                placeholder={t('contact.emailPlaceholder')}
              />
              <TextareaField
                control={form.control}
                name="message"
                label={t('contact.message')}
                required
                rows={6}
                maxLength={5000}
                placeholder={t('contact.messagePlaceholder')}
              />
              <Button type="submit" size="lg" className="w-full sm:w-auto" loading={busy}>
                {busy ? t('contact.sending') : t('contact.submit')}
              </Button>
            </form>
          </section>

          <div className="space-y-6 lg:col-span-2">
            <SideCard
              id="contact-whatsapp-title"
              title={t('contact.whatsappTitle')}
              className="rounded-3xl border border-emerald-100 bg-emerald-50 p-6"
            >
              <p className="mt-1 text-sm text-slate-700">{t('contact.whatsappBody')}</p>
              <WhatsAppButton href={policy?.whatsappHref} className="mt-4 w-full">
                {t('contact.whatsappButton')}
              </WhatsAppButton>
            </SideCard>

            <SideCard id="contact-details-title" title={t('contact.detailsTitle')}>
              <div className="mt-4 space-y-4 text-sm">
                {policy ? (
                  <>
                    <DetailRow icon={Phone} label={t('contact.phone')}>
                      <a
                        className="text-ocean-700 hover:underline"
                        href={`tel:${policy.contactPhone.replace(/[^\d+]/g, '')}`}
                      >
                        {policy.contactPhone}
                      </a>
                    </DetailRow>
                    <DetailRow icon={Mail} label={t('contact.emailLabel')}>
                      <a className="text-ocean-700 hover:underline" href={`mailto:${policy.contactEmail}`}>
                        <EmailAddress address={policy.contactEmail} />
                      </a>
                    </DetailRow>
                  </>
                ) : (
                  <p className="text-slate-500">{t('footer.contactUnavailable')}</p>
                )}
                <DetailRow icon={Clock} label={t('contact.responseTime')} className="text-slate-700">
                  {t('contact.responseTimeValue')}
                </DetailRow>
              </div>
            </SideCard>

            <SideCard id="contact-topics-title" title={t('contact.topicsTitle')}>
              <ul className="mt-4 space-y-2.5 text-sm text-slate-700">
                {TOPICS.map((topic) => (
                  <li key={topic} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {t(`contact.topics.${topic}`)}
                  </li>
                ))}
              </ul>
            </SideCard>
          </div>
        </div>
      </ContentSection>
    </>
  )
}

function SideCard({
  id,
  title,
  className = 'rounded-3xl border border-sand-200 bg-white p-6 shadow-sm',
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A way to reach the team: its icon, its name and the address or time. */
function DetailRow({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon
  label: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className="flex gap-3">
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-slate-900">{label}</p>
        <div className={className}>{children}</div>
      </div>
    </div>
  )
}
