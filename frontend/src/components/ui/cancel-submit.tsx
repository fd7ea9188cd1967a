import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'
import { Button } from './button'

/** How a form ends: Cancel, then its submit button (`form`: the form's id, for buttons outside it, as in a
 * dialog's footer). Both wait while the form is `pending`; `row` (or `className`) puts them in a row of their own,
 * at the end of a form. */
export function CancelSubmit({
  cancelLabel,
  submitLabel,
  onCancel,
  pending,
  form,
  submitDisabled,
  destructive = false,
  row = false,
  className,
}: {
  cancelLabel?: string
  submitLabel: string
  onCancel: () => void
  pending: boolean
  form?: string
  submitDisabled?: boolean
  destructive?: boolean
  row?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  const buttons = (
    <>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button
        type="submit"
        form={form}
        variant={destructive ? 'destructive' : 'primary'}
        loading={pending}
        disabled={submitDisabled}
      >
        {submitLabel}
      </Button>
    </>
  )
  if (!row && !className) return buttons
  return <div className={cn(row && 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{buttons}</div>
}
