import { initialValues } from './form'

describe('the booking form starts', () => {
  it.each([
    ['intermediate', 'intermediate'],
    ['advanced', 'advanced'],
    ['beginner', 'beginner'],
    ['all_levels', 'beginner'],
  ])('at the level of a %s package: %s', (difficulty, level) => {
    expect(initialValues(7, difficulty).surfingLevel).toBe(level)
  })

  it("with the package's own length", () => {
    expect(initialValues(5).numberOfDays).toBe(5)
  })
})
