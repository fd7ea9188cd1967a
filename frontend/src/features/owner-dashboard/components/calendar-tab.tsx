import { CalendarSync } from '@/features/availability/components/calendar-sync'
import { PackageCalendar } from '@/features/availability/components/package-calendar'
import { useOwnerPackages } from '@/features/listings/api/list-owner-packages'

/** The camp's availability: the calendar of each package, and its calendars in and out. */
export function CalendarTab() {
  const packages = useOwnerPackages()
  const list = (packages.data ?? []).map((p) => ({ id: p.id, name: p.name }))
  if (packages.isPending) return null
  return (
    <div className="space-y-8">
      <PackageCalendar scope="owner" packages={list} />
      <CalendarSync packages={list} />
    </div>
  )
}
