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
export type OwnerCampUpdate = Schemas['OwnerCampUpdate']
export type OwnerPackage = Schemas['OwnerPackageRead']
export type OwnerPackageCreate = Schemas['OwnerPackageCreate']
export type OwnerPackageUpdate = Schemas['OwnerPackageUpdate']
export type OwnerBooking = Schemas['OwnerBookingRead']
export type OwnerBookingPage = Schemas['OwnerBookingPage']
export type OwnerStats = Schemas['OwnerStats']

// Catalogue, booking and public content (issue 3: catalogue and booking screens).
export type CampCard = Schemas['CampCard']
export type CampPage = Schemas['CampPage']
export type FeaturedCamp = Schemas['FeaturedCamp']
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
