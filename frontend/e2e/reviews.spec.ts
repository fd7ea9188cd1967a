import { expect, test } from '@playwright/test'
import { demo, openStartDate, publishedReview, rate, signedIn, surfcamp } from './support'

type Card = {
  id: number
  rating: string | null
  reviewCount: number
  name: string
  duration: number
  typeFilter: string
}

test('a review sent from the e-mailed link publishes once and changes the package rating', async ({
  page,
  request,
}) => {
  // A package nobody has reviewed yet ("New" on the site).
  const list = await (await request.get('/api/v1/camps?pageSize=48')).json()
  const fresh = (list.items as Card[]).find((card) => card.reviewCount === 0)
  expect(fresh, 'the demo catalogue has packages without reviews').toBeTruthy()
  const start = await openStartDate(request, fresh!.id, { days: 7 })
  const booking = await request.post('/api/v1/bookings', {
    data: {
      packageId: fresh!.id,
      fullName: 'Marie Dupont',
      email: `marie-${Date.now()}@e2e.example.com`,
      country: 'FR',
      phoneNumber: '+33 6 12 34 56 78',
      startDate: start,
      numberOfDays: 7,
      numberOfPeople: 1,
      currency: 'EUR',
      paymentMethod: 'cash',
      language: 'fr',
    },
  })
  expect(booking.status()).toBe(201)
  const link = await surfcamp('review-link', '--reference', (await booking.json()).bookingReference)
  expect(link).toContain('/fr/review?token=')

  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByRole('heading', { name: 'Notez votre séjour' })).toBeVisible()
  await page.getByRole('button', { name: 'Publier mon avis' }).click()
  await expect(page.getByText('Veuillez choisir une note de 1 à 5 étoiles')).toBeVisible()
  await expect(page.getByText('Veuillez écrire quelques mots sur votre séjour')).toBeVisible()
  await rate(page, '4 étoiles')
  await page.getByLabel('Votre avis').fill('Coachs patients et une super ambiance sur le toit.')
  await page.getByRole('button', { name: 'Publier mon avis' }).click()
  await expect(page.getByText('Merci, Marie\u202f!')).toBeVisible()

  const detail = await (await request.get(`/api/v1/packages/${fresh!.id}`)).json()
  expect([detail.rating, detail.reviewCount]).toEqual(['4.00', 1])
  const reviews = await (await request.get(`/api/v1/packages/${fresh!.id}/reviews`)).json()
  expect(reviews.items[0]).toMatchObject({ rating: 4, reviewerFirstName: 'Marie', reviewerCountry: 'FR' })

  // The package page lists the review with first name, country and date; the card shows the new rating.
  await page.goto(`/fr/packages/${fresh!.id}`)
  const section = page.getByTestId('package-reviews')
  await expect(section).toContainText('Coachs patients et une super ambiance sur le toit.')
  await expect(section).toContainText('Marie · France')
  await expect(section).toContainText('4,0/5 sur 1 avis')
  await page.goto(`/surf-camps?duration=${fresh!.duration}&type=${fresh!.typeFilter}`)
  const card = page.getByTestId('camp-card').filter({ has: page.locator(`a[href$="/packages/${fresh!.id}"]`) })
  await expect(card.getByTestId('rating')).toContainText('4')
  await expect(card.getByTestId('rating-new')).toHaveCount(0)

  // The same link cannot be used twice.
  await page.goto(new URL(link).pathname + new URL(link).search)
  await expect(page.getByText('Vous avez déjà noté ce séjour. Merci\u202f!')).toBeVisible()
})

test('a broken review link says so', async ({ page }) => {
  await page.goto('/review?token=not-a-real-token-123')
  await expect(page.getByText('This link does not work')).toBeVisible()
})

test('an admin hides a review with a reason and shows it again', async ({ page, request }) => {
  // A review of its own, in French, the newest: the first pass shares this server and its specs write
  // reviews, so the demo's are no longer on the list's first page.
  const review = await publishedReview(request, {
    language: 'fr',
    comment: 'Des vagues parfaites et une équipe au top.',
  })
  await signedIn(page, demo.campAdmin, '/admin/reviews')
  const first = page.getByTestId('admin-review').filter({ hasText: review!.comment.slice(0, 40) })
  await expect(first).toContainText('Visible')
  await first.getByRole('button', { name: 'Hide' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hide this review' })
  await dialog.getByRole('button', { name: 'Hide' }).click()
  await expect(dialog.getByText('Please give a reason')).toBeVisible()
  await dialog.getByLabel('Reason').fill('Mentions another camp')
  await dialog.getByRole('button', { name: 'Hide' }).click()
  await expect(page.getByText('Review hidden successfully')).toBeVisible()
  await expect(first).toContainText('Hidden: Mentions another camp')
  await first.getByRole('button', { name: 'Show again' }).click()
  await expect(page.getByText('Review shown again successfully')).toBeVisible()
  await expect(first).toContainText('Visible')
})
