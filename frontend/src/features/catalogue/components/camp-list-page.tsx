import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { SearchX } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { PageHeader } from '@/components/layout/page-shell'
import { Alert } from '@/components/ui/alert'
import { buttonClasses } from '@/components/ui/button'
import { PageSpinner, Spinner } from '@/components/ui/spinner'
import { LoadFailed } from '@/components/ui/load-failed'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta, type PageKey } from '@/lib/seo/use-page-meta'
import { cn } from '@/lib/ui/cn'
import { CAMPS_PAGE_SIZE } from '@/lib/config/public-site'
import { useCamps } from '../api/list-camps'
import { useOthersAfterFirst } from '../lib/photos-in-turn'
import { filtersFromSearch, hasFilters, pageFromSearch, searchOf, type CampFilters } from '../lib/filters'
import { useApiLanguage } from '@/i18n/api-language'
import { isApiError } from '@/api/errors'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { CampCard } from './camp-card'
import { Pagination } from './pagination'
import { SearchBar } from './search-bar'

export interface CampListPageProps {
  /** Filters fixed by a landing page (/imsouane-camps, /beginner-camps); URL parameters refine them. */
  preset?: CampFilters
  page: PageKey
  /** The page's own path (its pagination's links) */
  path: string
}

/** /surf-camps and its landing pages: search bar, heading with the server's count, cards, pagination. */
export function CampListPage({ preset, page: pageKey, path }: CampListPageProps) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  const lang = useApiLanguage()
  const [params] = useSearchParams()
  const urlFilters = filtersFromSearch(params)
  const filters = filtersFromSearch(params, preset)
  const page = pageFromSearch(params)
  const query = useCamps(filters, page, lang)
  const [othersShown, showOthers] = useOthersAfterFirst()
  const { fieldMessage } = useErrorMessages()
  usePageMeta(pageKey)
  // An arrival day the server does not take (a link kept from a day now past): say why, offer every date.
  const dayCode = isApiError(query.error) ? query.error.fields.availableOn : undefined

  useEffect(() => {
    if (query.error) console.error('Failed to load surf camps', query.error)
  }, [query.error])

  const filtered = hasFilters(filters)
  // A landing page as it is found (no further filter): its own heading and introduction.
  const isLanding = hasFilters(preset ?? {}) && !hasFilters(urlFilters)
  const heading = isLanding
    ? t(`pages.${pageKey}.title`)
    : filtered
      ? t('catalogue.list.resultsHeading')
      : t('catalogue.list.heading')
  const data = query.data
  // A filter or page change: the previous results stay on screen, dimmed and marked busy, until the new ones come.
  const searching = query.isPlaceholderData && query.isFetching
  const pageCount = data ? Math.max(1, Math.ceil(data.total / CAMPS_PAGE_SIZE)) : 1
  const here = lp(path)

  return (
    <>
      <PageHeader title={heading}>
        <p className="mt-3 max-w-2xl text-ocean-50/90" aria-live="polite" data-testid="result-count">
          {searching
            ? t('catalogue.list.searching')
            : isLanding
              ? t(`pages.${pageKey}.description`)
              : filtered && data
                ? t('catalogue.list.found', { count: data.total })
                : t('catalogue.list.intro')}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <SearchBar initial={filters} className="relative z-10 -mt-10" />
        <div className="mt-10" aria-busy={searching || undefined} data-testid="results">
          {searching ? (
            // Zero height and sticky: stays in sight over the dimmed cards without moving them.
            <div className="sticky top-24 z-10 flex h-0 justify-center" aria-hidden="true" data-testid="searching">
              <span className="mt-2 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-ocean-800 shadow-lg ring-1 ring-sand-200">
                <Spinner size="sm" decorative />
                {t('catalogue.list.searching')}
              </span>
            </div>
          ) : null}
          <div className={cn('transition-opacity', searching && 'pointer-events-none opacity-50')}>
            {query.isPending ? (
              <PageSpinner label={t('catalogue.list.loading')} />
            ) : dayCode && !data ? (
              <div className="mx-auto max-w-xl space-y-4 text-center" data-testid="day-refused">
                <Alert variant="error">{t('availability.filter.refused', { reason: fieldMessage(dayCode) })}</Alert>
                <Link
                  to={here + searchOf({ ...urlFilters, date: undefined })}
                  className={buttonClasses('outline', 'md')}
                >
                  {t('availability.filter.anyDay')}
                </Link>
              </div>
            ) : query.isError && !data ? (
              <LoadFailed
                message={t('catalogue.list.loadFailed')}
                retryLabel={t('catalogue.list.retry')}
                onRetry={query.refetch}
                className="mx-auto max-w-xl text-center"
              />
            ) : data && data.items.length === 0 ? (
              <div
                className="mx-auto flex max-w-xl flex-col items-center rounded-3xl border border-dashed border-sand-300 bg-white/70 px-6 py-12 text-center"
                data-testid="empty-state"
              >
                <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-ocean-50 text-ocean-700">
                  <SearchX className="h-6 w-6" aria-hidden="true" />
                </span>
                <h2 className="mt-4 text-xl font-semibold text-slate-900">{t('catalogue.list.emptyTitle')}</h2>
                <p className="mt-2 text-sm text-slate-600">{t('catalogue.list.emptyText')}</p>
                <Link to={lp(paths.surfCamps)} className={buttonClasses('primary', 'md', 'mt-6')}>
                  {t('catalogue.list.viewAll')}
                </Link>
              </div>
            ) : data ? (
              <>
                <h2 className="sr-only">{t('catalogue.list.packagesHeading')}</h2>
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {data.items.map((camp, index) => (
                    <li key={camp.id} className="flex">
                      <CampCard
                        camp={camp}
                        availableOn={filters.date}
                        eager={index === 0}
                        holdImage={index > 0 && !othersShown}
                        onImageSettled={index === 0 ? showOthers : undefined}
                      />
                    </li>
                  ))}
                </ul>
                <Pagination page={page} pageCount={pageCount} hrefOf={(p) => here + searchOf(urlFilters, p)} />
              </>
            ) : null}
          </div>
        </div>
      </div>
    </>
  )
}
