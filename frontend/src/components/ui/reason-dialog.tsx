import { useId, type ReactNode } from 'react'
import { z } from '@/lib/forms/zod'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, requiredText, useZodForm } from '@/lib/forms/zod-form'
import { Button } from './button'
import { Dialog } from './dialog'
import { Field } from './field'
import { Textarea } from './textarea'

const reasonSchema = z.object({ reason: requiredText })

export interface ReasonDialogProps {
  title: ReactNode
  description?: ReactNode
  label: string
  placeholder?: string
  maxLength?: number
  cancelLabel: ReactNode
  confirmLabel: ReactNode
  /** The text for a field code: 'required' when the reason is empty, or the code the server sent. */
  errorText: (code: string) => string
  pending: boolean
  /** Sends the trimmed reason; when it rejects with a field error on `reason`, that shows on the field and the text stays. */
  onConfirm: (reason: string) => Promise<unknown>
  onClose: () => void
}

/**
 * A destructive step that needs a reason (cancel a booking, hide a review): one required text and a
 * confirm button. It opens with focus on the reason; the caller mounts it to open it and unmounts it to close.
 */
export function ReasonDialog({
  title,
  description,
  label,
  placeholder,
  maxLength,
  cancelLabel,
  confirmLabel,
  errorText,
  pending,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const formId = useId()
  const form = useZodForm(reasonSchema, { reason: '' })
  const errorOf = errorTextOf(form.formState.errors, errorText)

  async function confirm({ reason }: z.infer<typeof reasonSchema>) {
    try {
      await onConfirm(reason.trim())
    } catch (error) {
      setServerFieldErrors(error, form)
    }
  }

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onClose())}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button type="submit" form={formId} variant="destructive" loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={form.handleSubmit(confirm)}>
        <Field label={label} required error={errorOf('reason')}>
          {(props) => (
            <Textarea
              {...props}
              rows={3}
              maxLength={maxLength}
              placeholder={placeholder}
              {...form.register('reason')}
              disabled={pending}
              data-autofocus
            />
          )}
        </Field>
      </form>
    </Dialog>
  )
}
