import type { FieldValues } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import {
  EmailField as AnyEmailField,
  SelectField,
  TextField,
  type TextFieldProps,
} from '@/components/forms/form-fields'
import { LOCATIONS, PASSWORD_MIN_LENGTH } from '../lib/signup-rules'

// The fields of signup-rules.ts as the partner application and the owner registration show them:
// each with its input type, autofill and length limit (the server's), the label being the form's.

type Preset = Omit<TextFieldProps<FieldValues>, 'control' | 'name' | 'label'>

function preset(input: Preset) {
  return function SignupField<V extends FieldValues>(props: TextFieldProps<V>) {
    return <TextField<V> required={!input.optional} {...input} {...props} />
  }
}

export const PersonNameField = preset({ autoComplete: 'name', maxLength: 200 })
export const CampNameField = preset({ autoComplete: 'organization', maxLength: 200 })
export const PhoneField = preset({ type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 50 })
export const WebsiteField = preset({
  type: 'url',
  inputMode: 'url',
  autoComplete: 'url',
  maxLength: 300,
  optional: true,
})
export const NewPasswordField = preset({ password: true, autoComplete: 'new-password', minLength: PASSWORD_MIN_LENGTH })

export function EmailField<V extends FieldValues>(props: TextFieldProps<V>) {
  const { t } = useTranslation()
  return <AnyEmailField<V> required placeholder={t('auth.emailPlaceholder')} {...props} />
}

/** Where the camp is: one of the site's places. */
export function LocationField<V extends FieldValues>(props: Omit<Parameters<typeof SelectField<V>>[0], 'options'>) {
  const { t } = useTranslation()
  const options = LOCATIONS.map((location) => ({ value: location, label: t(`auth.register.locations.${location}`) }))
  return <SelectField<V> required {...props} options={options} />
}
