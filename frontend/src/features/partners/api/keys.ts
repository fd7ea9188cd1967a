/** Query keys of the camp submissions waiting for review. */
export const adminSubmissionKeys = {
  all: ['admin', 'submissions'] as const,
  list: () => ['admin', 'submissions', 'list'] as const,
}
