// Screenshots of partner onboarding (the application's packages, the review and approval dialogs, the
// camp preview, the rejected owner's screen) at 375 px in French and 1280 px in English, for a human look.
//   node scripts/onboarding-screenshots.mjs [baseURL] [outDir]   (against a server started by scripts/e2e-server.sh)
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'

const base = process.argv[2] ?? 'http://127.0.0.1:8123'
const out = process.argv[3] ?? 'test-results/onboarding-screenshots'
mkdirSync(out, { recursive: true })
const admin = { email: 'admin@surfcamp.local', password: 'DemoAdmin2024!' }
const stamp = Date.now()

const browser = await chromium.launch(chromiumLaunchOptions)

async function api(method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`)
  return text ? JSON.parse(text) : null
}

const login = async (account) => (await api('POST', '/api/v1/auth/login', account)).accessToken
const adminToken = await login(admin)
const setLanguage = (token, language) => api('PATCH', '/api/v1/auth/me', { language }, token)

function lastLink(email) {
  const link = execFileSync('bash', ['../scripts/e2e-cli.sh', 'mail', 'last', '--to', email, '--link'], {
    encoding: 'utf8',
    env: { ...process.env },
  }).trim()
  return new URL(link)
}

async function apply(name, language) {
  await api('POST', '/api/partner-signup', {
    surfCampName: name,
    contactName: 'Salma Berrada',
    email: `apply-${language}-${stamp}@e2e.example.com`,
    whatsappNumber: '+212 612 345 678',
    location: 'imsouane',
    campType: 'yoga-surf',
    message: 'Six chambres au-dessus de la pointe, yoga au lever du soleil et cours de surf tous les jours.',
    language,
    packages: [
      {
        title: 'Semaine surf & yoga',
        price: '540',
        durationDays: 7,
        inclusions: ['7 nuits', 'Cours quotidiens', 'Petit-déjeuner'],
      },
      { title: 'Long week-end', price: '260', durationDays: 3, inclusions: ['3 nuits', '2 cours'] },
    ],
  })
  const list = await api('GET', '/api/v1/admin/submissions', null, adminToken)
  return list.items.find((s) => s.campName === name)
}

async function registeredOwner(name, email, language) {
  const password = 'Surf-Owner-2025-waves'
  await api('POST', '/api/v1/auth/register', {
    fullName: name,
    email,
    password,
    campName: `${name.split(' ')[0]} Surf House`,
    location: 'agadir',
    phone: '+212 600 123 457',
    language,
  })
  await api('POST', '/api/v1/auth/confirm-email', { token: lastLink(email).searchParams.get('token') })
  return { email, password }
}

async function page(width, language) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 }, locale: language })
  return context.newPage()
}

async function signIn(p, path, account) {
  await p.goto(`${base}${path}`)
  await p.locator('input[type=email]').fill(account.email)
  await p.locator('input[type=password]').first().fill(account.password)
  await p.locator('form button[type=submit]').click()
  await p.waitForURL(/\/(admin\/dashboard|camp-owner)$/)
}

async function shot(p, name, locator) {
  await p.waitForLoadState('networkidle')
  await p.waitForTimeout(400)
  if (locator) await locator.screenshot({ path: `${out}/${name}.png` })
  else await p.screenshot({ path: `${out}/${name}.png` })
}

// Data: an application per language, a published one without a photo, owners to reject.
const subFr = await apply(`Maison Atlas ${stamp}`, 'fr')
const subEn = await apply(`Atlas Wave House ${stamp}`, 'en')
const toPublish = await apply(`Dune Draft Lodge ${stamp}`, 'en')
await api('POST', `/api/v1/admin/submissions/${toPublish.id}/review`, { decision: 'approved' }, adminToken)
await api('POST', `/api/v1/admin/submissions/${toPublish.id}/publish`, null, adminToken)
const lea = await registeredOwner('Léa Martin', `lea-${stamp}@e2e.example.com`, 'fr')
const tom = await registeredOwner('Tom Baker', `tom-${stamp}@e2e.example.com`, 'en')

for (const [width, language] of [
  [375, 'fr'],
  [1280, 'en'],
]) {
  const suffix = `${width}-${language}`
  await setLanguage(adminToken, language)
  // The application form's package section, empty then with its errors.
  const form = await page(width, language)
  await form.goto(`${base}${language === 'en' ? '' : `/${language}`}/partner-signup`)
  const section = form.getByTestId('application-packages').locator('xpath=ancestor::fieldset')
  await section.scrollIntoViewIfNeeded()
  await shot(form, `application-packages-${suffix}`, section)
  await form.getByRole('button', { name: /Add another package|Ajouter un autre forfait/ }).click()
  await form.getByRole('button', { name: /Submit application|Envoyer/ }).click()
  await shot(form, `application-packages-errors-${suffix}`, section)
  await form.context().close()

  // The back office: review with packages, approve confirmation, reject with a reason.
  const office = await page(width, language)
  await signIn(office, '/admin/login', admin)
  await office.goto(`${base}/admin/submissions`)
  const sub = language === 'fr' ? subFr : subEn
  await office.getByTestId('submission-row').filter({ hasText: sub.campName }).getByRole('button').first().click()
  const review = office.getByRole('dialog')
  await review.getByText(/Semaine surf & yoga/).scrollIntoViewIfNeeded()
  await shot(office, `submission-review-${suffix}`)
  await review.getByRole('button', { name: /^(Approve|Approuver)$/ }).click()
  await shot(office, `submission-approve-confirm-${suffix}`)
  await office.keyboard.press('Escape')
  await review.getByRole('button', { name: /^(Reject|Refuser)$/ }).click()
  const reject = office.getByRole('dialog').last()
  await reject.getByRole('button', { name: /^(Reject|Refuser)$/ }).click()
  await shot(office, `submission-reject-reason-${suffix}`)
  await office.keyboard.press('Escape')
  await office.keyboard.press('Escape')

  await office.goto(`${base}/admin/users`)
  const who = language === 'fr' ? 'Léa Martin' : 'Tom Baker'
  await office.getByTestId('pending-owner').filter({ hasText: who }).getByRole('button').nth(1).click()
  await office
    .getByRole('dialog')
    .getByRole('textbox')
    .fill(
      language === 'fr'
        ? 'Nous n’avons pas pu vérifier la licence de votre école de surf.'
        : 'We could not verify your surf school licence.',
    )
  await shot(office, `users-reject-reason-${suffix}`)
  await office
    .getByRole('dialog')
    .getByRole('button', { name: /^(Reject|Refuser)$/ })
    .click()
  await office.waitForTimeout(800)

  await office.goto(`${base}/admin/camps`)
  await office
    .getByTestId('camp-card')
    .filter({ hasText: toPublish.campName })
    .getByTestId('camp-preview-button')
    .click()
  await office.getByTestId('camp-preview').waitFor()
  await shot(office, `camp-preview-${suffix}`)
  await office.context().close()

  // The rejected owner signs in.
  const owner = await page(width, language)
  await signIn(owner, '/camp-owner/login', language === 'fr' ? lea : tom)
  await owner.getByTestId('owner-not-accepted').waitFor()
  await shot(owner, `owner-not-accepted-${suffix}`)
  await owner.context().close()
}
await setLanguage(adminToken, 'en')
await browser.close()
console.log(`screenshots in ${out}`)
