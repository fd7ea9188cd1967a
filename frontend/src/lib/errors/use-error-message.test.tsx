import { act, renderHook } from '@testing-library/react'
import { ApiError } from '@/api/errors'
import i18n from '@/i18n'
import { useErrorMessages } from './use-error-message'

describe('useErrorMessages', () => {
  it('never puts a code or the server English text on the screen', async () => {
    await act(() => i18n.changeLanguage('fr'))
    const { result } = renderHook(() => useErrorMessages())
    const { fieldMessage, fieldErrors, errorMessage } = result.current
    expect(fieldMessage('too_long')).toBe('Ce texte est trop long\u202f: veuillez le raccourcir')
    expect(fieldMessage('invalid_choice')).toBe('Veuillez choisir l’une des options')
    expect(fieldMessage('some_new_code')).toBe('Veuillez vérifier ce champ')
    const refused = new ApiError({
      status: 422,
      code: 'validation_error',
      detail: 'One or more fields are invalid.',
      fields: { 'body.camp_name': 'too_short', language: 'no_such_code' },
    })
    expect(fieldErrors(refused)).toEqual({
      campName: 'Ce texte est trop court',
      language: 'Veuillez vérifier ce champ',
    })
    const pending = new ApiError({
      status: 403,
      code: 'account_pending',
      detail: 'Your account is waiting for approval.',
    })
    expect(errorMessage(pending, 'La connexion a échoué')).toBe('La connexion a échoué')
  })

  it('keeps the back office wording of the codes it has its own texts for', async () => {
    await act(() => i18n.changeLanguage('de'))
    const { result } = renderHook(() => useErrorMessages('admin'))
    expect(result.current.fieldMessage('too_small')).toBe(i18n.t('adminCommon.tooSmall'))
    expect(result.current.fieldMessage('too_long')).toBe('Dieser Text ist zu lang.')
  })
})
