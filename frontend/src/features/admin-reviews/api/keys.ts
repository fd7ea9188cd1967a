/** Query keys of the back office's review moderation. */
export const adminReviewKeys = {
  all: ['admin', 'reviews'] as const,
  page: (page: number) => ['admin', 'reviews', 'list', page] as const,
}
