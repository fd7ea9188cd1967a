import { Link, useSearchParams } from 'react-router'
import { ArrowLeft } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { EmptyState, AdminScreen, Panel } from '@/components/admin/page-header'
import { useLoadFailedToast } from '@/components/admin/use-admin-toast'
import { Field, Select, Spinner, buttonClasses } from '@/components/ui'
import { CalendarSync } from '@/features/availability/components/calendar-sync'
import { PackageCalendar } from '@/features/availability/components/package-calendar'
import { useAdminPackages } from '@/features/listings/api/list-packages'
import { paths } from '@/lib/config/paths'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { useAdminCamps } from '@/features/listings/api/list-camps'

/**
 * Any camp's availability for the team: the owner's Calendar tab (days, places and rules of each
 * package, calendars imported and exported) for the camp picked here, kept in the URL (?camp=12).
 */
export default function AdminCampCalendarPage() {
  const { t } = useTranslation()
  usePageMeta('adminCampCalendar')
  const [params, setParams] = useSearchParams()
  const camps = useAdminCamps()
  const packages = useAdminPackages()
  useLoadFailedToast(camps.isError || packages.isError, t('adminCampCalendar.fetchFailed'))
  const asked = Number(params.get('camp'))
  const campId = camps.data?.some((camp) => camp.id === asked) ? asked : (camps.data?.[0]?.id ?? null)
  const list = (packages.data ?? []).filter((p) => p.campId === campId).map((p) => ({ id: p.id, name: p.name }))

  const back = (
    <Link to={paths.adminCamps} className={buttonClasses('outline', 'md')}>
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {t('adminCampCalendar.back')}
    </Link>
  )
  return (
    <AdminScreen title={t('adminCampCalendar.heading')} description={t('adminCampCalendar.subheading')} actions={back}>
      {camps.isPending || packages.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner />
        </div>
      ) : campId === null ? (
        <Panel>
          <EmptyState>{t('adminCampCalendar.noCamps')}</EmptyState>
        </Panel>
      ) : (
        <>
          <div className="max-w-sm">
            <Field label={t('adminCampCalendar.camp')}>
              {(control) => (
                <Select
                  {...control}
                  value={String(campId)}
                  onChange={(event) => setParams({ camp: event.target.value }, { replace: true })}
                  options={(camps.data ?? []).map((camp) => ({ value: camp.id, label: camp.name }))}
                />
              )}
            </Field>
          </div>
          {list.length === 0 ? (
            <Panel>
              <EmptyState>{t('adminCampCalendar.noPackages')}</EmptyState>
            </Panel>
          ) : (
            // A new camp starts again on its first package.
            <div key={campId} className="space-y-8">
              <PackageCalendar scope="admin" packages={list} />
              <CalendarSync packages={list} who={{ scope: 'admin', campId }} />
            </div>
          )}
        </>
      )}
    </AdminScreen>
  )
}
