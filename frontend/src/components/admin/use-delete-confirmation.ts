import { useState } from 'react'
import { useAdminToast } from './use-admin-toast'

interface DeleteMutation {
  mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void
  isPending: boolean
}

interface DeleteTexts {
  /** The success toast. */
  deleted: string
  /** The failure toast for this error. */
  failed: (error: unknown) => string
  /** Close the confirmation after this failure too (asking again would not change the answer). */
  closeOn?: (error: unknown) => boolean
}

/**
 * The back office's delete flow: ask with `ask(row)`, confirm in the `ConfirmDialog` given `dialog`,
 * then a success toast and the dialog closes, or a failure toast and it stays (unless `closeOn`).
 */
export function useDeleteConfirmation<T extends { id: number }>(remove: DeleteMutation, texts: DeleteTexts) {
  const toast = useAdminToast()
  const [target, setTarget] = useState<T | null>(null)

  function onConfirm() {
    if (!target) return
    remove.mutate(target.id, {
      onSuccess: () => {
        toast.success(texts.deleted)
        setTarget(null)
      },
      onError: (error) => {
        toast.failure(texts.failed(error))
        if (texts.closeOn?.(error)) setTarget(null)
      },
    })
  }

  return {
    target,
    ask: setTarget,
    dialog: { open: target !== null, onConfirm, onClose: () => setTarget(null), pending: remove.isPending },
  }
}
