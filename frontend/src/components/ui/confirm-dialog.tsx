import type { ReactNode } from 'react'
import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { useTranslation } from '@/i18n/react'
import { Button } from './button'
import { footerClasses, headerClasses, overlayClasses, panelClasses, titleClasses } from './dialog'
import { useOpener } from './use-opener'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  message: ReactNode
  detail?: ReactNode
  confirmLabel: ReactNode
  /** The back office's "Cancel" unless given (the partner area has its own texts). */
  cancelLabel?: ReactNode
  onConfirm: () => void
  onClose: () => void
  pending?: boolean
  destructive?: boolean
}

/**
 * "Are you sure…?" with Cancel and a confirm button (Radix AlertDialog); used before every delete, in
 * the back office and the owner dashboard. Focus starts on Cancel, Escape cancels, a click beside it
 * does nothing, and focus goes back to what opened it. While the step runs it stays open.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  detail,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onClose,
  pending = false,
  destructive = true,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
  const opener = useOpener(open)
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose()
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={overlayClasses}>
          <AlertDialog.Content aria-modal="true" className={panelClasses('md')} onCloseAutoFocus={opener.giveBack}>
            <div className={headerClasses}>
              <AlertDialog.Title className={titleClasses}>{title}</AlertDialog.Title>
            </div>
            <AlertDialog.Description asChild>
              <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-6 pt-5 pb-6">
                <p className="text-sm text-slate-800">{message}</p>
                {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
              </div>
            </AlertDialog.Description>
            <div className={footerClasses}>
              <AlertDialog.Cancel asChild>
                <Button variant="outline" disabled={pending}>
                  {cancelLabel ?? t('adminCommon.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} loading={pending}>
                {confirmLabel}
              </Button>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Overlay>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
