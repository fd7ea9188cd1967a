import { NoScriptContact } from '@/components/layout/noscript-contact'
import { useState, type FormEvent } from 'react'
import { CheckCircle2, Clock, Mail, Phone } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { PageHeader } from '@/components/layout/page-shell'
import { Alert, Button, Field, Input, Textarea } from '@/components/ui'
import { isLanguage } from '@/i18n/languages'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useSendContactMessage } from '../api/send-contact-message'
import { ContentSection, WhatsAppButton } from '../components/content-blocks'
import { useSitePolicy } from '../hooks/use-site-policy'
import { EmailAddress } from '@/components/ui/email-address'

const EMPTY = { name: '', email: '', message: '' }
const TOPICS = ['choosing', 'booking', 'payment', 'transfer', 'groups', 'partners'] as const

export default function ContactPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('contact')
  const { policy } = useSitePolicy()
  const send = useSendContactMessage()
  const { rateLimitMessage, fieldErrors } = useErrorMessages()
  const [values, setValues] = useState(EMPTY)
  const [sent, setSent] = useState(false)

  function update(field: keyof typeof EMPTY, value: string) {
    setValues((current) => ({ ...current, [field]: value }))
    setSent(false)
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    setSent(false)
    const language = isLanguage(i18n.language) ? i18n.language : 'en'
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim(), language },
      {
        onSuccess: () => {
          setValues(EMPTY)
          setSent(true)
        },
      },
    )
  }

  const errors = isApiError(send.error) && send.error.status === 422 ? fieldErrors(send.error) : {}
  const failure = send.isError ? (rateLimitMessage(send.error) ?? t('contact.failed')) : null

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
            <div className="mt-4">
              <NoScriptContact reason="form" />
            </div>
            <form onSubmit={onSubmit} className="mt-5 space-y-5">
              {sent ? <Alert variant="success">{t('contact.success')}</Alert> : null}
              {failure ? <Alert variant="error">{failure}</Alert> : null}
              <Field label={t('contact.name')} required error={errors.name}>
                {(control) => (
                  <Input
                    {...control}
                    name="name"
                    autoComplete="name"
                    maxLength={200}
                    value={values.name}
                    onChange={(e) => update('name', e.target.value)}
                    disabled={send.isPending}
                  />
                )}
              </Field>
              <Field label={t('contact.email')} required error={errors.email}>
                {(control) => (
                  <Input
                    {...control}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    maxLength={254}
                    placeholder={t('contact.emailPlaceholder')}
                    value={values.email}
                    onChange={(e) => update('email', e.target.value)}
                    disabled={send.isPending}
                  />
                )}
              </Field>
              <Field label={t('contact.message')} required error={errors.message}>
                {(control) => (
                  <Textarea
                    {...control}
                    name="message"
                    rows={6}
                    maxLength={5000}
                    placeholder={t('contact.messagePlaceholder')}
                    value={values.message}
                    onChange={(e) => update('message', e.target.value)}
                    disabled={send.isPending}
                  />
                )}
              </Field>
              <Button type="submit" size="lg" className="w-full sm:w-auto" loading={send.isPending}>
                {send.isPending ? t('contact.sending') : t('contact.submit')}
              </Button>
            </form>
          </section>

          <div className="space-y-6 lg:col-span-2">
            <section
              aria-labelledby="contact-whatsapp-title"
              className="rounded-3xl border border-emerald-100 bg-emerald-50 p-6"
            >
              <h2 id="contact-whatsapp-title" className="text-lg font-bold text-slate-900">
                {t('contact.whatsappTitle')}
              </h2>
              <p className="mt-1 text-sm text-slate-700">{t('contact.whatsappBody')}</p>
              <WhatsAppButton href={policy?.whatsappHref} className="mt-4 w-full">
                {t('contact.whatsappButton')}
              </WhatsAppButton>
            </section>

            <section
              aria-labelledby="contact-details-title"
              className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm"
            >
              <h2 id="contact-details-title" className="text-lg font-bold text-slate-900">
                {t('contact.detailsTitle')}
              </h2>
              <div className="mt-4 space-y-4 text-sm">
                {policy ? (
                  <>
                    <div className="flex gap-3">
                      <Phone className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" aria-hidden="true" />
                      <div>
                        <p className="font-semibold text-slate-900">{t('contact.phone')}</p>
                        <div>
                          <a
                            className="text-ocean-700 hover:underline"
                            href={`tel:${policy.contactPhone.replace(/[^\d+]/g, '')}`}
                          >
                            {policy.contactPhone}
                          </a>
                        </div>
                      </div>
                    </div>
                    <div className="flex gap-3">
                      <Mail className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" aria-hidden="true" />
                      <div>
                        <p className="font-semibold text-slate-900">{t('contact.emailLabel')}</p>
                        <div>
                          <a className="text-ocean-700 hover:underline" href={`mailto:${policy.contactEmail}`}>
                            <EmailAddress address={policy.contactEmail} />
                          </a>
                        </div>
                      </div>
                    </div>
                  </>
                ) : (
                  <p className="text-slate-500">{t('footer.contactUnavailable')}</p>
                )}
                <div className="flex gap-3">
                  <Clock className="mt-0.5 h-5 w-5 shrink-0 text-ocean-700" aria-hidden="true" />
                  <div>
                    <p className="font-semibold text-slate-900">{t('contact.responseTime')}</p>
                    <div className="text-slate-700">{t('contact.responseTimeValue')}</div>
                  </div>
                </div>
              </div>
            </section>

            <section
              aria-labelledby="contact-topics-title"
              className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm"
            >
              <h2 id="contact-topics-title" className="text-lg font-bold text-slate-900">
                {t('contact.topicsTitle')}
              </h2>
              <ul className="mt-4 space-y-2.5 text-sm text-slate-700">
                {TOPICS.map((topic) => (
                  <li key={topic} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {t(`contact.topics.${topic}`)}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
      </ContentSection>
    </>
  )
}
