/**
 * Stored XSS payloads (issue 15's security walk): script payloads go into every text a visitor, an
 * owner or an admin can store; `plantPayloads` stores them through the API (URL fields must refuse
 * javascript:), `removePayloads` puts the shared demo data back. The crawler (crawl.spec.ts) then
 * opens every page that shows those texts and checks nothing ran.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test'
import { bearer, demo, png, surfcamp, uniqueEmail } from './support'

export const XSS = {
  script: '<script>window.__xss=1</script>',
  img: '<img src=x onerror="window.__xss=1">',
  svgBreakout: '"><svg onload="window.__xss=1">',
  svgWord: '<svg/onload=window.__xss=1>', // no space: survives "first name only"
  jsUrl: 'javascript:window.__xss=1',
  anchor: '<a href="javascript:window.__xss=1">tap</a>',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  title: '</title><script>window.__xss=1</script>',
} as const
const ALL = Object.values(XSS).join(' ')

/**
 * The run's stamp in every payload: the same in every worker (playwright.config.ts sets E2E_RUN once,
 * in the main process, and the workers inherit it), as the payloads are planted once for all of them.
 */
export const run = process.env.E2E_RUN ?? String(Date.now() % 1e7)
const OWNER_PACKAGE = 'anchor-point-surf-house-7-day-beginner-surf-coaching' // of the demo owner's camp

/** What was stored, filled in by `plantPayloads` and read by the crawler. */
export const stored = {
  bookingName: `${XSS.svgWord} Guest${run} ${XSS.svgBreakout}`,
  specialRequests: `Req${run} ${XSS.script} ${XSS.anchor} ${XSS.template}`,
  cancelReason: `Why${run} ${XSS.title}`,
  adminNotes: `Note${run} ${XSS.img}`,
  reviewComment: `Rev${run} ${XSS.img} ${XSS.template} ${XSS.anchor}`,
  uiReviewComment: `Ui${run} ${XSS.script} ${XSS.svgBreakout}`,
  hideReason: `Hide${run} ${XSS.svgBreakout}`,
  contactName: `Con${run} ${XSS.img}`,
  contactMessage: `Msg${run} ${XSS.script} ${XSS.anchor} ${XSS.template}`,
  partnerCamp: `Camp${run} ${XSS.svgBreakout}`,
  partnerContact: `Cont${run} ${XSS.img}`,
  partnerMessage: `Pm${run} ${XSS.script} ${XSS.template}`,
  partnerLanguages: `Lang${run} ${XSS.title}`,
  ownerName: `Own${run} ${XSS.img}`,
  ownerCampName: `Reg${run} ${XSS.svgBreakout}`,
  ownerCampShort: `Short${run} ${XSS.img}`,
  ownerCampDescription: `Desc${run} ${XSS.script} ${XSS.anchor}`,
  ownerCampAddress: `Addr${run} ${XSS.svgBreakout}`,
  ownerAmenity: `Am${run} ${XSS.template}`,
  ownerPackageName: `Pkg${run} ${XSS.title}`,
  ownerPackageShort: `Ps${run} ${XSS.img}`,
  ownerPackageDescription: `Pd${run} ${XSS.script} ${XSS.anchor}`,
  ownerPackageFeature: `Pf${run} ${XSS.svgBreakout}`,
  adminCampName: `Ac${run} ${XSS.svgBreakout}`,
  adminCampShort: `As${run} ${XSS.title}`,
  adminCampDescription: `Ad${run} ${XSS.img} ${XSS.template}`,
  adminCampAmenity: `Aa${run} ${XSS.script}`,
  adminPackageName: `Ap${run} ${XSS.script}`,
  adminPackageShort: `Aps${run} ${XSS.svgBreakout}`,
  adminPackageDescription: `Apd${run} ${XSS.title} ${XSS.img}`,
  adminPackageFeature: `Apf${run} ${XSS.anchor}`,
  heroTitle: `Hero${run} ${XSS.title}`,
  heroText: `Sub${run} ${XSS.svgBreakout} ${XSS.template}`,
  aboutTitle: `About${run} ${XSS.img}`,
  aboutMarkdown: `Para${run} ${XSS.template}\n\n${XSS.script}\n\n${XSS.img}\n\n[Tap${run}](${XSS.jsUrl}) and ${XSS.anchor}`,
  aboutHtml: `<p>Html${run}</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><a href="javascript:window.__xss=1">Link${run}</a><svg onload="window.__xss=1"></svg>`,
  faqQuestion: `Q${run} ${XSS.img}`,
  faqAnswer: `A${run} ${XSS.script} ${XSS.svgBreakout}`,
  chatMessage: `Chat${run} ${XSS.img} ${XSS.script} beginner`,
  // Filled in while storing.
  ownerEmail: '',
  partnerEmail: '',
  bookingReference: '',
  hiddenReference: '',
  uiReviewLink: '',
  ownerPackageId: 0,
  ownerPackagePath: '',
  adminCampId: 0,
  adminPackageId: 0,
  reviewedPackageId: 0,
  ownerCampBefore: {} as Record<string, unknown>,
  heroBefore: null as null | { id: number; title: string; content: string },
  contentIds: [] as number[],
  refused: [] as string[],
}

type Call = () => Promise<APIResponse>

/** Sends once more when the server dropped an idle keep-alive socket just as it was reused. */
export async function send(call: Call): Promise<APIResponse> {
  try {
    return await call()
  } catch (error) {
    if (!/ECONNRESET|socket hang up/.test(String(error))) throw error
    return await call()
  }
}

async function ok(call: Call, what: string) {
  const r = await send(call)
  expect(r.ok(), `${what}: ${r.status()} ${await r.text()}`).toBeTruthy()
  return r.status() === 204 ? null : await r.json()
}

/** A URL-ish field given a javascript: address must be refused (or, if kept, never become one). */
async function refused(call: Call, what: string) {
  const r = await send(call)
  expect(r.status(), `${what} should refuse a javascript: URL, got ${r.status()} ${await r.text()}`).toBe(422)
  stored.refused.push(what)
}

// Each booking of a run starts on its own day: a package has places per date, and a retried run's
// bookings still hold theirs.
let bookingsMade = 0

function booking(packageId: number, fullName: string, extra: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + (70 + 9 * bookingsMade++) * 86_400_000).toISOString().slice(0, 10)
  return {
    packageId,
    fullName,
    email: uniqueEmail('xss'),
    country: 'GB',
    phoneNumber: '+44 7700 900123',
    startDate: start,
    numberOfDays: 7,
    numberOfPeople: 1,
    paymentMethod: 'cash',
    language: 'en',
    ...extra,
  }
}

/**
 * Where the planting (payloads.setup.ts, once before the crawler) leaves what it stored for the
 * crawler's tests, which run on both workers, and for the teardown: beside the e2e server's database,
 * so a fresh server never sees another run's file.
 */
const storedFile = resolve(
  process.env.E2E_DATA_DIR ?? resolve(dirname(fileURLToPath(import.meta.url)), '../../data/e2e'),
  `payloads-${run}.json`,
)

export function saveStored() {
  writeFileSync(storedFile, JSON.stringify(stored))
}

/** What the planting stored (in this worker's `stored`); fails when the planting did not run. */
export function loadStored() {
  expect(existsSync(storedFile), `the payloads of run ${run} were planted (project "payloads")`).toBe(true)
  Object.assign(stored, JSON.parse(readFileSync(storedFile, 'utf8')))
}

/** Stores every payload through the API (about sixty calls and five runs of the command line). */
export async function plantPayloads(request: APIRequestContext) {
  const admin = await bearer(request, demo.superAdmin)
  const owner = await bearer(request, demo.owner)
  const ownerPackage = await ok(() => request.get(`/api/v1/packages/${OWNER_PACKAGE}`), 'owner package')
  stored.reviewedPackageId = ownerPackage.id

  // Bookings (guest name, special requests; the camp name sent by the form is ignored), an owner
  // registration (names shown in the back office); the review links and the confirmation link
  // come from the command line, run side by side.
  const first = await ok(
    () =>
      request.post('/api/v1/bookings', {
        data: booking(ownerPackage.id, stored.bookingName, {
          specialRequests: stored.specialRequests,
          campName: XSS.title,
        }),
      }),
    'booking',
  )
  stored.bookingReference = first.bookingReference
  const hidden = await ok(
    () => request.post('/api/v1/bookings', { data: booking(ownerPackage.id, `${XSS.img} Hidden${run}`) }),
    'booking 2',
  )
  stored.hiddenReference = hidden.bookingReference
  const third = await ok(
    () => request.post('/api/v1/bookings', { data: booking(ownerPackage.id, `${XSS.svgWord} Third${run}`) }),
    'booking 3',
  )
  // Two more five-star reviews: the home page lists testimonials once there are three.
  const more = [
    await ok(
      () => request.post('/api/v1/bookings', { data: booking(ownerPackage.id, `${XSS.title} Fourth${run}`) }),
      'booking 4',
    ),
    await ok(
      () => request.post('/api/v1/bookings', { data: booking(ownerPackage.id, `${XSS.template} Fifth${run}`) }),
      'booking 5',
    ),
  ]
  stored.ownerEmail = uniqueEmail('owner-xss')
  await ok(
    () =>
      request.post('/api/v1/auth/register', {
        data: {
          fullName: stored.ownerName,
          email: stored.ownerEmail,
          password: 'Surf-Owner-2025-waves',
          campName: stored.ownerCampName,
          location: 'agadir',
          phone: '+212 600 123 456',
          website: XSS.jsUrl,
          language: 'en',
        },
      }),
    'register',
  )
  const [firstLink, hiddenLink, thirdLink, mail, ...moreLinks] = await Promise.all([
    surfcamp('review-link', '--reference', first.bookingReference),
    surfcamp('review-link', '--reference', hidden.bookingReference),
    surfcamp('review-link', '--reference', third.bookingReference),
    surfcamp('mail', 'last', '--to', stored.ownerEmail, '--link'),
    ...more.map((b) => surfcamp('review-link', '--reference', b.bookingReference)),
  ])
  const token = (link: string) => new URL(link.match(/https?:\/\/\S+token=[\w-]+/)![0]).searchParams.get('token')!
  stored.uiReviewLink = new URL(thirdLink).search
  for (const [index, link] of moreLinks.entries())
    await ok(
      () =>
        request.post('/api/v1/reviews', {
          data: { token: token(link), rating: 5, comment: `More${index}${run} ${XSS.svgBreakout}` },
        }),
      'more reviews',
    )
  await ok(
    () =>
      request.post('/api/v1/reviews', {
        data: { token: token(firstLink), rating: 5, comment: stored.reviewComment },
      }),
    'review',
  )
  await ok(
    () =>
      request.post('/api/v1/reviews', {
        data: { token: token(hiddenLink), rating: 2, comment: `Hidden review ${run} ${XSS.script}` },
      }),
    'review 2',
  )
  await ok(() => request.post('/api/v1/auth/confirm-email', { data: { token: token(mail) } }), 'confirm e-mail')

  // Admin: booking status with a cancellation reason and notes; a review hidden with a reason.
  const bookings = await ok(
    () => request.get(`/api/v1/admin/bookings?q=Guest${run}`, { headers: admin }),
    'admin bookings',
  )
  const bookingId = (bookings.items as { id: number; bookingReference: string }[]).find(
    (b) => b.bookingReference === first.bookingReference,
  )!.id
  await ok(
    () =>
      request.patch(`/api/v1/admin/bookings/${bookingId}`, {
        headers: admin,
        data: { status: 'cancelled', cancellationReason: stored.cancelReason, adminNotes: stored.adminNotes },
      }),
    'booking status',
  )
  const reviews = await ok(() => request.get('/api/v1/admin/reviews?pageSize=100', { headers: admin }), 'admin reviews')
  const toHide = (reviews.items as { id: number; comment: string }[]).find((r) =>
    r.comment.includes(`Hidden review ${run}`),
  )!
  await ok(
    () =>
      request.post(`/api/v1/admin/reviews/${toHide.id}/hide`, {
        headers: admin,
        data: { reason: stored.hideReason },
      }),
    'hide review',
  )

  // Contact message and newsletter (an address with markup is not an address).
  await ok(
    () =>
      request.post('/api/v1/contact', {
        data: {
          name: stored.contactName,
          email: uniqueEmail('contact'),
          message: stored.contactMessage,
          language: 'en',
        },
      }),
    'contact',
  )
  for (const email of [`${XSS.svgWord}@e2e.example.com`, `"${XSS.img}"@e2e.example.com`, `a@${XSS.script}.com`]) {
    const r = await send(() => request.post('/api/v1/newsletter', { data: { email, language: 'en' } }))
    expect(r.status(), `newsletter ${email}`).toBe(422)
  }
  stored.refused.push('newsletter e-mail with markup')

  // Partner application (camp submission): javascript: website refused, then the texts stored.
  stored.partnerEmail = uniqueEmail('partner-xss')
  const application = {
    surfCampName: stored.partnerCamp,
    contactName: stored.partnerContact,
    email: stored.partnerEmail,
    whatsappNumber: '+212 600 999 888',
    location: 'tamraght',
    campType: 'hostel',
    message: stored.partnerMessage,
    languagesSpoken: stored.partnerLanguages,
    // The package the application offers (required), shown in the back office's review dialog.
    packages: [
      { title: `${XSS.svgWord} Week${run}`, price: '420', durationDays: 7, inclusions: [`${XSS.img} Lessons`] },
    ],
  }
  await refused(
    () => request.post('/api/partner-signup', { data: { ...application, website: XSS.jsUrl } }),
    'partner website',
  )
  await ok(
    () => request.post('/api/partner-signup', { data: { ...application, website: 'xss-camp.example.com' } }),
    'partner signup',
  )

  // Assistant: the visitor's messages are stored with the conversation and the lead.
  const visitorId = `xss-${run}`
  await ok(
    () =>
      request.post('/api/v1/assistant/chat', {
        data: { visitorId, language: 'en', messages: [{ role: 'user', content: stored.chatMessage }] },
      }),
    'chat',
  )
  await ok(
    () =>
      request.post('/api/v1/assistant/email', {
        data: { visitorId, language: 'en', email: uniqueEmail('chat-xss') },
      }),
    'chat lead',
  )

  // Owner: camp details and a package.
  const camp = await ok(() => request.get('/api/v1/owner/camp', { headers: owner }), 'owner camp')
  stored.ownerCampBefore = {
    shortDescription: camp.shortDescription,
    description: camp.description,
    address: camp.address,
    amenities: camp.amenities,
  }
  await refused(
    () => request.patch('/api/v1/owner/camp', { headers: owner, data: { website: XSS.jsUrl } }),
    'owner camp website',
  )
  await refused(
    () => request.patch('/api/v1/owner/camp', { headers: owner, data: { mapsUrl: XSS.jsUrl } }),
    'owner camp map link',
  )
  await refused(
    () => request.patch('/api/v1/owner/camp', { headers: owner, data: { imageUrl: XSS.jsUrl } }),
    'owner camp image',
  )
  await ok(
    () =>
      request.patch('/api/v1/owner/camp', {
        headers: owner,
        data: {
          shortDescription: stored.ownerCampShort,
          description: stored.ownerCampDescription,
          address: stored.ownerCampAddress,
          amenities: [...(camp.amenities as string[]), stored.ownerAmenity],
        },
      }),
    'owner camp update',
  )
  const ownerImage = await ok(
    () =>
      request.post('/api/v1/media/images', {
        headers: owner,
        multipart: {
          purpose: 'package-featured',
          file: { name: 'x.png', mimeType: 'image/png', buffer: png(600, 400, [30, 110, 170]) },
        },
      }),
    'owner upload',
  )
  const ownerPackageData = {
    name: stored.ownerPackageName,
    shortDescription: stored.ownerPackageShort,
    description: stored.ownerPackageDescription,
    includedFeatures: [stored.ownerPackageFeature, XSS.template],
    price: '444',
    durationDays: 7,
    imageUrl: ownerImage.url,
  }
  await refused(
    () =>
      request.post('/api/v1/owner/packages', { headers: owner, data: { ...ownerPackageData, imageUrl: XSS.jsUrl } }),
    'owner package image',
  )
  const created = await ok(
    () => request.post('/api/v1/owner/packages', { headers: owner, data: ownerPackageData }),
    'owner package',
  )
  stored.ownerPackageId = created.id
  stored.ownerPackagePath = `/packages/${created.id}`

  // Admin: a camp and a package.
  const campData = {
    name: stored.adminCampName,
    locationKey: 'imsouane',
    shortDescription: stored.adminCampShort,
    description: stored.adminCampDescription,
    address: XSS.svgBreakout,
    amenities: [stored.adminCampAmenity],
    featured: true,
  }
  for (const field of ['website', 'mapsUrl', 'mapsEmbedUrl', 'imageUrl'])
    await refused(
      () => request.post('/api/v1/admin/camps', { headers: admin, data: { ...campData, [field]: XSS.jsUrl } }),
      `admin camp ${field}`,
    )
  const adminCamp = await ok(
    () => request.post('/api/v1/admin/camps', { headers: admin, data: campData }),
    'admin camp',
  )
  stored.adminCampId = adminCamp.id
  const adminImage = await ok(
    () =>
      request.post('/api/v1/media/images', {
        headers: admin,
        multipart: {
          purpose: 'package-featured',
          file: { name: 'a.png', mimeType: 'image/png', buffer: png(600, 400, [30, 110, 170]) },
        },
      }),
    'admin upload',
  )
  const adminPackage = await ok(
    () =>
      request.post('/api/v1/admin/packages', {
        headers: admin,
        data: {
          campId: adminCamp.id,
          name: stored.adminPackageName,
          shortDescription: stored.adminPackageShort,
          description: stored.adminPackageDescription,
          includedFeatures: [stored.adminPackageFeature],
          price: '321',
          durationDays: 7,
          imageUrl: adminImage.url,
        },
      }),
    'admin package',
  )
  stored.adminPackageId = adminPackage.id

  // CMS: the German hero, an About text in Markdown (de) and in HTML (fr), FAQ questions (de).
  const rows = (await ok(
    () => request.get('/api/v1/admin/content?section=hero&lang=de', { headers: admin }),
    'content',
  )) as { id: number; sectionKey: string; language: string; title: string; content: string; isActive: boolean }[]
  const hero = rows.find((r) => r.sectionKey === 'hero' && r.language === 'de' && r.isActive)!
  stored.heroBefore = { id: hero.id, title: hero.title, content: hero.content }
  await ok(
    () =>
      request.patch(`/api/v1/admin/content/${hero.id}`, {
        headers: admin,
        data: { title: stored.heroTitle, content: stored.heroText, meta: { cta: XSS.jsUrl, note: ALL } },
      }),
    'hero',
  )
  const cms = async (data: Record<string, unknown>) => {
    const row = await ok(
      () =>
        request.post('/api/v1/admin/content', {
          headers: admin,
          data: { isActive: true, meta: { link: XSS.jsUrl, note: XSS.svgBreakout }, ...data },
        }),
      `content ${String(data.sectionKey)}`,
    )
    stored.contentIds.push(row.id)
    return row as { content: string; title: string }
  }
  await cms({
    sectionKey: 'about',
    language: 'de',
    contentType: 'markdown',
    title: stored.aboutTitle,
    content: stored.aboutMarkdown,
  })
  const html = await cms({
    sectionKey: 'about',
    language: 'fr',
    contentType: 'html',
    title: `Apropos${run} ${XSS.title}`,
    content: stored.aboutHtml,
  })
  // The CMS cleans HTML: the text and a plain paragraph stay, scripts, handlers and javascript: go.
  expect(html.content).toContain(`Html${run}`)
  expect(html.content).toContain(`Link${run}`)
  for (const bad of ['<script', 'onerror', 'onload', 'javascript:', '<svg'])
    expect(html.content.toLowerCase(), `sanitised HTML still has ${bad}`).not.toContain(bad)
  await cms({
    sectionKey: 'faq',
    language: 'de',
    contentType: 'json',
    title: `Faq${run} ${XSS.img}`,
    content: JSON.stringify([{ question: stored.faqQuestion, answer: stored.faqAnswer }]),
  })
}

/** Puts the shared demo data back; removes what the planting created. */
export async function removePayloads(request: APIRequestContext) {
  const admin = await bearer(request, demo.superAdmin)
  const owner = await bearer(request, demo.owner)
  if (Object.keys(stored.ownerCampBefore).length)
    await request.patch('/api/v1/owner/camp', { headers: owner, data: stored.ownerCampBefore })
  if (stored.ownerPackageId) await request.delete(`/api/v1/owner/packages/${stored.ownerPackageId}`, { headers: owner })
  if (stored.heroBefore)
    await request.patch(`/api/v1/admin/content/${stored.heroBefore.id}`, {
      headers: admin,
      data: { title: stored.heroBefore.title, content: stored.heroBefore.content },
    })
  for (const id of stored.contentIds) await request.delete(`/api/v1/admin/content/${id}`, { headers: admin })
  if (stored.adminPackageId) await request.delete(`/api/v1/admin/packages/${stored.adminPackageId}`, { headers: admin })
  if (stored.adminCampId) await request.delete(`/api/v1/admin/camps/${stored.adminCampId}`, { headers: admin })
}
