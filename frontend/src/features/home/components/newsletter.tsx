import { useEffect } from 'react'
import { Controller } from 'react-hook-form'
import { CheckCircle2, Mail } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { SiteConfig } from '@/api/types'
import { Button } from '@/components/ui/button'
import { useApiLanguage } from '@/i18n/api-language'
import { usePageForm } from '@/lib/forms/page-form'
import { PageFormFields } from '@/lib/forms/posted-form'
import { z } from '@/lib/forms/zod'
import { requiredText } from '@/lib/forms/zod-form'
import { formatFigure } from '@/lib/format'
import { useSubscribeNewsletter } from '../api/subscribe-newsletter'
import { Container } from './section-heading'

export const NEWSLETTER_SUCCESS_MS = 8000

const newsletterSchema = z.object({ email: requiredText })
const EMPTY = { email: '' }

/** Sign-up form; after success the thank-you text shows for 8 seconds, then the (cleared) form again. */
export function Newsletter({ config }: { config: SiteConfig | undefined }) {
  const { t, i18n } = useTranslation()
  const lang = useApiLanguage()
  const subscribe = useSubscribeNewsletter()
  const { form, failure, setFailure, sent, setSent, busy, props } = usePageForm('newsletter', newsletterSchema, EMPTY, {
    send: ({ email }) => subscribe.mutateAsync({ email: email.trim(), language: lang }),
    // What the form says of a refusal that named no field.
    failureOf: (err) => {
      if (isApiError(err) && err.status === 422) return t('errors.invalid_email')
      return isApiError(err) && err.isNetwork ? t('errors.network') : t('home.newsletter.failed')
    },
  })

  useEffect(() => {
    if (!sent) return
    const timer = window.setTimeout(() => setSent(false), NEWSLETTER_SUCCESS_MS)
    return () => window.clearTimeout(timer)
  }, [sent, setSent])

  const subscribers = config?.marketing.newsletterSubscribers
  return (
    <section aria-labelledby="newsletter-title" className="py-16 sm:py-20">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-sunset-500 to-sunset-700 px-6 py-12 text-white shadow-xl sm:px-12">
          <div className="absolute -top-16 -right-16 h-56 w-56 rounded-full bg-white/10" aria-hidden="true" />
          <div className="relative grid items-center gap-8 lg:grid-cols-2">
            <div>
              <Mail className="h-10 w-10 text-white/90" aria-hidden="true" />
              <h2
                id="newsletter-title"
                className="mt-4 text-3xl font-extrabold tracking-tight"
                style={{ fontFamily: 'var(--font-display)' }}
              >
                {t('home.newsletter.title')}
              </h2>
              <p className="mt-3 text-white/90">
                {subscribers
                  ? t('home.newsletter.text', { subscribers: formatFigure(subscribers, i18n.language) })
                  : t('home.newsletter.textNoCount')}
              </p>
            </div>
            <div aria-live="polite">
              {sent ? (
                <p
                  className="flex items-start gap-3 rounded-2xl bg-white/15 p-5 text-lg font-semibold backdrop-blur"
                  data-testid="newsletter-success"
                >
                  <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
                  {t('home.newsletter.success')}
                </p>
              ) : (
                <form {...props} className="space-y-3">
                  <PageFormFields name="newsletter" />
                  <Controller
                    control={form.control}
                    name="email"
                    render={({ field, fieldState }) => {
                      const error = fieldState.error?.message ?? failure
                      return (
                        <>
                          <div className="flex flex-col gap-3 sm:flex-row">
                            <label htmlFor="newsletter-email" className="sr-only">
                              {t('home.newsletter.emailLabel')}
                            </label>
                            <input
                              {...field}
                              id="newsletter-email"
                              type="email"
                              required
                              autoComplete="email"
                              inputMode="email"
                              placeholder={t('home.newsletter.placeholder')}
                              onChange={(e) => {
                                field.onChange(e)
                                setFailure(null)
                              }}
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? 'newsletter-error' : 'newsletter-privacy'}
                              className="h-12 w-full min-w-0 rounded-full border-0 bg-white px-5 sm:flex-1 text-slate-900 placeholder:text-slate-400 focus:ring-4 focus:ring-white/40 focus:outline-none"
                            />
                            <Button type="submit" size="lg" className="bg-ocean-900 hover:bg-ocean-950" loading={busy}>
                              {busy ? t('home.newsletter.submitting') : t('home.newsletter.submit')}
                            </Button>
                          </div>
                          {error ? (
                            <p
                              id="newsletter-error"
                              role="alert"
                              className="rounded-xl bg-white px-4 py-2 text-sm font-semibold text-red-700"
                            >
                              {error}
                            </p>
                          ) : null}
                        </>
                      )
                    }}
                  />
                  <p id="newsletter-privacy" className="text-sm text-white/80">
                    {t('home.newsletter.privacy')}
                  </p>
                </form>
              )}
            </div>
          </div>
        </div>
      </Container>
    </section>
  )
}
