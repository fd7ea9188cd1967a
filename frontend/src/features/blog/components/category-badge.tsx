import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'
import { isBlogCategory } from '../lib/blog'

export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  const { t } = useTranslation()
  const label = isBlogCategory(category) ? t(`blog.categories.${category}`) : category
  return (
    <span
      className={cn('inline-flex rounded-full bg-sunset-500 px-3 py-1 text-xs font-semibold text-white', className)}
    >
      {label}
    </span>
  )
}
