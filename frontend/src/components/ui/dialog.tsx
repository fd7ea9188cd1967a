import type { ReactNode } from 'react'
import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'
import { focusAutofocus, useOpener } from './use-opener'

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

/** The dimmed layer under every modal; the panel sits inside it, at the bottom on phones and centred above. */
export const overlayClasses =
  'fixed inset-0 z-50 flex items-end justify-center bg-ocean-950/60 p-0 backdrop-blur-sm sm:items-center sm:p-4'

/** The white panel of a dialog: only its body scrolls. */
export function panelClasses(size: 'md' | 'lg' | 'xl', className?: string) {
  return cn(
    'relative flex max-h-[90dvh] w-full flex-col overflow-clip rounded-t-2xl bg-white shadow-xl focus:outline-none sm:rounded-2xl',
    widths[size],
    className,
  )
}

export const headerClasses = 'flex shrink-0 items-start justify-between gap-4 border-b border-slate-100 px-6 pt-5 pb-4'
export const titleClasses = 'text-lg font-semibold text-slate-900'
export const descriptionClasses = 'mt-1 text-sm text-slate-600'
export const footerClasses =
  'flex shrink-0 flex-col-reverse gap-2 border-t border-slate-100 px-6 py-4 sm:flex-row sm:justify-end'

/**
 * Modal dialog (Radix Dialog): focus moves in (to a `data-autofocus` element, else the first one
 * that takes focus) and stays inside, Escape, the × and a click beside the panel close it, the page
 * behind does not scroll, and focus goes back to what opened it. Only the body scrolls: the title with
 * the close button and the footer stay in view however long the content.
 */
/** A modal's root: open while `open`, every way of closing it (Escape, the overlay, a close button) calls `onClose`. */
export function ModalRoot({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose()
      }}
    >
      <RadixDialog.Portal>{children}</RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

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
  const opener = useOpener(open)
  return (
    <ModalRoot open={open} onClose={onClose}>
      <RadixDialog.Overlay className={overlayClasses} data-testid="dialog-backdrop">
        <RadixDialog.Content
          className={panelClasses(size, className)}
          onOpenAutoFocus={focusAutofocus}
          onCloseAutoFocus={opener.giveBack}
          aria-modal="true"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={headerClasses} data-testid="dialog-header">
            <div className="min-w-0">
              <RadixDialog.Title className={titleClasses}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={descriptionClasses}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="-mr-1.5 flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={t('common.close')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div
            className={cn('relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-5 pb-6', bodyClassName)}
            data-testid="dialog-body"
          >
            {children}
          </div>
          {footer ? <div className={footerClasses}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Overlay>
    </ModalRoot>
  )
}
