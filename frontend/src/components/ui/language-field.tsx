import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { Field } from './field'
import { Select } from './select'

/** The language a person writes in (an application, a registration): the site's languages, each by its own name. */
export function LanguageField({
  label,
  hint,
  error,
  value,
  onChange,
  disabled,
  className,
}: {
  label: ReactNode
  hint?: ReactNode
  error?: ReactNode
  value: Language
  onChange: (language: Language) => void
  disabled?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value as Language)}
          disabled={disabled}
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}
