import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'
import { isBlogCategory } from '../lib/blog'

const TONES = {
  /** On a post's photo (the blog index, a post's header). */
  solid: 'bg-sunset-500 px-3 py-1 text-white',
  /** In a line of text (the home page's teasers). */
  soft: 'bg-ocean-50 px-2 py-0.5 text-ocean-800',
} as const

/** A post's category in the reader's language, the same words on the blog and the home page. */
export function CategoryBadge({
  category,
  tone = 'solid',
  className,
}: {
  category: string
  tone?: keyof typeof TONES
  className?: string
}) {
  const { t } = useTranslation()
  // A category the site has no text for yet reads title-cased rather than as its code.
  const label = isBlogCategory(category) ? t(`blogCategories.${category}`) : titleCase(category)
  return <span className={cn('inline-flex rounded-full text-xs font-semibold', TONES[tone], className)}>{label}</span>
}

function titleCase(code: string): string {
  return code.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
}
