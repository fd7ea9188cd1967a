import { Link } from 'react-router'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui/button'
import { cn } from '@/lib/ui/cn'

/** Page links around the current page; `hrefOf(page)` builds each URL. */
export function Pagination({
  page,
  pageCount,
  hrefOf,
}: {
  page: number
  pageCount: number
  hrefOf: (page: number) => string
}) {
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || p === pageCount || Math.abs(p - page) <= 1,
  )
  const step = (target: number, label: string, icon: React.ReactNode, disabled: boolean) =>
    disabled ? (
      <span
        className={buttonClasses('outline', 'sm', 'pointer-events-none border-slate-200 text-slate-500')}
        aria-hidden="true"
      >
        {icon}
        <span className="hidden sm:inline">{label}</span>
      </span>
    ) : (
      <Link to={hrefOf(target)} className={buttonClasses('outline', 'sm')} aria-label={label}>
        {icon}
        <span className="hidden sm:inline">{label}</span>
      </Link>
    )
  return (
    <nav aria-label={t('catalogue.list.pagination')} className="mt-10 flex items-center justify-center gap-2">
      {step(page - 1, t('catalogue.list.previous'), <ChevronLeft className="h-4 w-4" aria-hidden="true" />, page <= 1)}
      <ul className="flex items-center gap-1">
        {pages.map((p, index) => (
          <li key={p} className="flex items-center gap-1">
            {index > 0 && p - (pages[index - 1] ?? p) > 1 ? <span className="px-1 text-slate-400">…</span> : null}
            <Link
              to={hrefOf(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('catalogue.list.page', { page: p })}
              className={cn(
                'flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm font-semibold',
                p === page ? 'bg-ocean-700 text-white' : 'text-slate-700 hover:bg-ocean-50',
              )}
            >
              {p}
            </Link>
          </li>
        ))}
      </ul>
      {step(
        page + 1,
        t('catalogue.list.next'),
        <ChevronRight className="h-4 w-4" aria-hidden="true" />,
        page >= pageCount,
      )}
    </nav>
  )
}
