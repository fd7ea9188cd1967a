import { useTranslation } from '@/i18n/react'
import type { AdminReview } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { Button, Dialog, Field, Textarea } from '@/components/ui'
import { useDisplayNames } from '@/i18n/display-names'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { z } from '@/lib/forms/zod'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { useSetReviewTranslations } from '../api/set-review-translations'

// The server's limit of a comment, which a translation shares.
const MAX_LENGTH = 2000
const text = z.string().max(MAX_LENGTH, 'too_long')
const schema = z.object({ en: text, fr: text, de: text })
type Values = z.infer<typeof schema>

/**
 * The team writes a review's comment in the site's other languages, the original beside them; the
 * traveller's own words never change. A refused save keeps what was typed, the error on its field.
 */
export function ReviewTranslationsDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const { t } = useTranslation()
  const names = useDisplayNames()
  const toast = useAdminToast()
  const save = useSetReviewTranslations()
  const { fieldMessage } = useErrorMessages('admin')
  const others = LANGUAGES.filter((language) => language !== review.language)
  const form = useZodForm<Values>(schema, {
    en: review.translations.en ?? '',
    fr: review.translations.fr ?? '',
    de: review.translations.de ?? '',
  })
  const errorOf = errorTextOf(form.formState.errors, (code) => fieldMessage(code))

  function submit(values: Values) {
    const translations: Partial<Record<Language, string | null>> = {}
    for (const language of others) translations[language] = values[language].trim() || null
    save.mutate(
      { id: review.id, translations },
      {
        onSuccess: () => {
          toast.success(t('adminReviews.translationsSaved'))
          onClose()
        },
        onError: (error) => {
          setServerFieldErrors(error, form)
          toast.failure(t('adminReviews.translationsFailed'))
        },
      },
    )
  }

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={t('adminReviews.translateTitle', { name: review.reviewerFirstName })}
      description={t('adminReviews.translateHint')}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('adminCommon.cancel')}
          </Button>
          <Button type="submit" form="review-translations-form" loading={save.isPending}>
            {t('adminReviews.saveTranslations')}
          </Button>
        </>
      }
    >
      <form id="review-translations-form" onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
        <figure className="rounded-lg bg-slate-50 p-3 text-sm">
          <figcaption className="mb-1 text-xs font-semibold text-slate-500">
            {t('adminReviews.original', { language: names.language(review.language) })}
          </figcaption>
          <blockquote lang={review.language} className="whitespace-pre-line text-slate-800">
            {review.comment}
          </blockquote>
        </figure>
        {others.map((language) => (
          <Field
            key={language}
            label={t('adminReviews.translationIn', { language: names.language(language) })}
            error={errorOf(language)}
          >
            {(props) => (
              <Textarea
                {...props}
                {...form.register(language)}
                lang={language}
                rows={4}
                placeholder={t('adminReviews.translationPlaceholder')}
              />
            )}
          </Field>
        ))}
      </form>
    </Dialog>
  )
}
