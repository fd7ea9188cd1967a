import { dashboardKey } from '@/lib/query/back-office-keys'

/** Query keys of the back-office dashboard (counts of everything). */
export const adminDashboardKeys = {
  all: dashboardKey,
}
