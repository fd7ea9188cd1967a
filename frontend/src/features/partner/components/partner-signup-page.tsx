import { NoScriptContact } from '@/components/layout/noscript-contact'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'
import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { PartnerApplication } from '@/api/types'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, Field, Input, Select, Textarea, buttonClasses } from '@/components/ui'
import { useSiteConfig } from '@/lib/config/site-config'
import { LanguageField } from '@/components/ui/language-field'
import { isLanguage, type Language } from '@/i18n/languages'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { fieldKey, useErrorMessages } from '@/lib/errors/use-error-message'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useApplyAsPartner } from '../api/apply-as-partner'
import {
  ApplicationPackages,
  EMPTY_PACKAGE,
  inclusionsOf,
  priceOf,
  validatePackages,
  type PackageDraft,
  type PackageErrors,
  type PackageField,
} from './application-packages'
import { isKnownPlan } from './plans'

export const LOCATIONS = ['taghazout', 'tamraght', 'imsouane', 'agadir'] as const
export const CAMP_TYPES = ['beginner', 'yoga-surf', 'luxury', 'hostel', 'family', 'digital-nomad'] as const

type Location = (typeof LOCATIONS)[number]
type CampType = (typeof CAMP_TYPES)[number]

export type ApplicationForm = {
  surfCampName: string
  contactName: string
  email: string
  whatsappNumber: string
  instagramHandle: string
  website: string
  location: Location | ''
  campType: CampType | ''
  languagesSpoken: string
  message: string
  /** At least one package: what the camp offers, at what price. */
  packages: PackageDraft[]
  /** The language the application is written in; null: the interface's. */
  language: Language | null
}
type FieldName = Exclude<keyof ApplicationForm, 'language' | 'packages'>
type Errors = Partial<Record<FieldName | 'packages', string>>

const EMPTY: ApplicationForm = {
  surfCampName: '',
  contactName: '',
  email: '',
  whatsappNumber: '',
  instagramHandle: '',
  website: '',
  location: '',
  campType: '',
  languagesSpoken: '',
  message: '',
  packages: [EMPTY_PACKAGE],
  language: null,
}
export const REQUIRED_FIELDS: FieldName[] = [
  'surfCampName',
  'contactName',
  'email',
  'whatsappNumber',
  'location',
  'campType',
  'message',
]
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE = /^\+?[0-9 ().-]{6,30}$/
const WEBSITE = /^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/\S*)?$/i

type Check = 'required' | 'invalid_email' | 'invalid_phone' | 'invalid_url'

/** The form's own checks, mirroring the server's rules (which stay the authority). */
export function validateApplication(form: ApplicationForm): Partial<Record<FieldName, Check>> {
  const errors: Partial<Record<FieldName, Check>> = {}
  for (const name of REQUIRED_FIELDS) if (!form[name].trim()) errors[name] = 'required'
  if (!errors.email && !EMAIL.test(form.email.trim())) errors.email = 'invalid_email'
  const phone = form.whatsappNumber.trim()
  if (!errors.whatsappNumber && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 6))
    errors.whatsappNumber = 'invalid_phone'
  if (form.website.trim() && !WEBSITE.test(form.website.trim())) errors.website = 'invalid_url'
  return errors
}

/** /partner-signup (where /register-camp leads): the partner application, then a Thank You screen. */
export default function PartnerSignupPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('partnerSignup')
  const lp = useLocalizedPath()
  const [params] = useSearchParams()
  const plan = params.get('plan')
  const chosenPlan = isKnownPlan(plan) ? plan : null
  const config = useSiteConfig()
  const hours = config.data?.confirmationHours ?? 24
  const apply = useApplyAsPartner()
  const { rateLimitMessage, fieldMessage, errorMessage } = useErrorMessages()
  const [form, setForm] = useState<ApplicationForm>(EMPTY)
  // The interface language until the applicant picks another.
  const language = form.language ?? (isLanguage(i18n.language) ? i18n.language : 'en')
  const [errors, setErrors] = useState<Errors>({})
  const [packageErrors, setPackageErrors] = useState<PackageErrors>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<{ camp: string; email: string } | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  /** Takes keyboard and screen-reader users (and the viewport) to the first field to fix. */
  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  function message(code: string): string {
    if (code === 'invalid_phone') return t('partner.signup.invalidPhone')
    if (code === 'invalid_instagram') return t('partner.signup.invalidInstagram')
    if (code === 'invalid_choice') return t('partner.signup.invalidChoice')
    if (code === 'too_long') return t('partner.signup.tooLong')
    return fieldMessage(code)
  }

  function update<K extends keyof ApplicationForm>(name: K, value: ApplicationForm[K]) {
    setForm((current) => ({ ...current, [name]: value }))
    setErrors((current) => ({ ...current, [name]: undefined }))
  }

  function updatePackage(index: number, field: PackageField, value: string) {
    setForm((current) => ({
      ...current,
      packages: current.packages.map((p, i) => (i === index ? { ...p, [field]: value } : p)),
    }))
    setPackageErrors((current) => ({ ...current, [`${index}.${field}`]: undefined }))
  }

  function addPackage() {
    setForm((current) => ({ ...current, packages: [...current.packages, EMPTY_PACKAGE] }))
  }

  function removePackage(index: number) {
    setForm((current) => ({ ...current, packages: current.packages.filter((_, i) => i !== index) }))
    setPackageErrors({})
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const found = validateApplication(form)
    const foundInPackages = validatePackages(form.packages, i18n.language)
    if (Object.keys(found).length > 0 || Object.keys(foundInPackages).length > 0) {
      setErrors(Object.fromEntries(Object.entries(found).map(([name, code]) => [name, message(code)])))
      setPackageErrors(foundInPackages)
      const missing = [...Object.values(found), ...Object.values(foundInPackages)].includes('required')
      setFormError(missing ? t('partner.signup.fillRequired') : t('partner.signup.checkFields'))
      focusFirstError()
      return
    }
    setErrors({})
    setPackageErrors({})
    setFormError(null)
    const body: PartnerApplication = {
      surfCampName: form.surfCampName.trim(),
      contactName: form.contactName.trim(),
      email: form.email.trim(),
      whatsappNumber: form.whatsappNumber.trim(),
      instagramHandle: form.instagramHandle.trim() || null,
      website: form.website.trim() || null,
      location: form.location as Location,
      campType: form.campType as CampType,
      languagesSpoken: form.languagesSpoken.trim() || null,
      message: form.message.trim(),
      packages: form.packages.map((p) => ({
        title: p.title.trim(),
        price: priceOf(p, i18n.language) ?? p.price.trim(),
        durationDays: Number(p.durationDays),
        inclusions: inclusionsOf(p.inclusions),
      })),
      plan: chosenPlan,
      language,
    }
    try {
      await apply.mutateAsync(body)
      setSent({ camp: body.surfCampName ?? '', email: body.email ?? '' })
      window.scrollTo({ top: 0 })
    } catch (error) {
      // Every failure keeps the form and its data, and says what went wrong.
      const limited = rateLimitMessage(error)
      if (limited) return setFormError(limited)
      if (!isApiError(error) || error.isNetwork) return setFormError(t('partner.signup.network'))
      if (error.isUnexpected) return setFormError(t('partner.signup.unexpected'))
      const byField: Errors = {}
      const byPackage: PackageErrors = {}
      for (const [name, code] of Object.entries(error.fields)) {
        // A package's field comes back as `packages.1.price`.
        const [, index, field] = /^packages\.(\d+)\.(\w+)/.exec(name) ?? []
        if (index !== undefined && field !== undefined)
          byPackage[`${Number(index)}.${fieldKey(field) as PackageField}`] = code
        else byField[fieldKey(name) as FieldName] = message(code)
      }
      if (Object.keys(byField).length > 0 || Object.keys(byPackage).length > 0) {
        setErrors(byField)
        setPackageErrors(byPackage)
        focusFirstError()
        return setFormError(t('partner.signup.checkFields'))
      }
      setFormError(errorMessage(error, t('partner.signup.unexpected')))
    }
  }

  if (sent) {
    return (
      <AuthCard title={t('partner.signup.thankYou.title')}>
        <div className="space-y-6" role="status" data-testid="partner-thank-you">
          <div className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900">
            <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
            <div className="space-y-2 text-sm">
              <p>{t('partner.signup.thankYou.body', { camp: sent.camp, hours })}</p>
              <p className="break-words">{t('partner.signup.thankYou.emailNote', { email: sent.email })}</p>
            </div>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Link to={lp(paths.home)} className={buttonClasses('primary', 'lg', 'sm:flex-1')}>
              {t('partner.signup.thankYou.backHome')}
            </Link>
            <Link to={lp(paths.pricing)} className={buttonClasses('outline', 'lg', 'sm:flex-1')}>
              {t('partner.signup.thankYou.pricing')}
            </Link>
          </div>
        </div>
      </AuthCard>
    )
  }

  const busy = apply.isPending
  return (
    <AuthCard wide title={t('partner.signup.heading')} subtitle={t('partner.signup.subheading', { hours })}>
      {chosenPlan ? (
        <p className="mb-5 flex flex-wrap items-center gap-2 rounded-xl bg-ocean-50 px-4 py-3 text-sm text-ocean-900">
          {t('partner.signup.chosenPlan', { plan: t(`partner.pricing.plans.${chosenPlan}.title`) })}
          <Link to={lp(paths.pricing)} className="font-semibold text-ocean-700 underline-offset-4 hover:underline">
            {t('partner.signup.changePlan')}
          </Link>
        </p>
      ) : null}
      <NoScriptContact reason="form" />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-8" aria-busy={busy || undefined}>
        {formError ? <Alert variant="error">{formError}</Alert> : null}
        <Section title={t('partner.signup.sections.camp')}>
          <Field
            label={t('partner.signup.surfCampName')}
            required
            error={errors.surfCampName}
            className="sm:col-span-2"
          >
            {(control) => (
              <Input
                {...control}
                autoComplete="organization"
                maxLength={200}
                value={form.surfCampName}
                onChange={(e) => update('surfCampName', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('partner.signup.location')} required error={errors.location}>
            {(control) => (
              <Select
                {...control}
                value={form.location}
                onChange={(e) => update('location', e.target.value as Location | '')}
                disabled={busy}
              >
                <option value="">{t('partner.signup.locationPlaceholder')}</option>
                {LOCATIONS.map((location) => (
                  <option key={location} value={location}>
                    {t(`auth.register.locations.${location}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('partner.signup.campType')} required error={errors.campType}>
            {(control) => (
              <Select
                {...control}
                value={form.campType}
                onChange={(e) => update('campType', e.target.value as CampType | '')}
                disabled={busy}
              >
                <option value="">{t('partner.signup.campTypePlaceholder')}</option>
                {CAMP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`partner.campTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('partner.signup.website')} optional error={errors.website}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={t('partner.signup.websitePlaceholder')}
                maxLength={300}
                value={form.website}
                onChange={(e) => update('website', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('partner.signup.instagramHandle')} optional error={errors.instagramHandle}>
            {(control) => (
              <Input
                {...control}
                placeholder={t('partner.signup.instagramPlaceholder')}
                maxLength={100}
                value={form.instagramHandle}
                onChange={(e) => update('instagramHandle', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
        </Section>
        <Section title={t('partner.signup.sections.contact')}>
          <Field label={t('partner.signup.contactName')} required error={errors.contactName}>
            {(control) => (
              <Input
                {...control}
                autoComplete="name"
                maxLength={200}
                value={form.contactName}
                onChange={(e) => update('contactName', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('partner.signup.email')} required error={errors.email}>
            {(control) => (
              <Input
                {...control}
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder={t('auth.emailPlaceholder')}
                maxLength={254}
                value={form.email}
                onChange={(e) => update('email', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
          <Field
            label={t('partner.signup.whatsappNumber')}
            required
            error={errors.whatsappNumber}
            hint={t('partner.signup.whatsappHint')}
          >
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                maxLength={50}
                value={form.whatsappNumber}
                onChange={(e) => update('whatsappNumber', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
          <Field label={t('partner.signup.languagesSpoken')} optional error={errors.languagesSpoken}>
            {(control) => (
              <Input
                {...control}
                placeholder={t('partner.signup.languagesPlaceholder')}
                maxLength={200}
                value={form.languagesSpoken}
                onChange={(e) => update('languagesSpoken', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
        </Section>
        <Section title={t('partner.signup.sections.more')}>
          <LanguageField
            label={t('partner.signup.writingLanguage')}
            hint={t('partner.signup.writingLanguageHint')}
            value={language}
            onChange={(language) => update('language', language)}
            disabled={busy}
            className="sm:col-span-2"
          />
          <Field label={t('partner.signup.message')} required error={errors.message} className="sm:col-span-2">
            {(control) => (
              <Textarea
                {...control}
                lang={language}
                rows={5}
                maxLength={5000}
                placeholder={t('partner.signup.messagePlaceholder')}
                value={form.message}
                onChange={(e) => update('message', e.target.value)}
                disabled={busy}
              />
            )}
          </Field>
        </Section>
        <Section title={t('partner.signup.sections.packages')}>
          {errors.packages ? (
            <Alert variant="error" className="sm:col-span-2">
              {errors.packages}
            </Alert>
          ) : null}
          <ApplicationPackages
            packages={form.packages}
            errors={packageErrors}
            message={message}
            onChange={updatePackage}
            onAdd={addPackage}
            onRemove={removePackage}
            disabled={busy}
            lang={language}
          />
        </Section>
        <div className="space-y-3">
          <Button type="submit" size="lg" className="w-full" loading={busy}>
            {busy ? t('partner.signup.submitting') : t('partner.signup.submit')}
          </Button>
          <p className="text-center text-xs text-slate-500">{t('partner.signup.privacy')}</p>
        </div>
      </form>
    </AuthCard>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-sm font-semibold tracking-wide text-ocean-800 uppercase">{title}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}
