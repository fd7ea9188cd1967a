import { expect, test, type Locator, type Page } from '@playwright/test'
import { scrollThroughHome } from './support'

// What a phone shows: the floating buttons, the newsletter field, the booking dialog's fixed parts.
// (The pages' accessibility is scanned by the crawler, crawl.spec.ts.)
test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true })

  const FLOATING = ['Chat with us on WhatsApp', 'Open the surf assistant']
  type Box = { x: number; y: number; width: number; height: number }
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

  /** Scrolls `target` just into view from below, as a visitor scrolling down meets it, and checks no floating button covers it. */
  async function expectClearOfFloatingButtons(page: Page, target: Locator, what: string) {
    await target.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }))
    const box = (await target.boundingBox())!
    for (const name of FLOATING) {
      const button = (await page.getByRole('button', { name }).boundingBox())!
      expect(overlap(box, button), `${name} covers ${what}`).toBe(false)
    }
  }

  test('the floating WhatsApp and chat buttons leave page buttons and tiles clear when they scroll into view', async ({
    page,
  }) => {
    await page.goto('/contact')
    const send = page.getByRole('button', { name: 'Send message' })
    await expectClearOfFloatingButtons(page, send, 'Send message')
    // Keyboard users reach it the same way.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.getByRole('textbox', { name: 'Message' }).focus()
    await page.keyboard.press('Tab')
    await expect(send).toBeFocused()
    await send.click({ trial: true, timeout: 2000 })

    await page.goto('/packages/1')
    const tiles = page.getByRole('main').locator('dl').first().locator(':scope > div')
    await expect(tiles).toHaveCount(4)
    for (let i = 0; i < 4; i++) await expectClearOfFloatingButtons(page, tiles.nth(i), `stat tile ${i + 1}`)

    // The last line of the footer can scroll clear of them too.
    await expectClearOfFloatingButtons(page, page.locator('footer').getByText(/©/), 'the copyright')
  })

  test('on the first screen the floating buttons wait for a scroll, leaving the price and the Book button clear', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 })
    // A package of a camp no spec changes: the crawler's payloads make the demo owner's camp texts long and
    // English (a notice says so on the French page), which pushes the Book button down while they are there.
    const other = await (
      await page.request.get('/api/v1/packages/banana-point-surf-co-7-day-surf-coaching-for-improvers')
    ).json()
    await page.goto(`/fr/packages/${other.id as number}`)
    const book = page.getByRole('main').getByRole('link', { name: 'Réserver' }).first()
    await expect(book).toBeInViewport()
    const floating = ['Discuter avec nous sur WhatsApp', 'Ouvrir l’assistant surf'].map((name) =>
      page.getByRole('button', { name }),
    )
    // Their opacity with their containers'.
    const opacity = (button: Locator) =>
      expect.poll(() =>
        button.evaluate((el) => {
          let value = 1
          for (let e: Element | null = el; e; e = e.parentElement) value *= Number(getComputedStyle(e).opacity)
          return value
        }),
      )
    for (const button of floating) await opacity(button).toBe(0)
    // Still there for a keyboard: a focused one shows.
    await floating[1]!.focus()
    await opacity(floating[1]!).toBe(1)
    await floating[1]!.blur()
    await page.mouse.wheel(0, 200)
    for (const button of floating) await opacity(button).toBe(1)
    await floating[1]!.click()
    await expect(page.getByRole('dialog', { name: 'Assistant Surf' })).toBeVisible()
  })

  for (const path of ['/', '/fr', '/de']) {
    test(`the newsletter e-mail field is full height with its text unclipped on ${path}`, async ({ page }) => {
      await page.goto(path)
      await scrollThroughHome(page)
      const field = page.locator('#newsletter-email')
      await field.scrollIntoViewIfNeeded()
      const box = (await field.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(44)
      const fits = await field.evaluate(
        (el: HTMLInputElement) =>
          el.clientHeight >= parseFloat(getComputedStyle(el).lineHeight || '0') && el.scrollHeight <= el.clientHeight,
      )
      expect(fits).toBe(true)
      await field.fill('reader@example.com')
      await expect(field).toHaveValue('reader@example.com')
    })
  }

  test('the booking dialog keeps its close button, the total and the submit button in view while the form scrolls', async ({
    page,
  }) => {
    await page.goto('/fr/packages/1#booking')
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const close = dialog.getByRole('button', { name: 'Fermer', exact: true })
    const total = dialog.getByTestId('total-bar-amount')
    const submit = dialog.getByRole('button', { name: 'Finaliser la réservation' })
    const body = dialog.getByTestId('dialog-body')
    const viewport = page.viewportSize()!
    const inView = async (target: Locator) => {
      const box = await target.boundingBox()
      return Boolean(box) && box!.y >= 0 && box!.y + box!.height <= viewport.height
    }
    for (const where of [0, 0.5, 1]) {
      await body.evaluate(
        (el, at) => el.scrollTo({ top: (el.scrollHeight - el.clientHeight) * at, behavior: 'instant' }),
        where,
      )
      for (const [name, target] of [
        ['close', close],
        ['total', total],
        ['submit', submit],
      ] as const) {
        expect(await inView(target), `${name} in view with the form scrolled to ${where * 100}%`).toBe(true)
      }
    }
    await expect(total).toHaveText(/483/)
    await close.click()
    await expect(dialog).toBeHidden()
  })
})
