/** Query keys of the back office's packages. */
export const adminPackageKeys = {
  all: ['admin', 'packages'] as const,
  list: () => ['admin', 'packages', 'list'] as const,
}
