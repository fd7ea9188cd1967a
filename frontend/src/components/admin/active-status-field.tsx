import { useTranslation } from '@/i18n/react'
import { listingStatusValues } from '@/api/enums'
import { Field, Select } from '@/components/ui'

export type ActiveStatus = (typeof listingStatusValues)[number]

/** The Active / Inactive choice of a camp or package form. */
export function ActiveStatusField({
  label,
  value,
  onChange,
}: {
  label: string
  value: ActiveStatus
  onChange: (status: ActiveStatus) => void
}) {
  const { t } = useTranslation()
  return (
    <Field label={label}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(e) => onChange(listingStatusValues.find((status) => status === e.target.value) ?? 'active')}
          options={listingStatusValues.map((status) => ({ value: status, label: t(`adminCommon.${status}`) }))}
        />
      )}
    </Field>
  )
}
