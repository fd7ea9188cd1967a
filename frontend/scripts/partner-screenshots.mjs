// Screenshots of the partner area (partner pages, application, owner dashboard tabs and dialogs)
// at phone and desktop widths, in English and French or German, for a human look.
//   node scripts/partner-screenshots.mjs [baseURL] [outDir]
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'
import { mkdirSync } from 'node:fs'

const base = process.argv[2] ?? 'http://127.0.0.1:8123'
const out = process.argv[3] ?? 'test-results/partner-screenshots'
mkdirSync(out, { recursive: true })

const browser = await chromium.launch(chromiumLaunchOptions)

async function shot(page, name, fullPage = true) {
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  await page.screenshot({ path: `${out}/${name}.png`, fullPage })
}

async function canvasImage(page, width, height, color) {
  const dataUrl = await page.evaluate(
    ({ width, height, color }) => {
      const canvas = globalThis.document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, color)
      gradient.addColorStop(1, '#fde68a')
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      return canvas.toDataURL('image/jpeg', 0.9)
    },
    { width, height, color },
  )
  return Buffer.from(dataUrl.split(',')[1], 'base64')
}

const labels = {
  en: {
    signIn: 'Sign in',
    email: 'Email',
    password: 'Password',
    packages: 'Packages',
    bookings: 'Bookings',
    add: 'Add package',
    submit: 'Submit application',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
  },
  fr: {
    signIn: 'Se connecter',
    email: 'E-mail',
    password: 'Mot de passe',
    packages: 'Forfaits',
    bookings: 'Réservations',
    add: 'Ajouter un forfait',
    submit: 'Envoyer la candidature',
    cancel: 'Annuler',
    edit: 'Modifier',
    delete: 'Supprimer',
  },
  de: {
    signIn: 'Anmelden',
    email: 'E-Mail',
    password: 'Passwort',
    packages: 'Pakete',
    bookings: 'Buchungen',
    add: 'Paket hinzufügen',
    submit: 'Bewerbung absenden',
    cancel: 'Stornieren',
    edit: 'Bearbeiten',
    delete: 'Löschen',
  },
}

for (const lang of ['en', process.env.SHOT_LANG ?? 'fr']) {
  const prefix = lang === 'en' ? '' : `/${lang}`
  const l = labels[lang]
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width < 500 ? 812 : 900 } })
    const page = await context.newPage()
    const tag = `${lang}-${width}`

    await page.goto(`${base}${prefix}/join-partner`)
    await shot(page, `join-partner-${tag}`)
    await page.goto(`${base}${prefix}/partner-signup?plan=pro-monthly`)
    await shot(page, `partner-signup-${tag}`)
    await page.getByRole('button', { name: l.submit }).click()
    await shot(page, `partner-signup-errors-${tag}`)
    if (lang === 'en') {
      await page.getByLabel('Surf camp name').fill(`Screenshot Surf House ${width}`)
      await page.getByLabel('Location').selectOption('tamraght')
      await page.getByLabel('Camp type').selectOption('hostel')
      await page.getByLabel('Contact name').fill('Amina')
      await page.getByLabel('Email').fill(`shot-${width}-${Date.now()}@example.com`)
      await page.getByLabel('WhatsApp number').fill('+212 600 000 002')
      await page.getByLabel('Tell us about your camp').fill('A small surf hostel by the beach.')
      await page.getByRole('button', { name: l.submit }).click()
      await page.getByTestId('partner-thank-you').waitFor()
      await shot(page, `partner-thank-you-${tag}`)
    }

    // The owner's dashboard (the language is remembered from the prefixed pages above).
    await page.goto(`${base}/camp-owner/login`)
    await page.getByLabel(l.email, { exact: true }).fill('owner@surfcamp.local')
    await page.getByLabel(l.password, { exact: true }).fill('DemoOwner2024!')
    await page.getByRole('button', { name: l.signIn }).click()
    await page.waitForURL('**/camp-owner')
    await page.getByRole('tab').first().waitFor()
    await shot(page, `owner-overview-${tag}`)
    await page.getByRole('tab', { name: l.packages }).click()
    await shot(page, `owner-packages-${tag}`)
    await page.getByRole('button', { name: l.add }).click()
    const dialog = page.getByRole('dialog')
    await shot(page, `owner-package-dialog-empty-${tag}`, false)
    await dialog
      .locator('input[type=file]')
      .first()
      .setInputFiles({
        name: 'featured.jpg',
        mimeType: 'image/jpeg',
        buffer: await canvasImage(page, 1800, 1200, '#0e7490'),
      })
    await dialog
      .locator('input[type=file]')
      .nth(1)
      .setInputFiles([
        { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await canvasImage(page, 1200, 800, '#f97316') },
        { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await canvasImage(page, 800, 1200, '#155e75') },
      ])
    await page.waitForTimeout(2500)
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight * 0.45))
    await dialog.screenshot({ path: `${out}/owner-package-dialog-images-${tag}.png` })
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight))
    await dialog.screenshot({ path: `${out}/owner-package-dialog-bottom-${tag}.png` })
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: new RegExp(`^${l.edit}: `) })
      .first()
      .click()
    await page.waitForTimeout(500)
    await dialog.screenshot({ path: `${out}/owner-package-dialog-edit-${tag}.png` })
    await page.keyboard.press('Escape')
    await page
      .getByRole('button', { name: new RegExp(`^${l.delete}: `) })
      .first()
      .click()
    await shot(page, `owner-delete-dialog-${tag}`, false)
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: l.bookings }).click()
    await shot(page, `owner-bookings-${tag}`)
    const cancel = page.getByRole('button', { name: new RegExp(`^${l.cancel} SC-`) }).first()
    if (await cancel.count()) {
      await cancel.click()
      await shot(page, `owner-cancel-dialog-${tag}`, false)
      await page.keyboard.press('Escape')
    }
    await context.close()
  }
}
await browser.close()
console.log(`screenshots in ${out}`)
