import type { ReactNode } from 'react'
import { AlertCircle, CheckCircle2, Info, TriangleAlert } from 'lucide-react'
import { cn } from '@/lib/ui/cn'

const variants = {
  info: { box: 'border-ocean-200 bg-ocean-50 text-ocean-900', Icon: Info },
  success: { box: 'border-emerald-200 bg-emerald-50 text-emerald-900', Icon: CheckCircle2 },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: TriangleAlert },
  error: { box: 'border-red-200 bg-red-50 text-red-900', Icon: AlertCircle },
}

export interface AlertProps {
  variant?: keyof typeof variants
  title?: ReactNode
  children?: ReactNode
  className?: string
}

/** Inline message. Errors are announced immediately (role=alert), others politely. */
export function Alert({ variant = 'info', title, children, className }: AlertProps) {
  const { box, Icon } = variants[variant]
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', box, className)}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  )
}
