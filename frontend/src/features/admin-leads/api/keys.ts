/** Query keys of the three lead lists. */
export const adminLeadKeys = {
  all: ['admin', 'leads'] as const,
  contact: (page: number) => ['admin', 'leads', 'contact', page] as const,
  newsletter: (page: number) => ['admin', 'leads', 'newsletter', page] as const,
  chat: (page: number) => ['admin', 'leads', 'chat', page] as const,
}
