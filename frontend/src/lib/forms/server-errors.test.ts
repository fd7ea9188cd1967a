import { ApiError } from '@/api/errors'
import { formFieldOf, setServerFieldErrors } from './server-errors'

function fakeForm(values: Record<string, unknown>) {
  const set: Record<string, string | undefined> = {}
  return {
    set,
    form: {
      getValues: () => values,
      setError: (name: string, error: { message?: string }) => void (set[name] = error.message),
    },
  }
}

describe('setServerFieldErrors', () => {
  it("puts each named field code on the form field, in the form's camelCase names", () => {
    const { set, form } = fakeForm({ maxParticipants: '', name: '' })
    const error = new ApiError({
      status: 422,
      code: 'validation_error',
      fields: { 'body.max_participants': 'too_large', name: 'required' },
    })
    expect(setServerFieldErrors(error, form as never)).toBe(true)
    expect(set).toEqual({ maxParticipants: 'too_large', name: 'required' })
  })

  it('ignores fields the form does not have and failures that name no field', () => {
    const { set, form } = fakeForm({ name: '' })
    expect(
      setServerFieldErrors(
        new ApiError({ status: 422, code: 'validation_error', fields: { slug: 'taken' } }),
        form as never,
      ),
    ).toBe(false)
    expect(setServerFieldErrors(new ApiError({ status: 500, code: 'internal_error' }), form as never)).toBe(false)
    expect(setServerFieldErrors(new Error('offline'), form as never)).toBe(false)
    expect(set).toEqual({})
  })
})

describe('formFieldOf', () => {
  const values = {
    name: 'Alpha week',
    includedFeatures: ['Lessons', 'Breakfast'],
    translations: { fr: { description: 'Sept jours' }, de: { description: '' } },
  }

  it('follows a nested name to its field: a French description is not the English one', () => {
    expect(formFieldOf('translations.fr.description', values)).toBe('translations.fr.description')
    expect(formFieldOf('body.translations.de.description', values)).toBe('translations.de.description')
  })

  it('names a list for one of its items, and a top-level field by its last part as before', () => {
    expect(formFieldOf('includedFeatures.1', values)).toBe('includedFeatures')
    expect(formFieldOf('body.name', values)).toBe('name')
    expect(formFieldOf('translations', values)).toBeNull()
    expect(formFieldOf('translations.it.name', values)).toBeNull()
  })
})
