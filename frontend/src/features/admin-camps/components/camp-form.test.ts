import { blankCamp, formToBody, splitAmenities, validateCamp } from './camp-form'

describe('admin camp form', () => {
  it('splits amenities on commas, trimmed, empties dropped', () => {
    expect(splitAmenities(' WiFi, ,Pool ,  Yoga deck,')).toEqual(['WiFi', 'Pool', 'Yoga deck'])
  })

  it('requires a name and a location; defaults are active and not featured', () => {
    expect(validateCamp(blankCamp)).toEqual({ name: 'required', locationKey: 'required' })
    expect(blankCamp.status).toBe('active')
    expect(blankCamp.featured).toBe(false)
    expect(formToBody({ ...blankCamp, name: 'Ocean', locationKey: 'agadir', amenities: 'WiFi, Pool' })).toMatchObject({ name: 'Ocean', locationKey: 'agadir', amenities: ['WiFi', 'Pool'] })
  })
})
