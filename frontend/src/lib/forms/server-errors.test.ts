import { ApiError } from '@/api/errors'
import { applyServerErrors, errorCodes, formFieldOf, setServerFieldErrors, translatedResolver } from './server-errors'

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

describe('applyServerErrors', () => {
  function recorder() {
    const set: Record<string, { type?: string; message?: string }> = {}
    const setError = ((name: string, error: { type?: string; message?: string }) => void (set[name] = error)) as never
    return { set, setError }
  }
  const translate = (code: string) => `text of ${code}`

  it("puts each field code of the API's {error, detail, fields} on its field: code as type, translated text as message", () => {
    const { set, setError } = recorder()
    const error = new ApiError({
      status: 422,
      code: 'validation_error',
      detail: 'Some fields are invalid.',
      fields: { 'body.whatsapp_number': 'invalid_phone', 'packages.1.price': 'too_large', packages: 'required' },
    })
    const values = { whatsappNumber: '', packages: [{ price: '' }, { price: '99999' }] }
    const named = applyServerErrors(error, setError, { getValues: () => values, translate })
    expect(named).toEqual(['whatsappNumber', 'packages.1.price', 'packages'])
    expect(set).toEqual({
      whatsappNumber: { type: 'invalid_phone', message: 'text of invalid_phone' },
      'packages.1.price': { type: 'too_large', message: 'text of too_large' },
      packages: { type: 'required', message: 'text of required' },
    })
  })

  it('puts a top-level code about one field on that field, and names nothing for other failures', () => {
    const { set, setError } = recorder()
    const taken = new ApiError({ status: 409, code: 'email_taken', detail: 'taken' })
    expect(applyServerErrors(taken, setError, { translate, codes: { email_taken: 'email' } })).toEqual(['email'])
    expect(set).toEqual({ email: { type: 'email_taken', message: 'text of email_taken' } })
    expect(applyServerErrors(taken, setError)).toEqual([])
    expect(applyServerErrors(new ApiError({ status: 500, code: 'internal_error' }), setError)).toEqual([])
    expect(applyServerErrors(new TypeError('Failed to fetch'), setError)).toEqual([])
  })
})

describe('a form refused by the server', () => {
  it('keeps every typed value and shows the translated message under the field', async () => {
    const { renderHook, act } = await import('@testing-library/react')
    const { useForm } = await import('react-hook-form')
    const { result } = renderHook(() =>
      useForm({ defaultValues: { email: '', campName: '', packages: [{ title: '' }] } }),
    )
    act(() => {
      result.current.setValue('email', 'amina@camp.test')
      result.current.setValue('campName', 'Amina Surf House')
      result.current.setValue('packages', [{ title: 'Surf week' }])
    })
    const error = new ApiError({
      status: 422,
      code: 'validation_error',
      fields: { email: 'invalid_email', 'packages.0.title': 'too_long' },
    })
    act(() => {
      applyServerErrors(error, result.current.setError, {
        getValues: result.current.getValues,
        translate: (code) => (code === 'invalid_email' ? 'Please enter a valid email address' : code),
      })
    })
    expect(result.current.getValues()).toEqual({
      email: 'amina@camp.test',
      campName: 'Amina Surf House',
      packages: [{ title: 'Surf week' }],
    })
    expect(result.current.getFieldState('email').error).toMatchObject({
      type: 'invalid_email',
      message: 'Please enter a valid email address',
    })
    expect(result.current.getFieldState('packages.0.title').error).toMatchObject({ type: 'too_long' })
  })
})

describe('translatedResolver and errorCodes', () => {
  it("gives a schema's codes the server's shape: code as type, text as message, nested ones too", async () => {
    const { zodResolver } = await import('@hookform/resolvers/zod')
    const { z } = await import('./zod')
    const schema = z.object({
      name: z.string().min(1, 'required'),
      packages: z.array(z.object({ price: z.string().min(1, 'required') })),
    })
    const resolver = translatedResolver(zodResolver(schema), (code, field) => `${field}: ${code}`)
    const result = await resolver({ name: '', packages: [{ price: '1' }, { price: '' }] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    })
    expect(result.errors.name).toMatchObject({ type: 'required', message: 'name: required' })
    expect(result.errors.packages?.[1]?.price).toMatchObject({
      type: 'required',
      message: 'packages.1.price: required',
    })
    expect(errorCodes(result.errors)).toEqual(['required', 'required'])
  })
})
