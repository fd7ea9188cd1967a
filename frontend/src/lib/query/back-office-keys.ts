/** The back office's screens whose figures every change moves, by the prefix of their query keys.
 * Whatever changes something refreshes them under these keys, domain features included (they import
 * no role folder); each screen's own keys (features/admin-…/api/keys.ts) start with its prefix. */
export const auditLogKey = ['admin', 'audit'] as const
export const analyticsKey = ['admin', 'analytics'] as const
export const adminCampsKey = ['admin', 'camps'] as const
export const dashboardKey = ['admin', 'dashboard'] as const
export const usersKey = ['admin', 'users'] as const
