/** Query keys of the back office's camps. */
export const adminCampKeys = {
  all: ['admin', 'camps'] as const,
  list: () => ['admin', 'camps', 'list'] as const,
}
