import { OFFICE_WRITES, OWNER_WRITES } from '@/test/listing-writes'
import { officeBlankPackage, ownerBlankPackage, packageBody, packageFieldCodes } from './package-form'

// Both editors' checks and bodies, for what the server says each may set (OWNER_WRITES, OFFICE_WRITES).
const image = '/media/x-1200.jpg'

describe('the owner’s package form', () => {
  const blank = ownerBlankPackage('en')

  it('has the spec defaults: 7 days, beginner, 8 people, not featured, price 0, in the camp’s language', () => {
    expect(blank).toMatchObject({ durationDays: '7', difficultyLevel: 'beginner', maxParticipants: '8', price: 0 })
    expect(ownerBlankPackage('de').sourceLanguage).toBe('de')
  })

  it('blocks saving without a featured image, a name, a whole number of days or an amount it can read', () => {
    expect(packageFieldCodes({ ...blank, name: 'Week', price: 450 }, OWNER_WRITES)).toEqual({
      imageUrl: 'featured_image_required',
    })
    expect(
      packageFieldCodes({ ...blank, name: '', price: 450, durationDays: '0', imageUrl: image }, OWNER_WRITES),
    ).toEqual({ name: 'required', durationDays: 'invalid_number' })
    expect(packageFieldCodes({ ...blank, name: 'Week', price: Number.NaN, imageUrl: image }, OWNER_WRITES)).toEqual({
      price: 'invalid_amount',
    })
    expect(packageFieldCodes({ ...blank, name: 'Week', price: null, imageUrl: image }, OWNER_WRITES)).toEqual({
      price: 'required',
    })
  })

  it("needs a price above zero (an owner's package is on sale), the blank form's 0 included", () => {
    expect(packageFieldCodes({ ...blank, name: 'Week', imageUrl: image }, OWNER_WRITES)).toEqual({
      price: 'price_required',
    })
    // The status is not the owner's to set: an inactive status in the form changes nothing.
    expect(packageFieldCodes({ ...blank, name: 'Week', status: 'inactive', imageUrl: image }, OWNER_WRITES)).toEqual({
      price: 'price_required',
    })
    expect(packageFieldCodes({ ...blank, name: 'Week', price: 0.01, imageUrl: image }, OWNER_WRITES)).toEqual({})
  })

  it('sends the price with cents and neither a camp nor a status', () => {
    const body = packageBody(
      { ...blank, name: ' Week ', price: 1250.5, maxParticipants: '', imageUrl: image, campId: '4' },
      OWNER_WRITES,
    )
    expect(body).toMatchObject({ name: 'Week', price: '1250.50', durationDays: 7, maxParticipants: null })
    expect(body).not.toHaveProperty('campId')
    expect(body).not.toHaveProperty('status')
  })
})

describe('the back office’s package form', () => {
  const blank = officeBlankPackage()

  it('starts with the back-office defaults: EUR, all levels, active, no price and no group limit', () => {
    expect(blank).toMatchObject({ currency: 'EUR', difficultyLevel: 'all_levels', status: 'active', price: null })
    expect(blank.maxParticipants).toBe('')
  })

  it('requires a camp, a name, a price and a featured image', () => {
    expect(packageFieldCodes(blank, OFFICE_WRITES)).toEqual({
      campId: 'required',
      name: 'required',
      price: 'required',
      imageUrl: 'featured_image_required',
    })
    const filled = { ...blank, campId: '1', name: 'x', imageUrl: image }
    expect(packageFieldCodes({ ...filled, price: 10, durationDays: '2.5' }, OFFICE_WRITES)).toEqual({
      durationDays: 'invalid_number',
    })
    expect(packageFieldCodes({ ...filled, price: 100_001 }, OFFICE_WRITES)).toEqual({ price: 'invalid_number' })
  })

  it('needs a price above zero for an active package (the server rule), not for an inactive one', () => {
    const filled = { ...blank, campId: '1', name: 'x', imageUrl: image }
    expect(packageFieldCodes({ ...filled, price: 0 }, OFFICE_WRITES)).toEqual({ price: 'price_required' })
    expect(packageFieldCodes({ ...filled, price: 0, status: 'inactive' }, OFFICE_WRITES)).toEqual({})
    expect(packageFieldCodes({ ...filled, price: 0.01 }, OFFICE_WRITES)).toEqual({})
  })

  it('sends the camp and the status, whole days, no group limit when empty and no blank features', () => {
    const body = packageBody(
      {
        ...blank,
        campId: '3',
        name: ' Week ',
        price: 499.5,
        imageUrl: image,
        includedFeatures: ['Lessons', '  ', 'Board'],
      },
      OFFICE_WRITES,
    )
    expect(body).toMatchObject({
      campId: 3,
      status: 'active',
      name: 'Week',
      price: '499.50',
      durationDays: 7,
      maxParticipants: null,
      includedFeatures: ['Lessons', 'Board'],
    })
  })
})
