import { useCallback, useState } from 'react'
import { Controller, useWatch, type FieldErrors } from 'react-hook-form'
import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { DoneCard } from '@/components/layout/done-card'
import { AuthCard } from '@/components/layout/page-shell'
import { Alert, Button, buttonClasses } from '@/components/ui'
import { LanguageField } from '@/components/ui/language-field'
import {
  CampNameField,
  EmailField,
  LocationField,
  NewPasswordField,
  PersonNameField,
  PhoneField,
  WebsiteField,
} from './signup-fields'
import { isLanguage } from '@/i18n/languages'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { applyServerErrors, errorCodes } from '@/lib/forms/server-errors'
import { useZodForm } from '@/lib/forms/zod-form'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useRegisterOwner } from '../api/register'
import {
  EMPTY_REGISTRATION,
  registrationBody,
  registrationSchema,
  type RegistrationForm,
} from '../lib/registration-form'

export default function RegisterPage() {
  const { t, i18n } = useTranslation()
  usePageMeta('ownerRegister')
  const lp = useLocalizedPath()
  const register = useRegisterOwner()
  const { rateLimitMessage, fieldMessage, errorMessage } = useErrorMessages()
  const translate = useCallback(
    (code: string) => (code === 'email_taken' ? t('auth.register.emailTaken') : fieldMessage(code)),
    [t, fieldMessage],
  )
  const form = useZodForm<RegistrationForm>(registrationSchema, EMPTY_REGISTRATION, { translate })
  const { control } = form
  // The interface language until the person picks another.
  const language = useWatch({ control, name: 'language' }) ?? (isLanguage(i18n.language) ? i18n.language : 'en')
  const [formError, setFormError] = useState<string | null>(null)
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)

  function onInvalid(errors: FieldErrors<RegistrationForm>) {
    // A format to fix is said under its field only; missing fields also get the banner.
    setFormError(errorCodes(errors).includes('required') ? t('auth.register.fillRequired') : null)
  }

  async function onValid(values: RegistrationForm) {
    setFormError(null)
    try {
      const body = registrationBody(values, language)
      await register.mutateAsync(body)
      setRegisteredEmail(body.email)
    } catch (error) {
      // The form keeps every value on failure; only the messages change.
      const limited = rateLimitMessage(error)
      if (limited) return setFormError(limited)
      if (!isApiError(error) || error.isUnexpected) return setFormError(t('auth.register.unexpected'))
      // A problem with one field is said once, under that field: a banner on top would repeat it
      // or, worse, call it a failed registration when one fix is all it takes.
      const named = applyServerErrors(error, form.setError, {
        getValues: form.getValues,
        translate,
        codes: { email_taken: 'email' },
      })
      // Only a field the form does not show needs the general message.
      if (named.length > 0 && named.length >= Object.keys(error.fields).length) return
      setFormError(errorMessage(error, t('auth.register.failed')))
    }
  }

  if (registeredEmail) {
    return (
      <DoneCard
        title={t('auth.register.successTitle')}
        actions={
          <Link to={lp(paths.ownerLogin)} className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('auth.register.goToLogin')}
          </Link>
        }
      >
        <p>{t('auth.register.successBody', { email: registeredEmail })}</p>
      </DoneCard>
    )
  }

  const busy = register.isPending
  const field = { control, disabled: busy }
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
      <form noValidate onSubmit={form.handleSubmit(onValid, onInvalid)} className="grid gap-5 sm:grid-cols-2">
        {formError ? (
          <Alert variant="error" className="sm:col-span-2">
            {formError}
          </Alert>
        ) : null}
        <PersonNameField {...field} name="fullName" label={t('auth.register.fullName')} />
        <EmailField {...field} name="email" label={t('auth.email')} />
        <NewPasswordField
          {...field}
          name="password"
          label={t('auth.password')}
          hint={t('password.hint')}
          className="sm:col-span-2"
        />
        <CampNameField {...field} name="campName" label={t('auth.register.campName')} />
        <LocationField
          {...field}
          name="location"
          label={t('auth.register.location')}
          placeholder={t('auth.register.locationPlaceholder')}
        />
        <PhoneField {...field} name="phone" required={false} optional label={t('auth.register.phone')} />
        <WebsiteField
          {...field}
          name="website"
          label={t('auth.register.website')}
          placeholder={t('auth.register.websitePlaceholder')}
        />
        <Controller
          control={control}
          name="language"
          render={({ field: { onChange }, fieldState }) => (
            <LanguageField
              label={t('auth.register.language')}
              hint={t('auth.register.languageHint')}
              error={fieldState.error?.message}
              value={language}
              onChange={onChange}
              disabled={busy}
              className="sm:col-span-2"
            />
          )}
        />
        <Button type="submit" size="lg" className="w-full sm:col-span-2" loading={busy}>
          {busy ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
    </AuthCard>
  )
}
