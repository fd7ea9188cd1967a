import { useId, type LabelHTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'

export function Label({ className, htmlFor, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label htmlFor={htmlFor} className={cn('block text-sm font-medium text-slate-800', className)} {...props} />
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  )
}

/** Props a field hands to its control so label, hint and error are wired for assistive tech. */
export interface ControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  required?: boolean
}

export interface FieldProps {
  label: ReactNode
  error?: ReactNode
  hint?: ReactNode
  required?: boolean
  optional?: boolean
  className?: string
  children: (control: ControlProps) => ReactNode
}

export function Field({ label, error, hint, required, optional, className, children }: FieldProps) {
  const { t } = useTranslation()
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        ) : null}
        {optional ? <span className="ml-1 text-xs font-normal text-slate-500">({t('common.optional')})</span> : null}
      </Label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, required })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}

export const controlClasses =
  'block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 ' +
  'focus:border-ocean-500 focus:outline-none focus:ring-3 focus:ring-ocean-500/30 disabled:cursor-not-allowed disabled:bg-slate-100 ' +
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/30 sm:text-sm'
