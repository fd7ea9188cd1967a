import { useCallback } from 'react'
import { useTranslation } from '@/i18n/react'

/** A server or form field code ("required", "invalid_email", …) as a sentence in the UI language. */
export function useFieldErrorText() {
  const { t } = useTranslation()
  return useCallback(
    (code: string): string => {
      switch (code) {
        case 'required':
          return t('adminCommon.required')
        case 'invalid_email':
          return t('adminCommon.invalidEmail')
        case 'invalid_url':
          return t('adminCommon.invalidUrl')
        case 'invalid_number':
          return t('adminCommon.invalidNumber')
        case 'too_small':
          return t('adminCommon.tooSmall')
        case 'too_large':
          return t('adminCommon.tooLarge')
        case 'price_required':
          return t('adminPackages.priceRequired')
        case 'featured_image_required':
          return t('adminPackages.imageRequiredBody')
        case 'too_many_images':
          return t('uploader.tooManyBody', { max: 5 })
        case 'invalid_json':
          return t('adminContent.invalidJson')
        case 'not_json_object':
          return t('adminContent.notObject')
        case 'invalid_characters':
          return t('errors.invalid_characters')
        default:
          return t('adminCommon.invalidChoice')
      }
    },
    [t],
  )
}
