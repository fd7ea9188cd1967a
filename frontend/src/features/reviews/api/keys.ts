/** Query keys of the review form reached from an invitation e-mail. */
export const reviewKeys = {
  invitation: (token: string) => ['review-invitation', token] as const,
}
