import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'
import { useFocusTrap } from './use-focus-trap'

export interface DialogProps {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  className?: string
  /** Width from the small breakpoint up: md (default), lg for forms, xl for detail views. */
  size?: 'md' | 'lg' | 'xl'
  /** classes for the scrolling body (e.g. `pb-0` when the content ends in its own sticky bar) */
  bodyClassName?: string
}

const widths = { md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' }

/**
 * Modal dialog: traps focus, closes on Escape or backdrop click, gives focus back on close. Only the
 * body scrolls: the title with the close button and the footer stay in view however long the content.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  className,
  size = 'md',
  bodyClassName,
}: DialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const descriptionId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useFocusTrap(panel, open, { onEscape: onClose })

  if (!open) return null
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-0 sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-ocean-950/60 backdrop-blur-sm"
        aria-hidden="true"
        onClick={onClose}
        data-testid="dialog-backdrop"
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex max-h-[90dvh] w-full flex-col overflow-clip rounded-t-2xl bg-white shadow-xl sm:rounded-2xl',
          widths[size],
          className,
        )}
      >
        <div
          className="flex shrink-0 items-start justify-between gap-4 border-b border-slate-100 px-6 pt-5 pb-4"
          data-testid="dialog-header"
        >
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description ? (
              <p id={descriptionId} className="mt-1 text-sm text-slate-600">
                {description}
              </p>
            ) : null}
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-mr-1.5 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            aria-label={t('common.close')}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div
          className={cn('relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-5 pb-6', bodyClassName)}
          data-testid="dialog-body"
        >
          {children}
        </div>
        {footer ? (
          <div className="flex shrink-0 flex-col-reverse gap-2 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end">
            {footer}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
