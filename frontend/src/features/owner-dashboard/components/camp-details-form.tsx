import { MapPin } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { OwnerCamp } from '@/api/types'
import { Button, useToast } from '@/components/ui'
import { formatPlace } from '@/lib/format'
import { useUpdateOwnerCamp } from '@/features/listings/api/update-owner-camp'
import { CampForm } from '@/features/listings/components/camp-form'
import { SectionHeading } from '@/components/layout/section-heading'

/** The owner's Camp tab: the listings' camp form with what the server lets an owner set (the location stays with the team). */
export function CampDetailsForm({ camp }: { camp: OwnerCamp }) {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const update = useUpdateOwnerCamp()
  const notify = (ok: boolean) =>
    toast({
      title: t(ok ? 'ownerDashboard.toast.success' : 'ownerDashboard.toast.error'),
      description: t(ok ? 'ownerDashboard.toast.campUpdated' : 'ownerDashboard.toast.campUpdateFailed'),
      variant: ok ? 'success' : 'destructive',
    })
  return (
    <section
      className="rounded-3xl border border-sand-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="camp-details-heading"
    >
      <SectionHeading
        id="camp-details-heading"
        title={t('ownerDashboard.camp.heading')}
        subtitle={t('ownerDashboard.camp.subheading')}
      >
        <p
          className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
          title={t('ownerDashboard.camp.notEditable')}
        >
          <MapPin className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{t('ownerDashboard.camp.location')}: </span>
          {formatPlace(camp.locationKey, i18n.language)}
        </p>
      </SectionHeading>
      <CampForm
        camp={camp}
        writable={camp.writable ?? { camp: [] }}
        area="partner"
        layout="page"
        save={(body) => update.mutateAsync(body)}
        onSaved={() => notify(true)}
        onFailed={() => notify(false)}
        buttons={({ busy, dirty, uploading, reset }) => (
          <>
            <Button variant="ghost" disabled={!dirty || busy || uploading} onClick={reset}>
              {t('ownerDashboard.camp.reset')}
            </Button>
            <Button type="submit" loading={busy} disabled={!dirty || uploading}>
              {busy ? t('ownerDashboard.camp.saving') : t('ownerDashboard.camp.save')}
            </Button>
          </>
        )}
      />
    </section>
  )
}
