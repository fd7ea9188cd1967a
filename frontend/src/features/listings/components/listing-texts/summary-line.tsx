import { useTranslation } from '@/i18n/react'
import {
  languageSummary,
  savedTextsOf,
  targetLanguages,
  textsFormOf,
  type LanguageSummary,
  type ListingRead,
  type SourceTexts,
  type TextField,
} from '@/features/listings/lib/listing-texts'
import { cn } from '@/lib/ui/cn'

/** "2 missing, 1 outdated" or "All translated": what is left to do in one language. */
export function SummaryLine({ summary, className }: { summary: LanguageSummary; className?: string }) {
  const { t } = useTranslation()
  const parts = [
    summary.missing ? t('listingTexts.summary.missing', { count: summary.missing }) : null,
    summary.outdated ? t('listingTexts.summary.outdated', { count: summary.outdated }) : null,
    summary.drafts ? t('listingTexts.summary.drafts', { count: summary.drafts }) : null,
  ].filter(Boolean)
  const done = parts.length === 0
  return (
    <span className={cn('text-xs', done ? 'text-emerald-700' : 'font-medium text-amber-800', className)}>
      {done ? t('listingTexts.summary.done') : parts.join(', ')}
    </span>
  )
}

/** Per language other than the listing's own, what is left to translate of a saved listing. */
export function TranslationSummary({
  listing,
  fields,
  className,
}: {
  listing: ListingRead & SourceTexts
  fields: readonly TextField[]
  className?: string
}) {
  const { t } = useTranslation()
  const saved = savedTextsOf(listing, fields)
  const values = textsFormOf(listing)
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1', className)} aria-label={t('listingTexts.summary.label')}>
      {targetLanguages(listing.sourceLanguage).map((lang) => (
        <li key={lang} className="text-xs text-slate-700" data-testid={`summary-${lang}`}>
          <span className="font-semibold">{t(`listingTexts.language.${lang}`)}</span>
          {t('listingTexts.summary.separator')}
          <SummaryLine summary={languageSummary(fields, lang, saved.source, values, saved)} />
        </li>
      ))}
    </ul>
  )
}
