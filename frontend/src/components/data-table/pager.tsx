import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button } from '@/components/ui'

/** Previous / next for a server-paginated list, with "21–40 of 1,234". */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}) {
  const { t, i18n } = useTranslation()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (total <= pageSize && page === 1) return null
  const number = new Intl.NumberFormat(i18n.language)
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <nav
      aria-label={t('adminCommon.pageOf', { page, pages })}
      className="flex items-center justify-between gap-3 border-t border-slate-100 px-4 py-3 text-sm text-slate-600"
    >
      <span>
        {t('adminCommon.showing', { from: number.format(from), to: number.format(to), total: number.format(total) })}
      </span>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('adminCommon.previous')}</span>
          <span className="sr-only sm:hidden">{t('adminCommon.previous')}</span>
        </Button>
        <span className="tabular-nums">
          {t('adminCommon.pageOf', { page: number.format(page), pages: number.format(pages) })}
        </span>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages}>
          <span className="hidden sm:inline">{t('adminCommon.next')}</span>
          <span className="sr-only sm:hidden">{t('adminCommon.next')}</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
