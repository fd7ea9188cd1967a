// The one place that names generated schema types, so a rename in the backend schema is a one-line change.
import type { components } from './schema'

type Schemas = components['schemas']

export type Me = Schemas['MeRead']
export type Profile = NonNullable<Me['profile']>
export type Role = Profile['role']
export type TokenResponse = Schemas['TokenResponse']
export type SiteConfig = Schemas['SiteConfig']
export type RegisterRequest = Schemas['RegisterRequest']
export type CampLocation = RegisterRequest['location']
export type ErrorBody = Schemas['ErrorBody']

// Partner area (issue 4): partner application, the camp owner's dashboard, image uploads.
export type PartnerPlan = Schemas['PlanRead']
export type PartnerApplication = Schemas['PartnerApplication']
export type OwnerCamp = Schemas['OwnerCampRead']
/** What the caller may set on a camp and its packages (the forms show these fields). */
export type ListingWrites = Schemas['ListingWrites']
export type OwnerCampUpdate = Schemas['OwnerCampUpdate']
export type OwnerPackage = Schemas['OwnerPackageRead']
export type OwnerPackageCreate = Schemas['OwnerPackageCreate']
export type OwnerPackageUpdate = Schemas['OwnerPackageUpdate']
export type OwnerBooking = Schemas['OwnerBookingRead']
export type OwnerBookingPage = Schemas['OwnerBookingPage']
export type OwnerStats = Schemas['OwnerStats']
export type BookingHold = Schemas['HoldRead']
export type CalendarHold = Schemas['CalendarHoldRead']
export type TranslationDraftRequest = Schemas['TranslationDraftRequest']

// Catalogue, booking and public content (issue 3: catalogue and booking screens).
export type CampCard = Schemas['CampCard']
export type CampPage = Schemas['CampPage']
export type FeaturedCamp = Schemas['FeaturedCamp']
export type CatalogueFacets = Schemas['CatalogueFacets']
export type PackageDetail = Schemas['PackageDetail']
export type BookingCreate = Schemas['BookingCreate']
export type BookingCreated = Schemas['BookingCreated']
export type CurrencyCode = Schemas['CurrencyRead']['code']
export type PaymentMethod = NonNullable<BookingCreate['paymentMethod']>
export type SurfingLevel = NonNullable<BookingCreate['surfingLevel']>
export type ContentList = Schemas['ContentList']
export type ContentItem = Schemas['ContentItem']
export type BlogPostCard = Schemas['BlogPostCard']
export type PageViewCreate = Schemas['PageViewCreate']

// Back office (issue 5: admin screens).
export type AdminBooking = Schemas['AdminBookingRead']
export type AdminBookingPage = Schemas['AdminBookingPage']
export type AdminBookingUpdate = Schemas['AdminBookingUpdate']
export type BookingStatus = AdminBooking['status']
export type BookingSummary = Schemas['BookingSummary']
export type AdminCamp = Schemas['AdminCampRead']
export type AdminCampCreate = Schemas['AdminCampCreate']
export type AdminCampUpdate = Schemas['AdminCampUpdate']
export type CampDeleted = Schemas['CampDeleted']
export type AdminPackage = Schemas['AdminPackageRead']
export type AdminPackageCreate = Schemas['AdminPackageCreate']
export type AdminPackageUpdate = Schemas['AdminPackageUpdate']
export type AnalyticsReport = Schemas['AnalyticsReport']
export type AdminContent = Schemas['ContentAdminRead']
export type AdminContentCreate = Schemas['ContentCreate']
export type AdminContentUpdate = Schemas['ContentUpdate']
export type AdminUserList = Schemas['AdminUserList']
export type AdminUser = Schemas['AdminUserRead']
export type AdminUserUpdate = Schemas['AdminUserUpdate']
export type SubmissionList = Schemas['SubmissionList']
export type Submission = Schemas['SubmissionRead']
export type SubmissionReview = Schemas['SubmissionReview']
export type ContactMessagePage = Schemas['ContactMessagePage']
export type SubscriberPage = Schemas['SubscriberPage']
export type ChatLeadPage = Schemas['ChatLeadPage']
export type AuditPage = Schemas['AuditPage']
export type AuditEntry = Schemas['AuditEntryRead']
export type ReviewRead = Schemas['ReviewRead']
export type AdminReview = Schemas['AdminReviewRead']
/** A field an audit entry's before/after may name (the API schema types the keys as text). */
export type AuditField = Schemas['AuditField']
export type DashboardSummary = Schemas['DashboardSummary']
export type ActivityItem = Schemas['ActivityItem']
/** A background job's row that fails (app/jobs/isolation.py): the dashboard's Background jobs panel. */
export type JobFailure = Schemas['JobFailureRead']

// A booking's life after the request (issue 18): the thread and the traveller's "My booking" page.
export type BookingThread = Schemas['ThreadRead']
export type ThreadItem = Schemas['ThreadItemRead']
export type DateRequest = Schemas['DateRequestRead']
export type MyBooking = Schemas['MyBookingRead']
export type Refund = Schemas['RefundRead']

// Statements: camp plans, commission and monthly statements (issue "Partners from application to payment").
export type StatementSummary = Schemas['StatementSummary']
export type StatementStatus = StatementSummary['status']
export type Statement = Schemas['StatementRead']
export type StatementLine = Schemas['StatementLine']
export type CampPlan = Schemas['CampPlanRead']
export type PlanPeriod = Schemas['PlanPeriodRead']
export type OwnerStatements = Schemas['OwnerStatementsRead']
export type CommissionMonth = Schemas['CommissionMonth']
