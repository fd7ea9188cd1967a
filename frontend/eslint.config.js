import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

// Import boundaries (DESIGN.md, docs/architecture.md "Layers"): app/ composes everything; a feature
// uses components/, lib/, i18n/, api/ and only the modules another feature makes public (PUBLIC,
// below); a domain feature (listings, bookings, partners, catalogue, availability, ...) imports no
// role folder (admin-*, owner-dashboard): the role screens compose the domains, never the other way;
// components/ and lib/ know no feature; api/ (the generated client and its fetch wrapper) knows
// nothing of the app. No import cycles (import-x/no-cycle).
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const isRoleFolder = (feature) => feature.startsWith('admin-') || feature === 'owner-dashboard'
// What a feature offers the others, by module. A list rather than an index.ts: a barrel file makes
// each chunk that imports it also import everything it re-exports (the home page would load the
// search bar and the featured camps' query at once instead of below the fold).
const PUBLIC = {
  catalogue: [
    'api/get-featured-camps',
    'api/get-package',
    'components/amenity-chips',
    'components/camp-card', // the back office previews a pending camp as travellers will see it
    'components/package-view', // and each of its packages' pages
    'components/camp-image',
    'components/rating',
    'components/search-bar',
    'lib/labels',
  ],
  // The booking form's own page (/packages/:id/book without the script), the catalogue's route shows it.
  booking: ['components/booking-page'],
  reviews: ['components/review-text'],
  site: ['api/get-content'],
  blog: ['components/category-badge'],
  'admin-audit': ['api/list-audit-log', 'components/audit-entries'],
  availability: [
    'components/start-date-calendar',
    'components/date-unavailable-notice',
    'components/package-calendar',
    'components/calendar-sync',
    'components/next-available',
    'components/hold-notice', // the owner's and the back office's booking cards show a request's hold
  ],
  // The booking screens the owner dashboard and the back office compose (the traveller's page its thread).
  bookings: [
    'api/list-bookings',
    'api/get-booking',
    'api/get-booking-summary',
    'api/move-booking',
    'components/booking-card',
    'components/booking-columns',
    'components/booking-filters',
    'components/booking-summary-cards',
    'components/booking-details-dialog',
    'components/booking-status-dialog',
    'components/booking-thread',
    'components/export-button',
    'components/test-booking',
    'hooks/use-booking-list-params',
    'lib/status-badges', // My booking colours a status as the camp's and the team's screens do
  ],
  // Camps' people joining: the application, the owner registration and the team's review of an
  // application share its fields and rules; the back office's submissions page composes the review.
  partners: ['api/list-submissions', 'components/submission-review'],
  // Online payments the owner's statements tab composes (its plan panel, "Pay" and the invoice of a month,
  // whether online payment is on) and the pricing page's Pro buttons for a signed-in owner.
  payments: [
    'components/plan-panel',
    'components/pay-statement-button',
    'components/invoice-button',
    'components/pricing-subscribe',
    'api/owner-payments',
  ],
  statements: [
    'components/owner-statements-tab',
    'components/admin-statements-page', // features/admin-statements hands it the camps
    'components/commission-chart',
    'components/billing-effect-notice',
  ],
  // Camps and packages as owners and the back office edit them: one form each, the texts in three
  // languages and the image uploads (owner-dashboard, admin-camps and admin-packages compose them).
  listings: [
    'api/approve-camp',
    'api/delete-camp',
    'api/delete-package',
    'api/get-owner-camp',
    'api/list-camps',
    'api/list-owner-packages',
    'api/list-packages',
    'api/save-camp',
    'api/save-owner-package',
    'api/save-package',
    'api/update-owner-camp',
    'components/camp-form',
    'components/listing-card-parts',
    'components/package-form',
    'components/list-editor',
    'components/listing-texts/listing-texts-editor',
    'components/listing-texts/summary-line',
    'components/media/image-uploader',
    'components/media/use-upload-session',
    'lib/camp-form',
    'lib/listing-texts',
    'lib/package-form',
  ],
}
// Every feature's query keys (api/keys.ts) are public: a change invalidates exactly what it changed,
// also in the features that show it (saving a package refreshes the camps' package counts).
const PUBLIC_MODULES = [
  ...Object.entries(PUBLIC).flatMap(([feature, modules]) => modules.map((m) => `${feature}/${m}`)),
  ...FEATURES.map((feature) => `${feature}/api/keys`),
]
const APP = {
  group: ['@/app', '@/app/*'],
  message: 'Only the app composes: import what it uses from a feature, components/ or lib/.',
}
const ANY_FEATURE = {
  group: ['@/features', '@/features/*'],
  message: 'components/ and lib/ serve every feature and know none.',
}
const otherFeatureInternals = (feature) => ({
  regex: `^@/features/(?!${feature}/)(?!(?:${PUBLIC_MODULES.join('|')})$)[^/]+/`,
  message:
    "Another feature's internals: use a module it makes public (PUBLIC in eslint.config.js) or move the shared part to components/ or lib/.",
})
const ROLE_FOLDERS = {
  regex: '^@/features/(admin-[^/]+|owner-dashboard)(/|$)',
  message:
    'A domain feature imports no role folder (admin-*, owner-dashboard): they compose it. Move what both need into the domain, components/ or lib/, or let the role screen hand it in.',
}
// setValues((current) => ({ ...current, x: e.target.value })): the updater may run after React has put the
// field back to its rendered value, and then reads that (the home search bar lost a duration chosen
// before hydration so).
const EVENT_IN_UPDATER = {
  selector:
    'CallExpression[callee.name=/^set[A-Z]/] > :function MemberExpression[property.name=/^(value|checked|files)$/] > MemberExpression[property.name=/^(target|currentTarget)$/]',
  message: 'Read the event target in the handler and pass the value to the state updater, not the event.',
}
// A role folder holds no listing or booking logic: it calls none of the camps', packages' or bookings'
// routes (their fetchers, keys and invalidation live in features/listings/api and features/bookings/api),
// and the listing and booking role folders build no form (react-hook-form, zod, lib/forms): the camp,
// package and booking forms and their checks are the domains'. They compose those screens.
const LISTING_OR_BOOKING_ROUTE = {
  selector: 'Literal[value=/^\\/api\\/v1\\/(owner|admin)\\/(camp|camps|packages|bookings)(\\/|$)/]',
  message:
    'A role folder calls no camp, package or booking route: use (or add) the fetcher in features/listings/api or features/bookings/api.',
}
const LISTING_OR_BOOKING_FORM = {
  group: ['react-hook-form', 'zod', '@/lib/forms', '@/lib/forms/*'],
  message:
    'Camp, package and booking forms and their rules live in features/listings and features/bookings: a role folder shows them (what a role may set comes from the server).',
}
const LISTING_ROLE_FOLDERS = ['admin-camps', 'admin-packages', 'admin-bookings', 'owner-dashboard']
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
const boundaries = [
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      ...restrict(
        APP,
        otherFeatureInternals(feature),
        ...(isRoleFolder(feature) ? [] : [ROLE_FOLDERS]),
        ...(LISTING_ROLE_FOLDERS.includes(feature) ? [LISTING_OR_BOOKING_FORM] : []),
      ),
      ...(isRoleFolder(feature)
        ? { 'no-restricted-syntax': ['error', EVENT_IN_UPDATER, LISTING_OR_BOOKING_ROUTE] }
        : {}),
    },
  })),
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**/*.test.{ts,tsx}`],
    rules: restrict(otherFeatureInternals(feature), ...(isRoleFolder(feature) ? [] : [ROLE_FOLDERS])),
  })),
  { files: ['src/{components,lib}/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: restrict(APP, ANY_FEATURE) },
  { files: ['src/{components,lib}/**/*.test.{ts,tsx}'], rules: restrict(ANY_FEATURE) },
  {
    files: ['src/api/**/*.ts'],
    rules: restrict({
      group: ['@/*', '@/**'],
      message: 'api/ is the generated client and its fetch wrapper: it imports nothing of the app.',
    }),
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/api/schema.d.ts',
      'src/api/enum-values.ts',
      'test-results',
      'playwright-report',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', EVENT_IN_UPDATER],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A checkbox or radio card: <label><input/><span><span>{t('…')}</span></span></label>.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Resolves '@/…' and relative imports as vite does, without a TypeScript program: cheap.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    // Type-only imports are left out (they vanish at build time). No maxDepth: the rule's cost (~3 s of
    // the lint) is reading each module once, and a depth limit saved nothing measurable.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...boundaries,
  {
    files: ['scripts/**/*.mjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
  },
)
