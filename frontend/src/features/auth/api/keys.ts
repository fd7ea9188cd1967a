/** Query keys of the auth pages (only the e-mail confirmation is a query; the rest are mutations). */
export const authKeys = {
  confirmEmail: (token: string) => ['auth', 'confirm-email', token] as const,
}
