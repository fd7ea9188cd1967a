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
