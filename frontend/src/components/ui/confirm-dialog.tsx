import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import { Button } from './button'
import { Dialog } from './dialog'

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

/** "Are you sure…?" with Cancel and a confirm button; used before every delete, in the back office and the owner dashboard. */
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelLabel ?? t('adminCommon.cancel')}
          </Button>
          <Button variant={destructive ? 'destructive' : 'primary'} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="text-sm text-slate-800">{message}</p>
      {detail ? <p className="mt-2 text-sm text-slate-600">{detail}</p> : null}
    </Dialog>
  )
}
