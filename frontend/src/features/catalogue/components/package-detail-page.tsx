import { useEffect } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { SearchX } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import { Button, buttonClasses } from '@/components/ui/button'
import { PageSpinner } from '@/components/ui/spinner'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useApiLanguage } from '@/i18n/api-language'
import { usePackage } from '../api/get-package'
import { PackageView } from './package-view'
import type { PackageDetail } from '@/api/types'

/** /packages/:id and /packages/:id/:slug (the id may also be a slug). */
export default function PackageDetailRoute() {
  const { id } = useParams()
  return <PackageDetailPage packageRef={id} />
}

export function PackageDetailPage({ packageRef }: { packageRef: string | undefined }) {
  const { t } = useTranslation()
  const lang = useApiLanguage()
  const query = usePackage(packageRef, lang)
  const pkg = query.data
  usePageMeta('packageDetail', pkg ? packageMeta(pkg) : undefined)

  useEffect(() => {
    if (query.error && !(isApiError(query.error) && query.error.status === 404))
      console.error('Failed to fetch package details', query.error)
  }, [query.error])

  if (!packageRef) return <PackageNotFound message={t('packageDetail.noId')} />
  if (query.isPending) return <PageSpinner label={t('packageDetail.loading')} />
  if (query.isError || !pkg) {
    const missing = isApiError(query.error) && query.error.status === 404
    return (
      <PackageNotFound
        message={missing ? t('packageDetail.notFound') : t('packageDetail.fetchFailed')}
        detail={missing ? t('packageDetail.notFoundText') : undefined}
      />
    )
  }
  return <PackageView key={pkg.id} pkg={pkg} />
}

/** The title and description the server's head gives the page (backend/app/seo/service.py `_package`). */
function packageMeta(pkg: PackageDetail): { title: string; description: string } {
  return {
    title: `${pkg.name} – ${pkg.camp.name}`,
    // The first 160 characters (not UTF-16 units) of the description, as the server cuts it.
    description:
      pkg.shortDescription ||
      Array.from(pkg.description ?? '')
        .slice(0, 160)
        .join(''),
  }
}

function PackageNotFound({ message, detail }: { message: string; detail?: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lp = useLocalizedPath()
  const goBack = () => {
    // Back in the history when the visitor came from a page of ours, else to the camp list.
    if (window.history.length > 1 && (window.history.state as { idx?: number } | null)?.idx) navigate(-1)
    else navigate(lp(paths.surfCamps))
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="package-not-found">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-sand-100 text-sunset-600">
        <SearchX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-slate-900">{t('packageDetail.notFoundTitle')}</h1>
      <p className="mt-3 font-semibold text-slate-800">{message}</p>
      {detail ? <p className="mt-1 text-slate-600">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={goBack}>
          {t('packageDetail.goBack')}
        </Button>
        <Link to={lp(paths.surfCamps)} className={buttonClasses('outline', 'md')}>
          {t('packageDetail.browseCamps')}
        </Link>
      </div>
    </div>
  )
}
