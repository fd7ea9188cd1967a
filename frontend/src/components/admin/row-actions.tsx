import { Pencil, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui'

/** The pencil and bin of a table row; the labels name the row for screen readers. */
export function RowActions({
  onEdit,
  editLabel,
  onDelete,
  deleteLabel,
}: {
  onEdit: () => void
  editLabel: string
  onDelete: () => void
  deleteLabel: string
}) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={onEdit} aria-label={editLabel} className="h-8 w-8">
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        aria-label={deleteLabel}
        className="h-8 w-8 text-red-700 hover:bg-red-50"
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </div>
  )
}
