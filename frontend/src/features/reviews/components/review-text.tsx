import { useState } from 'react'
import { Languages } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { ReviewRead } from '@/api/types'
import { useDisplayNames } from '@/i18n/display-names'

type Props = Pick<ReviewRead, 'comment' | 'language' | 'translation'> & { className?: string }

/**
 * A review as the traveller wrote it, marked with its language (`lang`, and named when it is not the
 * reader's), with the team's translation into the reader's language one click away when there is one.
 */
export function ReviewText({ comment, language, translation, className }: Props) {
  const { t, i18n } = useTranslation()
  const names = useDisplayNames()
  const [translated, setTranslated] = useState(false)
  const showing = translated && translation ? translation : { language, text: comment }
  const original = names.language(language)
  const note =
    translated && translation
      ? t('packageDetail.reviews.translationNote', { language: original })
      : language !== i18n.language
        ? t('packageDetail.reviews.writtenIn', { language: original })
        : null
  return (
    <div className={className}>
      <p className="text-slate-700" lang={showing.language}>
        {showing.text}
      </p>
      {note || translation ? (
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500">
          {note ? <span>{note}</span> : null}
          {translation ? (
            <button
              type="button"
              onClick={() => setTranslated((value) => !value)}
              className="inline-flex items-center gap-1 rounded font-medium text-ocean-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ocean-500"
            >
              <Languages className="h-3.5 w-3.5" aria-hidden="true" />
              {translated ? t('packageDetail.reviews.showOriginal') : t('packageDetail.reviews.showTranslation')}
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
