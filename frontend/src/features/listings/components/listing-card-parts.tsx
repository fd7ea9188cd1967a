import type { ReactNode } from 'react'
import { ImageOff, Pencil, Star, Trash2 } from 'lucide-react'
import { ActionButton } from '@/components/data-table'
import { Badge } from '@/components/ui'
import { cn } from '@/lib/ui/cn'

// The pieces of a camp's or package's card that the owner's packages and the back office's camps share.

/** The listing's photo, or a placeholder saying there is none; `children` are the badges laid over it. */
export function ListingCardImage({
  src,
  noImage,
  aspect,
  children,
}: {
  src: string | null
  noImage: string
  aspect: string
  children?: ReactNode
}) {
  return (
    <div className={cn('relative bg-slate-100', aspect)}>
      {src ? (
        <img src={src} alt="" className="h-full w-full object-cover" loading="lazy" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-1 text-slate-400">
          <ImageOff className="h-8 w-8" aria-hidden="true" />
          <span className="text-xs">{noImage}</span>
        </div>
      )}
      {children}
    </div>
  )
}

/** "Featured": the home page shows this listing. */
export function FeaturedBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge variant="accent" className={className}>
      <Star className="h-3 w-3" aria-hidden="true" />
      {label}
    </Badge>
  )
}

/** Edit and Delete of a listing's card, each named after the listing for screen readers. */
export function EditDeleteButtons({
  onEdit,
  onDelete,
  texts,
  label,
  className,
}: {
  onEdit: () => void
  onDelete: () => void
  texts: { edit: string; delete: string }
  /** A button's accessible name from its words, naming the listing ("Edit: Ocean Camp"). */
  label: (action: string) => string
  className?: string
}) {
  return (
    <>
      <ActionButton icon={Pencil} onClick={onEdit} label={label(texts.edit)} className={className}>
        {texts.edit}
      </ActionButton>
      <ActionButton
        icon={Trash2}
        variant="ghost"
        onClick={onDelete}
        label={label(texts.delete)}
        className={cn(className, 'text-red-700 hover:bg-red-50')}
      >
        {texts.delete}
      </ActionButton>
    </>
  )
}
