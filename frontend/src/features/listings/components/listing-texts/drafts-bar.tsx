import { useState } from 'react'
import { useTranslation } from '@/i18n/react'
import { type Language } from '@/i18n/languages'
import { Alert, Button } from '@/components/ui'
import { useSiteConfig } from '@/lib/config/site-config'
import {
  draftChanges,
  draftRequest,
  draftsWanted,
  targetLanguages,
  type SavedTexts,
  type SourceTexts,
  type TextField,
} from '@/features/listings/lib/listing-texts'
import { requestDrafts, useDraftFailureText } from './drafts'
import type { Texts } from './listing-texts-editor'
/** "Translate": drafts for the missing fields (and, when asked, the outdated ones), marked as drafts until saved. */
export function DraftsBar({
  texts,
  fields,
  source,
  saved,
  disabled,
  onFilled,
}: {
  texts: Texts
  fields: readonly TextField[]
  source: SourceTexts
  saved: SavedTexts | null
  disabled: boolean
  onFilled: (lang: Language) => void
}) {
  const { t } = useTranslation()
  const offered = useSiteConfig().data?.translationDrafts === true
  const failureText = useDraftFailureText()
  const [redoOutdated, setRedoOutdated] = useState(false)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'info' | 'success'; text: string } | null>(null)
  if (!offered) return null

  async function translate() {
    const values = texts.getValues()
    const wanted = draftsWanted(fields, source, values, saved, redoOutdated)
    const body = draftRequest(wanted, source, values.sourceLanguage)
    if (!body) {
      setOutcome({ kind: 'info', text: t('listingTexts.translate.nothing') })
      return
    }
    setBusy(true)
    setOutcome(null)
    try {
      const { drafts } = await requestDrafts(body)
      // A field typed into while the drafts were on their way keeps what was typed.
      const changes = draftChanges(wanted, drafts).filter(
        ({ lang, field }) => texts.getValues(`translations.${lang}.${field}`) === values.translations[lang][field],
      )
      for (const { lang, field, text } of changes) {
        texts.setValue(`translations.${lang}.${field}`, text, { shouldDirty: true })
        texts.setValue(`drafts.${lang}.${field}`, true, { shouldDirty: true })
        texts.setValue(`stillCorrect.${lang}.${field}`, false)
        texts.clearErrors(`translations.${lang}.${field}`)
      }
      setOutcome({ kind: 'success', text: t('listingTexts.translate.done', { count: changes.length }) })
      const first = targetLanguages(values.sourceLanguage).find((lang) => changes.some((c) => c.lang === lang))
      if (first) onFilled(first)
    } catch (error) {
      setOutcome({ kind: 'error', text: failureText(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="space-y-3 border-b border-slate-200 bg-slate-50/70 p-4" data-testid="translate-bar">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void translate()} loading={busy} disabled={disabled}>
          {busy ? t('listingTexts.translate.busy') : t('listingTexts.translate.button')}
        </Button>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-ocean-700"
            checked={redoOutdated}
            onChange={(event) => setRedoOutdated(event.target.checked)}
            disabled={busy || disabled}
          />
          {t('listingTexts.translate.redoOutdated')}
        </label>
      </div>
      <p className="text-xs text-slate-600">{t('listingTexts.translate.hint')}</p>
      {outcome ? <Alert variant={outcome.kind}>{outcome.text}</Alert> : null}
    </div>
  )
}
