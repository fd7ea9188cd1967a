import { blankPackage, formToBody, removeFeature, validatePackage } from './package-form'

describe('admin package form', () => {
  it('starts with the admin defaults and one empty feature row', () => {
    expect(blankPackage.currency).toBe('EUR')
    expect(blankPackage.difficultyLevel).toBe('all_levels')
    expect(blankPackage.status).toBe('active')
    expect(blankPackage.includedFeatures).toEqual([''])
  })

  it('keeps at least one feature row', () => {
    expect(removeFeature(['a', 'b'], 0)).toEqual(['b'])
    expect(removeFeature(['only'], 0)).toEqual([''])
  })

  it('requires name, price, duration and a featured image', () => {
    expect(validatePackage(blankPackage)).toEqual({
      campId: 'required',
      name: 'required',
      price: 'required',
      imageUrl: 'featured_image_required',
    })
    expect(
      validatePackage({
        ...blankPackage,
        campId: '1',
        name: 'x',
        price: 'abc',
        durationDays: '2.5',
        imageUrl: '/m.jpg',
      }),
    ).toEqual({ price: 'invalid_number', durationDays: 'invalid_number' })
  })

  it('needs a price above zero for an active package (the server rule), not for an inactive one', () => {
    const filled = { ...blankPackage, campId: '1', name: 'x', durationDays: '7', imageUrl: '/m.jpg' }
    expect(validatePackage({ ...filled, price: '0' })).toEqual({ price: 'price_required' })
    expect(validatePackage({ ...filled, price: '0', status: 'inactive' })).toEqual({})
    expect(validatePackage({ ...filled, price: '0.01' })).toEqual({})
  })

  it('parses price as a decimal, duration as an integer, empty max participants as null and drops blank features', () => {
    const body = formToBody({
      ...blankPackage,
      campId: '3',
      name: ' Week ',
      price: '499.5',
      durationDays: '7',
      imageUrl: '/m.jpg',
      includedFeatures: ['Lessons', '  ', 'Board'],
    })
    expect(body).toMatchObject({
      campId: 3,
      name: 'Week',
      price: '499.50',
      durationDays: 7,
      maxParticipants: null,
      includedFeatures: ['Lessons', 'Board'],
    })
  })
})
