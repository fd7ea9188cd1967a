import type { Ref } from 'react'
import { Star } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'

/** Five radio buttons drawn as stars: arrow keys move between them, each has a spoken label. */
export function StarRatingInput({
  value,
  onChange,
  disabled,
  describedBy,
  ref,
}: {
  value: number
  onChange: (rating: number) => void
  disabled?: boolean
  describedBy?: string
  /** The star that takes the focus (the one chosen, else the first): a form focuses the rating through it. */
  ref?: Ref<HTMLInputElement>
}) {
  const { t } = useTranslation()
  return (
    <div role="radiogroup" aria-label={t('review.ratingLabel')} aria-describedby={describedBy} className="flex gap-1">
      {[1, 2, 3, 4, 5].map((rating) => (
        <label
          key={rating}
          className={cn(
            'cursor-pointer rounded-md p-1 focus-within:ring-2 focus-within:ring-ocean-500',
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            ref={rating === Math.max(value, 1) ? ref : undefined}
            type="radio"
            name="rating"
            value={rating}
            checked={value === rating}
            disabled={disabled}
            onChange={() => onChange(rating)}
            className="sr-only"
            aria-label={t('review.stars', { count: rating })}
          />
          <Star
            aria-hidden="true"
            className={cn('h-9 w-9', rating <= value ? 'fill-amber-400 text-amber-400' : 'text-slate-300')}
          />
        </label>
      ))}
    </div>
  )
}
