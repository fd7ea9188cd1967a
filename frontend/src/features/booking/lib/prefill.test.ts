import { packageBookingPath } from '@/lib/config/paths'
import { initialValues } from './form'
import { stayOfSearch, withStay } from './prefill'

const TODAY = '2027-01-05'

describe('the stay a link asks the booking form for', () => {
  it("reads the waitlist e-mail's link (backend/app/availability/mail.py package_link)", () => {
    // What the e-mail writes for 10 January, 7 days, 2 people (tests/availability/test_owner_calendar.py).
    const link = new URL('https://surf.example/de/packages/4?start=2027-01-10&days=7&people=2#booking')
    expect(stayOfSearch(link.search, TODAY, 8)).toEqual({ start: '2027-01-10', days: 7, people: 2 })
  })

  it('reads what packageBookingPath writes, and writes only what is given', () => {
    const path = packageBookingPath(12, { start: '2027-02-01', days: 10, people: 3 })
    expect(path).toBe('/packages/12/book?start=2027-02-01&days=10&people=3')
    expect(stayOfSearch(new URL(path, 'https://x.test').search, TODAY, 8)).toEqual({
      start: '2027-02-01',
      days: 10,
      people: 3,
    })
    expect(packageBookingPath(12)).toBe('/packages/12/book')
    expect(packageBookingPath(12, { start: '2027-02-01' })).toBe('/packages/12/book?start=2027-02-01')
  })

  it.each([
    ['?start=2027-01-04', {}], // the day before today
    ['?start=2027-02-30', {}], // not a day of the calendar
    ['?start=10/01/2027', {}],
    ['?days=11', {}], // a length the form does not offer
    ['?days=7.5', {}],
    ['?people=0', {}],
    ['?people=9', {}], // more than the package takes
    ['?people=two', {}],
    ['?start=2027-01-05&days=14&people=8', { start: '2027-01-05', days: 14, people: 8 }],
  ])('takes from %s only what the form can take', (search, stay) => {
    expect(stayOfSearch(search, TODAY, 8)).toEqual(stay)
  })

  it("puts the stay into the form's first values and keeps the rest", () => {
    const first = initialValues(5, 'beginner')
    expect(withStay(first, { days: 10 })).toEqual({ ...first, numberOfDays: 10 })
    expect(withStay(first, { start: '2027-01-10', people: 2 })).toEqual({
      ...first,
      startDate: '2027-01-10',
      numberOfPeople: 2,
    })
  })
})
