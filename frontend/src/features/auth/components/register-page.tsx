import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { CampLocation } from '@/api/types'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, Input, PasswordInput, Select, buttonClasses } from '@/components/ui'
import { LanguageField } from '@/components/ui/language-field'
import { isLanguage, type Language } from '@/i18n/languages'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useRegisterOwner } from '../api/register'

const LOCATIONS = ['taghazout', 'tamraght', 'imsouane', 'agadir'] as const satisfies readonly CampLocation[]

type FormState = {
  fullName: string
  email: string
  password: string
  campName: string
  location: CampLocation | ''
  phone: string
  website: string
  /** The owner's language (their e-mails, their camp's texts); null: the interface's. */
  language: Language | null
}
type FieldName = keyof FormState

const EMPTY: FormState = {
  fullName: '',
  email: '',
  password: '',
  campName: '',
  location: '',
  phone: '',
  website: '',
  language: null,
}
const REQUIRED: Exclude<FieldName, 'language'>[] = ['fullName', 'email', 'password', 'campName', 'location']

export default function RegisterPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('ownerRegister')
  const lp = useLocalizedPath()
  const register = useRegisterOwner()
  const { rateLimitMessage, fieldErrors, errorMessage } = useErrorMessages()
  const [form, setForm] = useState<FormState>(EMPTY)
  // The interface language until the person picks another.
  const language = form.language ?? (isLanguage(i18n.language) ? i18n.language : 'en')
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)

  function update<K extends FieldName>(name: K, value: FormState[K]) {
    setForm((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const missing = REQUIRED.filter((name) => !form[name].trim())
    if (missing.length > 0) {
      setFormError(t('auth.register.fillRequired'))
      setErrors(Object.fromEntries(missing.map((name) => [name, t('errors.required')])))
      return
    }
    setFormError(null)
    setErrors({})
    try {
      await register.mutateAsync({
        fullName: form.fullName.trim(),
        email: form.email.trim(),
        password: form.password,
        campName: form.campName.trim(),
        location: form.location as CampLocation,
        phone: form.phone.trim() || null,
        website: form.website.trim() || null,
        language,
      })
      setRegisteredEmail(form.email.trim())
    } catch (error) {
      // The form keeps every value on failure; only the messages change.
      const limited = rateLimitMessage(error)
      if (limited) return setFormError(limited)
      if (!isApiError(error) || error.isUnexpected) return setFormError(t('auth.register.unexpected'))
      // A problem with one field is said once, under that field: a banner on top would repeat it
      // or, worse, call it a failed registration when one fix is all it takes.
      if (error.code === 'email_taken') return setErrors({ email: t('auth.register.emailTaken') })
      const byField = fieldErrors(error)
      if (Object.keys(byField).length > 0) {
        setErrors(byField)
        // Only a field the form does not show needs the general message.
        if (Object.keys(byField).some((name) => !(name in EMPTY))) setFormError(t('auth.register.failed'))
        return
      }
      setFormError(errorMessage(error, t('auth.register.failed')))
    }
  }

  if (registeredEmail) {
    return (
      <AuthCard title={t('auth.register.successTitle')}>
        <div className="space-y-6" role="status">
          <div className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900">
            <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
            <p className="text-sm">{t('auth.register.successBody', { email: registeredEmail })}</p>
          </div>
          <Link to={lp(paths.ownerLogin)} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('auth.register.goToLogin')}
          </Link>
        </div>
      </AuthCard>
    )
  }

  const busy = register.isPending
  return (
    <AuthCard
      wide
      title={t('auth.register.heading')}
      subtitle={t('auth.register.subheading')}
      footer={
        <p>
          {t('auth.register.haveAccount')}{' '}
          <Link to={lp(paths.ownerLogin)} className="font-semibold text-ocean-700 hover:underline">
            {t('auth.register.signIn')}
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {formError ? (
          <Alert variant="error" className="sm:col-span-2">
            {formError}
          </Alert>
        ) : null}
        <Field label={t('auth.register.fullName')} required error={errors.fullName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="name"
              value={form.fullName}
              onChange={(e) => update('fullName', e.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <Field label={t('auth.email')} required error={errors.email}>
          {(control) => (
            <Input
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('auth.emailPlaceholder')}
              value={form.email}
              onChange={(e) => update('email', e.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <Field
          label={t('auth.password')}
          required
          error={errors.password}
          hint={t('password.hint')}
          className="sm:col-span-2"
        >
          {(control) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              minLength={12}
              value={form.password}
              onChange={(e) => update('password', e.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <Field label={t('auth.register.campName')} required error={errors.campName}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              value={form.campName}
              onChange={(e) => update('campName', e.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <Field label={t('auth.register.location')} required error={errors.location}>
          {(control) => (
            <Select
              {...control}
              value={form.location}
              onChange={(e) => update('location', e.target.value as CampLocation | '')}
              disabled={busy}
            >
              <option value="">{t('auth.register.locationPlaceholder')}</option>
              {LOCATIONS.map((location) => (
                <option key={location} value={location}>
                  {t(`auth.register.locations.${location}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('auth.register.phone')} optional error={errors.phone}>
          {(control) => (
            <Input
              {...control}
              type="tel"
              autoComplete="tel"
              value={form.phone}
              onChange={(e) => update('phone', e.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <Field label={t('auth.register.website')} optional error={errors.website}>
          {(control) => (
            <Input
              {...control}
              type="url"
              autoComplete="url"
              placeholder={t('auth.register.websitePlaceholder')}
              value={form.website}
              onChange={(e) => update('website', e.target.value)}
              disabled={busy}
            />
          )}
        </Field>
        <LanguageField
          label={t('auth.register.language')}
          hint={t('auth.register.languageHint')}
          error={errors.language}
          value={language}
          onChange={(language) => update('language', language)}
          disabled={busy}
          className="sm:col-span-2"
        />
        <Button type="submit" size="lg" className="w-full sm:col-span-2" loading={busy}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
