import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button } from '@/components/ui'
import { formatNumber } from '@/lib/format'

/**
 * Previous / next for a server-paginated list, with "21–40 of 1,234", or "1–25 of more than 1,000"
 * when the server counted the list only up to a bound (`totalExact` false: there are more rows).
 */
export function Pager({
  page,
  pageSize,
  total,
  totalExact = true,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  totalExact?: boolean
  onPage: (page: number) => void
}) {
  const { t, i18n } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (totalExact && total <= pageSize && page === 1) return null
  const lang = i18n.language
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  const pageOf = totalExact ? 'adminCommon.pageOf' : 'adminCommon.pageOfMore'
  return (
    <nav
      aria-label={t(pageOf, { page, pages })}
      className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <span>
        {t(totalExact ? 'adminCommon.showing' : 'adminCommon.showingMore', {
          from: formatNumber(from, lang),
          to: formatNumber(to, lang),
          total: formatNumber(total, lang),
        })}
      </span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('adminCommon.previous')}</span>
          <span className="sr-only sm:hidden">{t('adminCommon.previous')}</span>
        </Button>
        <span className="tabular-nums">
          {t(pageOf, { page: formatNumber(page, lang), pages: formatNumber(pages, lang) })}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={totalExact && page >= pages}>
          <span className="hidden sm:inline">{t('adminCommon.next')}</span>
          <span className="sr-only sm:hidden">{t('adminCommon.next')}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
