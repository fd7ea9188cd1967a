/** Query keys of the traveller's "My booking" page: one booking per link token (and reading language). */
export const myBookingKeys = {
  all: ['my-booking'] as const,
  booking: (token: string, lang: string) => ['my-booking', token, lang] as const,
}
