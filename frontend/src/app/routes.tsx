import { Navigate, type RouteObject } from 'react-router'
import { PublicLayout } from './layout/public-layout'
import {
  RedirectSignedInAdmin,
  RedirectSignedInOwner,
  RequireAdmin,
  RequireOwner,
  RequireSuperAdmin,
} from '@/features/auth/components/guards'
import { loadTexts, type TextPart } from '@/i18n'
import { DEFAULT_LANGUAGE } from '@/i18n/languages'
import { LanguageScope, PREFIXED_LANGUAGES } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { RootLayout } from './root-layout'
import { RouteError } from './route-error'

// Every screen is its own chunk: `lazy` keeps the first load small. Screens outside the public site
// also wait for their texts (partner area, back office), which the first load never carries.
type PageModule = { default: React.ComponentType }
const page = (load: () => Promise<PageModule>, ...texts: TextPart[]): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadTexts(...texts)])
    return { Component: module.default }
  },
})
const BACK_OFFICE: TextPart[] = ['admin', 'partner', 'content']

const content = (load: () => Promise<PageModule>) => page(load, 'content')

const notFound = page(() => import('@/features/content/pages/not-found-page'))

/** A landing page of the camp list (same chunk; the registry gives its texts and preset filter). */
const landing = (path: string): RouteObject => ({
  path,
  lazy: async () => {
    const { LandingCampsPage } = await import('@/features/catalogue/components/camp-list-routes')
    return { element: <LandingCampsPage path={path} /> }
  },
})

/** A path of the registry's `redirects`, which only leads to another page (the server answers it with a redirect). */
const redirect = (path: string): RouteObject => ({
  path,
  lazy: async () => {
    const { RedirectRoute } = await import('./redirect-route')
    return { element: <RedirectRoute from={path} /> }
  },
})

/**
 * Routes of the public site; mounted unprefixed (English) and under /fr and /de. The server answers only the
 * paths of the registry of public pages (backend/app/kit/public_site.json): add a new page there
 * too, with its texts' key (routes.test.ts fails until both agree).
 */
function publicRoutes(): RouteObject[] {
  return [
    { index: true, ...page(() => import('@/features/home/components/home-page')) },
    { path: 'surf-camps', ...page(() => import('@/features/catalogue/components/camp-list-routes')) },
    landing('taghazout-camps'),
    landing('tamraght-camps'),
    landing('imsouane-camps'),
    landing('agadir-camps'),
    landing('beginner-camps'),
    landing('surf-yoga-camps'),
    { path: 'packages/:id', ...page(() => import('@/features/catalogue/components/package-detail-page')) },
    { path: 'packages/:id/book', ...page(() => import('@/features/catalogue/components/package-booking-page')) },
    { path: 'packages/:id/:slug', ...page(() => import('@/features/catalogue/components/package-detail-page')) },
    { path: 'about', ...content(() => import('@/features/content/pages/about-page')) },
    { path: 'contact', ...content(() => import('@/features/content/pages/contact-page')) },
    { path: 'faq', ...content(() => import('@/features/content/pages/faq-page')) },
    { path: 'help', ...content(() => import('@/features/content/pages/help-page')) },
    { path: 'booking-help', ...content(() => import('@/features/content/pages/booking-help-page')) },
    { path: 'terms', ...content(() => import('@/features/content/pages/terms-page')) },
    { path: 'privacy', ...content(() => import('@/features/content/pages/privacy-page')) },
    {
      path: 'newsletter/unsubscribe',
      ...content(() => import('@/features/content/pages/newsletter-unsubscribe-page')),
    },
    { path: 'waitlist/confirm', ...page(() => import('@/features/availability/components/waitlist-confirm-page')) },
    { path: 'waitlist/stop', ...page(() => import('@/features/availability/components/waitlist-stop-page')) },
    { path: 'review', ...page(() => import('@/features/reviews/components/review-page')) },
    { path: 'my-booking', ...page(() => import('@/features/my-booking/components/my-booking-page')) },
    { path: 'blog', ...content(() => import('@/features/blog/components/blog-index-page')) },
    { path: 'blog/:slug', ...content(() => import('@/features/blog/components/blog-post-page')) },
    { path: 'join-partner', ...page(() => import('@/features/partners/components/partner-page'), 'partner') },
    { path: 'partner-signup', ...page(() => import('@/features/partners/components/partner-signup-page'), 'partner') },
    redirect('pricing'),
    redirect('careers'),
    redirect('press'),
    redirect('register-camp'),
    // The featured package's old address: its page once the package is known.
    { path: 'surf-coaching-package', ...page(() => import('@/features/catalogue/components/coaching-package-page')) },
    {
      element: <RedirectSignedInOwner />,
      children: [
        { path: 'camp-owner/login', ...page(() => import('@/features/auth/components/owner-login-page')) },
        { path: 'camp-owner/register', ...page(() => import('@/features/partners/components/register-page')) },
      ],
    },
    { path: 'confirm-email', ...page(() => import('@/features/auth/components/confirm-email-page')) },
    { path: 'forgot-password', ...page(() => import('@/features/auth/components/forgot-password-page')) },
    { path: 'reset-password', ...page(() => import('@/features/auth/components/reset-password-page')) },
    { path: '*', ...notFound },
  ]
}

const adminRoutes: RouteObject = {
  path: 'admin',
  children: [
    { index: true, element: <Navigate to={paths.adminDashboard} replace /> },
    {
      path: 'login',
      element: <RedirectSignedInAdmin />,
      children: [{ index: true, ...page(() => import('@/features/auth/components/admin-login-page')) }],
    },
    {
      lazy: async () => {
        const [{ AdminLayout }] = await Promise.all([import('./layout/admin-layout'), loadTexts(...BACK_OFFICE)])
        return {
          element: (
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          ),
        }
      },
      children: [
        { path: 'dashboard', ...page(() => import('@/features/admin-dashboard/components/admin-dashboard-page')) },
        { path: 'bookings', ...page(() => import('@/features/admin-bookings/components/bookings-page')) },
        { path: 'camps', ...page(() => import('@/features/admin-camps/components/camps-page')) },
        { path: 'camps/calendar', ...page(() => import('@/features/admin-camps/components/camp-calendar-page')) },
        {
          path: 'camps/:campId/preview/:packageId',
          ...page(() => import('@/features/admin-camps/components/package-preview-page')),
        },
        { path: 'packages', ...page(() => import('@/features/admin-packages/components/packages-page')) },
        { path: 'analytics', ...page(() => import('@/features/admin-analytics/components/analytics-page')) },
        { path: 'content', ...page(() => import('@/features/admin-content/components/content-page')) },
        {
          path: 'users',
          element: <RequireSuperAdmin />,
          children: [{ index: true, ...page(() => import('@/features/admin-users/components/users-page')) }],
        },
        { path: 'submissions', ...page(() => import('@/features/admin-submissions/components/submissions-page')) },
        { path: 'contact-messages', ...page(() => import('@/features/admin-leads/components/contact-messages-page')) },
        { path: 'newsletter-subscribers', ...page(() => import('@/features/admin-leads/components/subscribers-page')) },
        { path: 'chat-leads', ...page(() => import('@/features/admin-leads/components/chat-leads-page')) },
        { path: 'reviews', ...page(() => import('@/features/admin-reviews/components/reviews-page')) },
        { path: 'statements', ...page(() => import('@/features/admin-statements/components/statements-page')) },
        {
          path: 'audit-log',
          element: <RequireSuperAdmin />,
          children: [{ index: true, ...page(() => import('@/features/admin-audit/components/audit-log-page')) }],
        },
        { path: '*', ...notFound },
      ],
    },
  ],
}

const ownerRoutes: RouteObject = {
  path: 'camp-owner',
  lazy: async () => {
    const [{ OwnerLayout }] = await Promise.all([import('./layout/owner-layout'), loadTexts(...BACK_OFFICE)])
    return {
      element: (
        <RequireOwner>
          <OwnerLayout />
        </RequireOwner>
      ),
    }
  },
  children: [{ index: true, ...page(() => import('@/features/owner-dashboard/components/owner-dashboard-page')) }],
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Nothing to show while the first route's chunks load (the server's HTML has the page head).
    HydrateFallback: () => null,
    children: [
      ...PREFIXED_LANGUAGES.map((language): RouteObject => ({
        path: language,
        element: <LanguageScope language={language} />,
        children: [{ element: <PublicLayout />, children: publicRoutes() }],
      })),
      // The back office and the owner dashboard: no language in their URLs.
      { element: <LanguageScope language={null} />, children: [adminRoutes, ownerRoutes] },
      // An unprefixed public URL is English, whatever was read or chosen before.
      {
        element: <LanguageScope language={DEFAULT_LANGUAGE} />,
        children: [{ element: <PublicLayout />, children: publicRoutes() }],
      },
    ],
  },
]
