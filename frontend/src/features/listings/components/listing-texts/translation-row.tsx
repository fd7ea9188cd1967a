import { useId } from 'react'
import { useTranslation } from '@/i18n/react'
import { type Language } from '@/i18n/languages'
import { Badge, Button, Field, Input, Textarea } from '@/components/ui'
import {
  LIST_FIELDS,
  TEXT_LIMITS,
  type FieldState,
  type TextField,
  type TextValue,
} from '@/features/listings/lib/listing-texts'
import { cn } from '@/lib/ui/cn'
import type { Texts } from './listing-texts-editor'
const STATUS_BADGE: Record<FieldState['status'], 'success' | 'danger' | 'warning' | 'default' | 'neutral'> = {
  translated: 'success',
  missing: 'danger',
  outdated: 'warning',
  draft: 'default',
  not_needed: 'neutral',
}

export function TranslationRow({
  texts,
  field,
  lang,
  sourceLanguage,
  sourceText,
  state,
  error,
  disabled,
}: {
  texts: Texts
  field: TextField
  lang: Language
  sourceLanguage: Language
  sourceText: TextValue
  state: FieldState
  error?: string
  disabled: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const list = LIST_FIELDS.has(field)
  const fieldName = t(`listingTexts.fields.${field}`)
  const sourceName = t(`listingTexts.language.${sourceLanguage}`)
  const name = `translations.${lang}.${field}` as const
  const statusText = state.checked ? t('listingTexts.status.checked') : t(`listingTexts.status.${state.status}`)
  const long = field === 'description' || list

  function markStillCorrect(checked: boolean) {
    texts.setValue(`stillCorrect.${lang}.${field}`, checked, { shouldDirty: true })
  }

  return (
    <div
      className="space-y-3 rounded-xl border border-slate-200 p-3 sm:p-4"
      data-testid={`translation-${lang}-${field}`}
      data-status={state.checked ? 'checked' : state.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-900">{fieldName}</h4>
        <Badge variant={state.checked ? 'success' : STATUS_BADGE[state.status]} data-testid="translation-status">
          {statusText}
        </Badge>
      </div>
      {state.status === 'not_needed' ? (
        <p className="text-sm text-slate-500">{t('listingTexts.nothingToTranslate')}</p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          <div className="min-w-0 space-y-1.5">
            <p id={`${id}-source`} className="text-sm font-medium text-slate-800">
              {t('listingTexts.sourceLabel', { language: sourceName })}
            </p>
            <SourceText value={sourceText} lang={sourceLanguage} labelledBy={`${id}-source`} />
          </div>
          <Field
            label={t('listingTexts.translationLabel', { field: fieldName, in: t(`listingTexts.in.${lang}`) })}
            hint={list ? t('listingTexts.onePerLine') : undefined}
            error={error}
            className="min-w-0"
          >
            {(props) =>
              long ? (
                <Textarea {...props} lang={lang} rows={list ? 4 : 5} {...texts.register(name)} disabled={disabled} />
              ) : (
                <Input
                  {...props}
                  lang={lang}
                  maxLength={TEXT_LIMITS[field].length}
                  {...texts.register(name)}
                  disabled={disabled}
                />
              )
            }
          </Field>
        </div>
      )}
      {state.status === 'outdated' ? (
        <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <p>{t('listingTexts.outdatedExplained')}</p>
          <SourceText value={state.translatedFrom} lang={sourceLanguage} quiet />
          <Button size="sm" variant="outline" onClick={() => markStillCorrect(true)} disabled={disabled}>
            {t('listingTexts.stillCorrect')}
          </Button>
        </div>
      ) : null}
      {state.checked ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {t('listingTexts.checkedExplained')}
          <Button size="sm" variant="link" onClick={() => markStillCorrect(false)} disabled={disabled}>
            {t('listingTexts.undoStillCorrect')}
          </Button>
        </p>
      ) : null}
      {state.status === 'draft' ? (
        <p className="text-sm font-medium text-ocean-800">{t('listingTexts.draftExplained')}</p>
      ) : null}
    </div>
  )
}

/** A source text, read-only, marked with its language (a list as a list). */
export function SourceText({
  value,
  lang,
  labelledBy,
  quiet = false,
}: {
  value: TextValue
  lang: Language
  labelledBy?: string
  quiet?: boolean
}) {
  const items = Array.isArray(value) ? value.filter((item) => item.trim()) : null
  const box = cn(
    'rounded-xl px-3.5 py-2.5 text-sm break-words whitespace-pre-line',
    quiet ? 'bg-white/70 text-slate-700' : 'min-h-11 bg-slate-50 text-slate-800 ring-1 ring-slate-200',
  )
  if (items)
    return (
      <ul lang={lang} aria-labelledby={labelledBy} className={cn(box, 'list-disc space-y-0.5 pl-8')}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    )
  return (
    <p lang={lang} aria-labelledby={labelledBy} className={cn(box, 'max-h-48 overflow-y-auto')}>
      {typeof value === 'string' ? value : ''}
    </p>
  )
}
