import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-6 w-6 border-2', lg: 'h-10 w-10 border-3' }

export interface SpinnerProps {
  size?: keyof typeof sizes
  label?: string
  /** Inside a button that already says what is happening. */
  decorative?: boolean
  className?: string
}

export function Spinner({ size = 'md', label, decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation()
  const ring = (
    <span
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
      aria-hidden="true"
    />
  )
  if (decorative) return ring
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {ring}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  )
}

/** Full-area spinner with a visible caption, used while a page or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-ocean-700"
      data-testid="page-spinner"
    >
      <span
        className="inline-block h-10 w-10 animate-spin rounded-full border-3 border-current border-r-transparent"
        aria-hidden="true"
      />
      <span className="text-sm text-slate-600">{label ?? t('common.loading')}</span>
    </div>
  )
}
