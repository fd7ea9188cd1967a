/** Query keys of the back-office dashboard (counts of everything). */
export const adminDashboardKeys = {
  all: ['admin', 'dashboard'] as const,
}
