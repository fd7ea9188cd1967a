import { useId, useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { Field, Input } from '@/components/ui'
import { splitAmenities } from '../lib/camp-form'
import { ListEditor } from './list-editor'

export interface AmenitiesFieldProps {
  /** One comma-separated line (the back office's box, as the spec has it) instead of one entry at a time. */
  asText: boolean
  items: string[]
  onChange: (items: string[]) => void
  lang: string
  error?: string
  disabled: boolean
}

/** A camp's amenities: a list either way, typed one by one or as one line split on commas. */
export function AmenitiesField({ asText, items, onChange, lang, error, disabled }: AmenitiesFieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const [text, setText] = useState(() => items.join(', '))
  // The list changed from outside (a change of the listing's language, a reset): show it.
  const shown = splitAmenities(text).join('\n') === items.join('\n') ? text : items.join(', ')
  if (asText)
    return (
      <Field
        label={t('ownerDashboard.camp.amenities')}
        optional
        hint={t('adminCamps.fields.amenitiesHint')}
        error={error}
      >
        {(props) => (
          <Input
            {...props}
            lang={lang}
            value={shown}
            disabled={disabled}
            onChange={(event) => {
              setText(event.target.value)
              onChange(splitAmenities(event.target.value))
            }}
          />
        )}
      </Field>
    )
  return (
    <div>
      <ListEditor
        id={`${id}-amenities`}
        lang={lang}
        label={t('ownerDashboard.camp.amenities')}
        items={items}
        onChange={onChange}
        placeholder={t('ownerDashboard.camp.amenityPlaceholder')}
        addLabel={t('ownerDashboard.camp.addAmenity')}
        maxItems={40}
        disabled={disabled}
      />
      {error ? <p className="mt-1 text-sm font-medium text-red-700">{error}</p> : null}
    </div>
  )
}
