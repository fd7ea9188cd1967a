import { Star } from 'lucide-react'
import { cn } from '@/lib/ui/cn'

/** A rating out of five as stars, read out as `label` ("Rated 4 out of 5"). */
export function Stars({
  rating,
  label,
  large = false,
  className = 'text-amber-400',
}: {
  rating: number
  label: string
  large?: boolean
  className?: string
}) {
  const size = large ? 'h-5 w-5' : 'h-4 w-4'
  return (
    <span className={cn('flex gap-0.5', className)} role="img" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <Star key={i} className={cn(size, i < rating ? 'fill-current' : 'text-slate-300')} aria-hidden="true" />
      ))}
    </span>
  )
}
