/**
 * Every route of the app in one place; links use these instead of string literals. Each page has one
 * address: an alias of the registry's `redirects` (/pricing, /careers, ...) is never linked to.
 */
export const paths = {
  home: '/',
  surfCamps: '/surf-camps',
  taghazoutCamps: '/taghazout-camps',
  tamraghtCamps: '/tamraght-camps',
  imsouaneCamps: '/imsouane-camps',
  agadirCamps: '/agadir-camps',
  beginnerCamps: '/beginner-camps',
  surfYogaCamps: '/surf-yoga-camps',
  about: '/about',
  careers: '/about#careers',
  press: '/about#press',
  contact: '/contact',
  faq: '/faq',
  help: '/help',
  bookingHelp: '/booking-help',
  terms: '/terms',
  privacy: '/privacy',
  blog: '/blog',
  joinPartner: '/join-partner',
  pricing: '/join-partner#pricing',
  partnerSignup: '/partner-signup',
  ownerLogin: '/camp-owner/login',
  ownerRegister: '/camp-owner/register',
  ownerDashboard: '/camp-owner',
  /** The dashboard's Statements tab, where the owner's plan panel is (subscribe, cancel, invoices). */
  ownerPlan: '/camp-owner?tab=statements',
  confirmEmail: '/confirm-email',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  adminLogin: '/admin/login',
  admin: '/admin',
  adminDashboard: '/admin/dashboard',
  adminBookings: '/admin/bookings',
  adminCamps: '/admin/camps',
  adminCampCalendar: '/admin/camps/calendar',
  adminPackages: '/admin/packages',
  adminAnalytics: '/admin/analytics',
  adminContent: '/admin/content',
  adminUsers: '/admin/users',
  adminSubmissions: '/admin/submissions',
  adminContactMessages: '/admin/contact-messages',
  adminNewsletter: '/admin/newsletter-subscribers',
  adminChatLeads: '/admin/chat-leads',
  adminAuditLog: '/admin/audit-log',
  adminReviews: '/admin/reviews',
  adminStatements: '/admin/statements',
} as const

/**
 * The camp list's landing pages (the registry's pages with a one-filter preset), as keys of `paths`
 * and of the pages' texts: the footer, the home page and the navigation link to them.
 */
export const landingPages = [
  'taghazoutCamps',
  'tamraghtCamps',
  'imsouaneCamps',
  'agadirCamps',
  'beginnerCamps',
  'surfYogaCamps',
] as const

export const packagePath = (id: string | number, slug?: string) =>
  slug ? `/packages/${id}/${slug}` : `/packages/${id}`

/** A stay a link names for the booking form: arrival day (YYYY-MM-DD), length and group, each optional. */
export interface StayChoice {
  start?: string
  days?: number
  people?: number
}

/**
 * The booking form of package `id` on `stay`: /packages/12/book?start=2027-01-10&days=7&people=2. With the
 * script it is the package's page with the booking dialog open; without, a page of its own with the form
 * (features/catalogue/components/package-booking-page.tsx), which posts to the server. The stay's query is
 * the one format of such links: the waitlist e-mail and the assistant's suggestions write it too
 * (backend/app/kit/public_site.py `package_booking_path`), and the form reads it (features/booking/lib/prefill.ts).
 * Older links to the package's page with #booking still open the dialog (package-view.tsx).
 */
export function packageBookingPath(id: string | number, stay: StayChoice = {}): string {
  const query = new URLSearchParams()
  if (stay.start) query.set('start', stay.start)
  if (stay.days) query.set('days', String(stay.days))
  if (stay.people) query.set('people', String(stay.people))
  const search = query.toString()
  return `${packagePath(id)}/book${search ? `?${search}` : ''}`
}

export const adminPackagePreviewPath = (campId: number, packageId: number) =>
  `/admin/camps/${campId}/preview/${packageId}`
export const blogPostPath = (slug: string) => `/blog/${slug}`
