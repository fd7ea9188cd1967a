import { useEffect, useId, useState, type ReactNode } from 'react'
import { useWatch, type FieldErrors, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { Languages } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { LanguageField } from '@/components/ui/language-field'
import { useTabKeys } from '@/components/ui/use-tab-keys'
import {
  fieldState,
  languageSummary,
  switchSourceLanguage,
  type ListingTextsValues,
  type SavedTexts,
  type SourceTexts,
  type TextField,
} from '@/features/listings/lib/listing-texts'
import { cn } from '@/lib/ui/cn'
import { SummaryLine } from './summary-line'
import { DraftsBar } from './drafts-bar'
import { TranslationRow } from './translation-row'

export interface ListingTextsEditorProps<Values extends ListingTextsValues> {
  form: UseFormReturn<Values>
  /** The listing's translatable fields, in the form's order. */
  fields: readonly TextField[]
  /** What was saved (null for a new listing): the statuses compare the form with it. */
  saved: SavedTexts | null
  /** The text of a field error code (too_long, too_many, ...), as the form words its errors. */
  errorText: (code: string) => string
  disabled?: boolean
  /** The form's own fields for the source texts; inputs take `lang` from the argument. */
  children: (sourceLanguage: Language) => ReactNode
}

export type Texts = UseFormReturn<ListingTextsValues>

/**
 * A listing's texts in English, French and German: the form's own fields in the language the listing
 * is written in, and beside each of them, per other language, its translation with its status
 * (translated, missing, outdated since the source changed, draft), a summary per language, the
 * choice of the source language and, when the site has a model, draft translations.
 */
export function ListingTextsEditor<Values extends ListingTextsValues>({
  form,
  fields,
  saved,
  errorText,
  disabled = false,
  children,
}: ListingTextsEditorProps<Values>) {
  // The editor only reads and writes the language part of the form's values.
  const texts = form as unknown as Texts
  const { t } = useTranslation()
  const id = useId()
  const values = useWatch({ control: texts.control }) as ListingTextsValues & Record<string, unknown>
  const sourceLanguage = values.sourceLanguage
  const [active, setActive] = useState<Language>(sourceLanguage)
  const { onKeyDown: onTabKey, tabRef } = useTabKeys(LANGUAGES, active, setActive)

  const source: SourceTexts = Object.fromEntries(fields.map((field) => [field, values[field]]))
  const state = (field: TextField, lang: Language) => fieldState(field, lang, source, values, saved)
  const errors = texts.formState.errors
  const errorOf = (lang: Language, field: TextField) => {
    const code = errors.translations?.[lang]?.[field]?.message
    return typeof code === 'string' && code ? errorText(code) : undefined
  }

  useShowFirstError(texts, errors, fields, active, (lang) => setActive(lang))

  function chooseLanguage(to: Language) {
    if (to === sourceLanguage) return
    const current = texts.getValues()
    // A listing already saved moves its texts with the language; a new one only names the language it is typed in.
    if (saved === null) {
      texts.setValue('sourceLanguage', to, { shouldDirty: true })
    } else {
      const moved = switchSourceLanguage(current, source, fields, to)
      for (const field of fields) {
        const value = moved.source[field] ?? ''
        texts.setValue(field as FieldPath<ListingTextsValues>, value as never, { shouldDirty: true })
      }
      for (const key of ['translations', 'stillCorrect', 'drafts', 'sourceLanguage'] as const)
        texts.setValue(key, moved.texts[key], { shouldDirty: true })
    }
    setActive(to)
  }

  const languageName = (lang: Language) => t(`listingTexts.language.${lang}`)
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white"
      data-testid="listing-texts"
    >
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 p-3 sm:p-4">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={`${id}-title`} className="flex items-center gap-2 text-base font-bold text-slate-900">
            <Languages className="h-5 w-5 text-ocean-700" aria-hidden="true" />
            {t('listingTexts.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('listingTexts.intro')}</p>
        </div>
        <LanguageField
          label={t('listingTexts.sourceLanguage')}
          hint={saved ? t('listingTexts.sourceLanguageHint') : undefined}
          value={sourceLanguage}
          onChange={chooseLanguage}
          disabled={disabled}
          className="w-full sm:w-56"
        />
      </header>

      <DraftsBar
        texts={texts}
        fields={fields}
        source={source}
        saved={saved}
        disabled={disabled}
        onFilled={(lang) => setActive(lang)}
      />

      <div role="tablist" aria-label={t('listingTexts.tabs')} className="grid gap-2 px-3 pt-4 sm:grid-cols-3 sm:px-4">
        {LANGUAGES.map((lang) => {
          const selected = active === lang
          const summary = lang === sourceLanguage ? null : languageSummary(fields, lang, source, values, saved)
          return (
            <button
              key={lang}
              ref={tabRef(lang)}
              role="tab"
              type="button"
              id={`${id}-tab-${lang}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${lang}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(lang)}
              onKeyDown={onTabKey}
              data-testid={`texts-tab-${lang}`}
              className={cn(
                // One line per language on a phone, three columns from sm up.
                'flex min-w-0 items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left text-sm transition-colors sm:flex-col sm:items-start sm:justify-start',
                selected
                  ? 'border-ocean-600 bg-ocean-50 ring-1 ring-ocean-600'
                  : 'border-slate-200 hover:border-ocean-300 hover:bg-slate-50',
              )}
            >
              <span className="font-semibold text-slate-900">{languageName(lang)}</span>
              {summary ? (
                <SummaryLine summary={summary} />
              ) : (
                <span className="text-xs text-slate-600">{t('listingTexts.original')}</span>
              )}
            </button>
          )
        })}
      </div>

      {LANGUAGES.map((lang) => (
        <div
          key={lang}
          role="tabpanel"
          id={`${id}-panel-${lang}`}
          aria-labelledby={`${id}-tab-${lang}`}
          hidden={active !== lang}
          className="space-y-4 p-3 sm:p-4"
        >
          {/* Only the language shown is on the page; the form keeps every value (and error) of the others. */}
          {active !== lang ? null : lang === sourceLanguage ? (
            <>
              <p className="text-sm text-slate-600">
                {t('listingTexts.sourceIntro', { in: t(`listingTexts.in.${lang}`) })}
              </p>
              {children(sourceLanguage)}
            </>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                {t('listingTexts.translationIntro', { into: t(`listingTexts.into.${lang}`) })}
              </p>
              {fields.map((field) => (
                <TranslationRow
                  key={field}
                  texts={texts}
                  field={field}
                  lang={lang}
                  sourceLanguage={sourceLanguage}
                  sourceText={source[field]}
                  state={state(field, lang)}
                  error={errorOf(lang, field)}
                  disabled={disabled}
                />
              ))}
            </>
          )}
        </div>
      ))}
    </section>
  )
}

/** After a refused save, shows the language whose field is wrong (when the one shown has none) and focuses it. */
function useShowFirstError(
  texts: Texts,
  errors: FieldErrors<ListingTextsValues> & Record<string, unknown>,
  fields: readonly TextField[],
  active: Language,
  show: (lang: Language) => void,
) {
  const sourceLanguage = texts.getValues('sourceLanguage')
  const wrong = LANGUAGES.flatMap((lang) => {
    const names =
      lang === sourceLanguage
        ? fields.filter((field) => errors[field])
        : fields.filter((field) => errors.translations?.[lang]?.[field])
    return names.length > 0
      ? [{ lang, path: lang === sourceLanguage ? names[0]! : `translations.${lang}.${names[0]}` }]
      : []
  })
  const key = wrong.map((w) => w.path).join()
  useEffect(() => {
    if (wrong.length === 0 || wrong.some((w) => w.lang === active)) return
    const [first] = wrong
    show(first!.lang)
    // Once the panel is shown, its field can take the focus.
    requestAnimationFrame(() => texts.setFocus(first!.path as FieldPath<ListingTextsValues>))
    // Only a new set of wrong fields moves the view; the person's own choice of tab stays otherwise.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
