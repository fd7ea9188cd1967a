import { useTranslation } from '@/i18n/react'
import { Field, Select } from '@/components/ui'

export type ActiveStatus = 'active' | 'inactive'

/** The Active / Inactive choice of a camp or package form. */
export function ActiveStatusField({ label, value, onChange }: { label: string; value: ActiveStatus; onChange: (status: ActiveStatus) => void }) {
  const { t } = useTranslation()
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} value={value} onChange={(e) => onChange(e.target.value as ActiveStatus)}>
          <option value="active">{t('adminCommon.active')}</option>
          <option value="inactive">{t('adminCommon.inactive')}</option>
        </Select>
      )}
    </Field>
  )
}
