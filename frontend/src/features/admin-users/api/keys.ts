/** Query keys of the back office's users (the list comes with its summary and the owners waiting). */
export const adminUserKeys = {
  all: ['admin', 'users'] as const,
  list: () => ['admin', 'users', 'list'] as const,
}
