// One-off generator for the temporary hand-written OpenAPI document (docs/api-auth-contract.md).
// Replaced by `npm run gen:api` once the backend can print its own schema.
import { writeFileSync } from 'node:fs'

const ref = (n) => ({ $ref: `#/components/schemas/${n}` })
const json = (schema) => ({ content: { 'application/json': { schema } } })
const err = (description) => ({ description, ...json(ref('ErrorResponse')) })
const msg = (description) => ({ description, ...json(ref('MessageResponse')) })
const body = (name) => ({ required: true, ...json(ref(name)) })
const str = { type: 'string' }
const obj = (properties, required = Object.keys(properties)) => ({ type: 'object', properties, required })

const doc = {
  openapi: '3.1.0',
  info: { title: 'Surf camp marketplace API', version: '1.0.0' },
  paths: {
    '/api/v1/auth/register': { post: { operationId: 'auth_register', tags: ['auth'], requestBody: body('RegisterRequest'), responses: { 201: msg('Created'), 409: err('email_taken'), 422: err('validation_error'), 429: err('rate_limited') } } },
    '/api/v1/auth/login': { post: { operationId: 'auth_login', tags: ['auth'], requestBody: body('LoginRequest'), responses: { 200: { description: 'Signed in', ...json(ref('TokenResponse')) }, 401: err('invalid_credentials'), 403: err('email_not_verified'), 422: err('validation_error'), 429: err('rate_limited') } } },
    '/api/v1/auth/refresh': { post: { operationId: 'auth_refresh', tags: ['auth'], responses: { 200: { description: 'Refreshed', ...json(ref('TokenResponse')) }, 401: err('invalid_refresh or session_revoked'), 429: err('rate_limited') } } },
    '/api/v1/auth/logout': { post: { operationId: 'auth_logout', tags: ['auth'], responses: { 204: { description: 'Signed out' } } } },
    '/api/v1/auth/me': { get: { operationId: 'auth_me', tags: ['auth'], security: [{ bearer: [] }], responses: { 200: { description: 'Current user', ...json(ref('Me')) }, 401: err('not_authenticated') } } },
    '/api/v1/auth/confirm-email': { post: { operationId: 'auth_confirm_email', tags: ['auth'], requestBody: body('TokenRequest'), responses: { 200: msg('Confirmed'), 400: err('invalid_token or token_expired') } } },
    '/api/v1/auth/resend-confirmation': { post: { operationId: 'auth_resend_confirmation', tags: ['auth'], requestBody: body('EmailRequest'), responses: { 202: msg('Accepted'), 429: err('rate_limited') } } },
    '/api/v1/auth/forgot-password': { post: { operationId: 'auth_forgot_password', tags: ['auth'], requestBody: body('EmailRequest'), responses: { 202: msg('Accepted'), 429: err('rate_limited') } } },
    '/api/v1/auth/reset-password': { post: { operationId: 'auth_reset_password', tags: ['auth'], requestBody: body('ResetPasswordRequest'), responses: { 200: msg('Password changed'), 400: err('invalid_token or token_expired'), 422: err('validation_error'), 429: err('rate_limited') } } },
    '/api/v1/site-config': { get: { operationId: 'site_config', tags: ['site'], responses: { 200: { description: 'Site configuration', ...json(ref('SiteConfig')) } } } },
    '/api/v1/health': { get: { operationId: 'health', tags: ['site'], responses: { 200: { description: 'Healthy', ...json(obj({ status: str, database: str })) }, 503: err('service_unavailable') } } },
  },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    schemas: {
      ErrorResponse: obj({ error: str, detail: str, fields: { type: 'object', additionalProperties: str } }, ['error', 'detail']),
      MessageResponse: obj({ message: str }),
      Location: { type: 'string', enum: ['taghazout', 'tamraght', 'imsouane', 'agadir'] },
      Language: { type: 'string', enum: ['en', 'fr', 'de'] },
      Role: { type: 'string', enum: ['super_admin', 'camp_admin', 'camp_owner'] },
      RegisterRequest: obj({ email: str, password: str, fullName: str, campName: str, location: ref('Location'), phone: { type: ['string', 'null'] }, website: { type: ['string', 'null'] }, language: ref('Language') }, ['email', 'password', 'fullName', 'campName', 'location']),
      LoginRequest: obj({ email: str, password: str }),
      TokenRequest: obj({ token: str }),
      EmailRequest: obj({ email: str }),
      ResetPasswordRequest: obj({ token: str, password: str }),
      Profile: obj({ role: ref('Role'), assignedCampId: { type: ['integer', 'null'] }, isActive: { type: 'boolean' } }),
      Me: obj({ id: { type: 'integer' }, email: str, fullName: str, emailVerified: { type: 'boolean' }, profile: { anyOf: [ref('Profile'), { type: 'null' }] } }),
      TokenResponse: obj({ accessToken: str, tokenType: { type: 'string', const: 'bearer' }, expiresIn: { type: 'integer' }, user: ref('Me') }),
      Currency: obj({ code: str, symbol: str, rate: { type: 'number' } }),
      CancellationPolicy: obj({ freeUntilHours: { type: 'integer' }, partialUntilHours: { type: 'integer' }, partialRefundPercent: { type: 'integer' } }),
      GroupDiscount: obj({ minPeople: { type: 'integer' }, percent: { type: 'number' } }),
      Marketing: obj({ campsCount: { type: 'integer' }, yearsExperience: { type: 'integer' }, happySurfers: { type: 'integer' }, instructors: { type: 'integer' }, newsletterSubscribers: { type: 'integer' } }),
      Plan: { type: 'object', additionalProperties: true },
      SiteConfig: obj({
        whatsappNumber: str, contactEmail: str, contactPhone: str, legalEmail: str,
        confirmationHours: { type: 'integer' }, cancellationPolicy: ref('CancellationPolicy'),
        groupDiscount: { anyOf: [ref('GroupDiscount'), { type: 'null' }] },
        currencies: { type: 'array', items: ref('Currency') }, marketing: ref('Marketing'),
        plans: { type: 'array', items: ref('Plan') }, paymentProviderEnabled: { type: 'boolean' },
      }),
    },
  },
}

writeFileSync(new URL('../src/api/openapi.json', import.meta.url), JSON.stringify(doc, null, 2) + '\n')
