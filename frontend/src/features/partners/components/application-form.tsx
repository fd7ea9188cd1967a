import { useCallback, useId, useMemo, useState, type ReactNode } from 'react'
import { Controller, useWatch, type FieldErrors } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { PartnerApplication } from '@/api/types'
import { SelectField, TextField, TextareaField } from '@/components/forms/form-fields'
import { LowPriceQuestion, asksAboutPrice } from '@/components/price-check/low-price-question'
import { Alert, Button } from '@/components/ui'
import { LanguageField } from '@/components/ui/language-field'
import { isLanguage } from '@/i18n/languages'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { applyServerErrors, errorCodes } from '@/lib/forms/server-errors'
import { useZodForm } from '@/lib/forms/zod-form'
import { useApplyAsPartner } from '../api/apply-as-partner'
import {
  CAMP_TYPES,
  EMPTY_APPLICATION,
  applicationBody,
  applicationSchema,
  type ApplicationForm as Values,
} from '../lib/application-form'
import {
  ApplicationPackages,
  EMPTY_PACKAGE,
  type PackageDraft,
  type PackageErrors,
  type PackageField,
} from './application-packages'
import { CampNameField, EmailField, LocationField, PersonNameField, PhoneField, WebsiteField } from './signup-fields'

/** The partner application: the camp, how to reach its people, a few words and its packages. */
export function ApplicationForm({
  plan,
  onSent,
}: {
  plan: PartnerApplication['plan']
  onSent: (sent: { camp: string; email: string }) => void
}) {
  const { t, i18n } = useTranslation()
  const apply = useApplyAsPartner()
  const { rateLimitMessage, fieldMessage, errorMessage } = useErrorMessages()
  const translate = useCallback(
    (code: string): string => {
      if (code === 'invalid_phone') return t('partner.signup.invalidPhone')
      if (code === 'invalid_instagram') return t('partner.signup.invalidInstagram')
      if (code === 'invalid_choice') return t('partner.signup.invalidChoice')
      if (code === 'too_long') return t('partner.signup.tooLong')
      return fieldMessage(code)
    },
    [t, fieldMessage],
  )
  const schema = useMemo(() => applicationSchema(i18n.language), [i18n.language])
  // Focus goes to the first field to fix in the page's order (packages included), below.
  const form = useZodForm<Values>(schema, EMPTY_APPLICATION, { translate, shouldFocusError: false })
  const { control } = form
  const [packages, chosenLanguage] = useWatch({ control, name: ['packages', 'language'] })
  // The interface language until the applicant picks another.
  const language = chosenLanguage ?? (isLanguage(i18n.language) ? i18n.language : 'en')
  const [formError, setFormError] = useState<string | null>(null)
  // Asked by the server about prices far below the others (backend app/listings/prices.py): confirmed here.
  const [lowPriceAsked, setLowPriceAsked] = useState(false)
  const [lowPriceConfirmed, setLowPriceConfirmed] = useState(false)
  const formId = useId()

  /** Takes keyboard and screen-reader users (and the viewport) to the first field to fix. */
  function focusFirstError() {
    requestAnimationFrame(() =>
      document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    )
  }

  /** Changes the packages from their latest value (several changes may come before a render: lib/ssr's replay). */
  function changePackages(change: (current: PackageDraft[]) => PackageDraft[]) {
    form.setValue('packages', change(form.getValues('packages')), { shouldDirty: true })
  }

  function updatePackage(index: number, field: PackageField, value: string) {
    changePackages((current) => current.map((p, i) => (i === index ? { ...p, [field]: value } : p)))
    form.clearErrors(`packages.${index}.${field}`)
  }

  function onInvalid(errors: FieldErrors<Values>) {
    const missing = errorCodes(errors).includes('required')
    setFormError(missing ? t('partner.signup.fillRequired') : t('partner.signup.checkFields'))
    focusFirstError()
  }

  async function onValid(values: Values) {
    setFormError(null)
    const body = applicationBody(values, {
      plan,
      language,
      confirmLowPrice: lowPriceConfirmed,
      priceLanguage: i18n.language,
    })
    try {
      await apply.mutateAsync(body)
      onSent({ camp: body.surfCampName ?? '', email: body.email ?? '' })
    } catch (error) {
      // Every failure keeps the form and its data, and says what went wrong.
      const limited = rateLimitMessage(error)
      if (limited) return setFormError(limited)
      if (!isApiError(error) || error.isNetwork) return setFormError(t('partner.signup.network'))
      if (error.isUnexpected) return setFormError(t('partner.signup.unexpected'))
      if (asksAboutPrice(error)) {
        setLowPriceAsked(true)
        setLowPriceConfirmed(false)
      }
      if (applyServerErrors(error, form.setError, { getValues: form.getValues, translate }).length > 0) {
        focusFirstError()
        return setFormError(t('partner.signup.checkFields'))
      }
      setFormError(errorMessage(error, t('partner.signup.unexpected')))
    }
  }

  // The packages' fields show their codes through ApplicationPackages (which asks about a low price itself).
  const errors = form.formState.errors
  const packageErrors: PackageErrors = {}
  for (const [index, fields] of Object.entries(errors.packages ?? {})) {
    if (!/^\d+$/.test(index) || !fields || typeof fields !== 'object') continue
    for (const name of ['title', 'price', 'durationDays', 'inclusions'] as const) {
      const code = (fields as Partial<Record<PackageField, { type?: unknown }>>)[name]?.type
      if (typeof code === 'string') packageErrors[`${Number(index)}.${name}`] = code
    }
  }

  const busy = apply.isPending
  const field = { control, disabled: busy }
  return (
    <form
      id={formId}
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      className="space-y-8"
      aria-busy={busy || undefined}
    >
      {formError ? <Alert variant="error">{formError}</Alert> : null}
      <Section title={t('partner.signup.sections.camp')}>
        <CampNameField
          {...field}
          name="surfCampName"
          label={t('partner.signup.surfCampName')}
          className="sm:col-span-2"
        />
        <LocationField
          {...field}
          name="location"
          label={t('partner.signup.location')}
          placeholder={t('partner.signup.locationPlaceholder')}
        />
        <SelectField
          {...field}
          name="campType"
          required
          label={t('partner.signup.campType')}
          placeholder={t('partner.signup.campTypePlaceholder')}
          options={CAMP_TYPES.map((type) => ({ value: type, label: t(`partner.campTypes.${type}`) }))}
        />
        <WebsiteField
          {...field}
          name="website"
          label={t('partner.signup.website')}
          placeholder={t('partner.signup.websitePlaceholder')}
        />
        <TextField
          {...field}
          name="instagramHandle"
          optional
          maxLength={100}
          label={t('partner.signup.instagramHandle')}
          placeholder={t('partner.signup.instagramPlaceholder')}
        />
      </Section>
      <Section title={t('partner.signup.sections.contact')}>
        <PersonNameField {...field} name="contactName" label={t('partner.signup.contactName')} />
        <EmailField {...field} name="email" label={t('partner.signup.email')} />
        <PhoneField
          {...field}
          name="whatsappNumber"
          label={t('partner.signup.whatsappNumber')}
          hint={t('partner.signup.whatsappHint')}
        />
        <TextField
          {...field}
          name="languagesSpoken"
          optional
          maxLength={200}
          label={t('partner.signup.languagesSpoken')}
          placeholder={t('partner.signup.languagesPlaceholder')}
        />
      </Section>
      <Section title={t('partner.signup.sections.more')}>
        <Controller
          control={control}
          name="language"
          render={({ field: { onChange } }) => (
            <LanguageField
              label={t('partner.signup.writingLanguage')}
              hint={t('partner.signup.writingLanguageHint')}
              value={language}
              onChange={onChange}
              disabled={busy}
              className="sm:col-span-2"
            />
          )}
        />
        <TextareaField
          {...field}
          name="message"
          required
          lang={language}
          rows={5}
          maxLength={5000}
          label={t('partner.signup.message')}
          placeholder={t('partner.signup.messagePlaceholder')}
          className="sm:col-span-2"
        />
      </Section>
      <Section title={t('partner.signup.sections.packages')}>
        {errors.packages?.message ? (
          <Alert variant="error" className="sm:col-span-2">
            {errors.packages.message}
          </Alert>
        ) : null}
        <ApplicationPackages
          packages={packages}
          errors={packageErrors}
          message={translate}
          onChange={updatePackage}
          onAdd={() => changePackages((current) => [...current, EMPTY_PACKAGE])}
          onRemove={(index) => {
            changePackages((current) => current.filter((_, i) => i !== index))
            form.clearErrors('packages')
          }}
          disabled={busy}
          lang={language}
        />
        {lowPriceAsked ? (
          <div className="sm:col-span-2">
            <LowPriceQuestion checked={lowPriceConfirmed} onChange={setLowPriceConfirmed} disabled={busy} />
          </div>
        ) : null}
      </Section>
      <div className="space-y-3">
        <Button type="submit" size="lg" className="w-full" loading={busy}>
          {busy ? t('partner.signup.submitting') : t('partner.signup.submit')}
        </Button>
        <p className="text-center text-xs text-slate-500">{t('partner.signup.privacy')}</p>
      </div>
    </form>
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
