/** Query keys of the back office's CMS rows. */
export const adminContentKeys = {
  all: ['admin', 'content'] as const,
  list: () => ['admin', 'content', 'list'] as const,
}
