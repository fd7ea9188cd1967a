export const availabilityKeys = {
  all: ['availability'] as const,
  starts: (packageId: number, from: string, to: string, days: number, people: number) =>
    [...availabilityKeys.all, 'starts', packageId, from, to, days, people] as const,
  calendars: () => [...availabilityKeys.all, 'calendar'] as const,
  calendar: (scope: 'owner' | 'admin', packageId: number, from: string, to: string) =>
    [...availabilityKeys.calendars(), scope, packageId, from, to] as const,
  waitlistConfirmation: (token: string) => [...availabilityKeys.all, 'waitlist-confirmation', token] as const,
}
