import { z } from '@/lib/forms/zod'
import { LANGUAGES, type Language } from '@/i18n/languages'

// A camp's or a package's texts in three languages, as the owner's and the back office's forms
// keep them (backend/app/listings/translations.py is the rule on the server). The form's own
// fields (name, description, ...) hold the listing's source language; `translations` holds the
// other two. A translation's status is worked out from what the form holds now and what was saved:
// missing (no text), outdated (written for another source text than the one in the form), draft
// (filled by "Translate", not saved yet) or translated.

export type TextField = 'name' | 'shortDescription' | 'description' | 'address' | 'amenities' | 'includedFeatures'
export const PACKAGE_TEXT_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'includedFeatures',
] as const satisfies readonly TextField[]
export const CAMP_TEXT_FIELDS = [
  'name',
  'shortDescription',
  'description',
  'address',
  'amenities',
] as const satisfies readonly TextField[]
const ALL_FIELDS: readonly TextField[] = [...CAMP_TEXT_FIELDS, 'includedFeatures']

/** Lists (one item a line in a translation's box). */
export const LIST_FIELDS: ReadonlySet<TextField> = new Set<TextField>(['amenities', 'includedFeatures'])

/** The server's limits (backend/app/listings/schemas.py): characters of a text; items, and characters of each, of a list. */
export const TEXT_LIMITS: Record<TextField, { length: number; items?: number }> = {
  name: { length: 200 },
  shortDescription: { length: 500 },
  description: { length: 10_000 },
  address: { length: 300 },
  amenities: { length: 100, items: 40 },
  includedFeatures: { length: 200, items: 30 },
}

/** A text as a form holds it: a string, or a list (amenities, what is included). */
export type TextValue = string | readonly string[] | null | undefined
/** The source texts of a listing, by field. */
export type SourceTexts = Partial<Record<TextField, TextValue>>

type FieldTexts = Record<TextField, string>
type FieldFlags = Record<TextField, boolean>

/** The part of a form's values that holds the listing's languages. */
export interface ListingTextsValues {
  sourceLanguage: Language
  /** Per language, each field's translation as typed (a list one item a line); the source language's stays empty. */
  translations: Record<Language, FieldTexts>
  /** A kept, outdated translation the person checked: it still says what the source says (`translationsUpToDate`). */
  stillCorrect: Record<Language, FieldFlags>
  /** Filled by "Translate" and not saved yet. */
  drafts: Record<Language, FieldFlags>
}

/** What the server answered for one translation (OwnerPackageRead.translations[lang][field], and the camp's). */
interface TranslationRead {
  text: TextValue
  status: 'translated' | 'missing' | 'outdated' | 'not_needed'
  translatedFrom: TextValue
}

/** A saved camp or package as the forms read it. */
export interface ListingRead {
  sourceLanguage: Language
  translations: Partial<Record<Language, Partial<Record<TextField, TranslationRead>>>>
}

/** What was saved: the source texts and the translations with their statuses; null for a new listing. */
export interface SavedTexts {
  sourceLanguage: Language
  source: SourceTexts
  translations: ListingRead['translations']
}

export type TextStatus = 'translated' | 'missing' | 'outdated' | 'not_needed' | 'draft'
export interface FieldState {
  status: TextStatus
  /** For an outdated translation: the source text it was written for. */
  translatedFrom?: TextValue
  /** An outdated translation the person marked as still correct (saved with the form). */
  checked?: boolean
}

const perLanguage = <T>(make: () => T): Record<Language, T> =>
  Object.fromEntries(LANGUAGES.map((lang) => [lang, make()])) as Record<Language, T>
const perField = <T>(make: (field: TextField) => T): Record<TextField, T> =>
  Object.fromEntries(ALL_FIELDS.map((field) => [field, make(field)])) as Record<TextField, T>

/** A text as a list of its non-empty, trimmed items (a list) or its trimmed text. */
function clean(value: TextValue, list: boolean): string | string[] {
  if (list) {
    const items = typeof value === 'string' ? value.split('\n') : (value ?? [])
    return items.map((item) => item.trim()).filter(Boolean)
  }
  return typeof value === 'string' ? value.trim() : ''
}

const isEmpty = (value: string | string[]) => value.length === 0
const same = (a: TextValue, b: TextValue, list: boolean) =>
  JSON.stringify(clean(a, list)) === JSON.stringify(clean(b, list))

/** A text as a form's box shows it: a list one item a line. */
export function boxText(value: TextValue): string {
  if (value == null) return ''
  return typeof value === 'string' ? value : value.join('\n')
}

/** The language part of a new listing's form. */
export function blankTexts(sourceLanguage: Language): ListingTextsValues {
  return {
    sourceLanguage,
    translations: perLanguage(() => perField(() => '')),
    stillCorrect: perLanguage(() => perField(() => false)),
    drafts: perLanguage(() => perField(() => false)),
  }
}

/** The language part of the form of a saved listing. */
export function textsFormOf(read: ListingRead): ListingTextsValues {
  const values = blankTexts(read.sourceLanguage)
  for (const lang of LANGUAGES) {
    for (const field of ALL_FIELDS) values.translations[lang][field] = boxText(read.translations?.[lang]?.[field]?.text)
  }
  return values
}

/** What was saved of a listing, for the statuses: its source texts (by field) and its translations. */
export function savedTextsOf(read: ListingRead & SourceTexts, fields: readonly TextField[]): SavedTexts {
  return {
    sourceLanguage: read.sourceLanguage,
    source: Object.fromEntries(fields.map((field) => [field, read[field]])),
    translations: read.translations,
  }
}

/** The languages a listing written in `source` is translated into. */
export function targetLanguages(source: Language): Language[] {
  return LANGUAGES.filter((lang) => lang !== source)
}

/** One translation's status from the form's values now and what was saved. */
export function fieldState(
  field: TextField,
  lang: Language,
  source: SourceTexts,
  values: ListingTextsValues,
  saved: SavedTexts | null,
): FieldState {
  const list = LIST_FIELDS.has(field)
  const sourceText = clean(source[field], list)
  if (isEmpty(sourceText)) return { status: 'not_needed' }
  const text = values.translations[lang][field]
  if (isEmpty(clean(text, list))) return { status: 'missing' }
  if (values.drafts[lang][field]) return { status: 'draft' }
  const entry = saved?.translations[lang]?.[field]
  // A text typed (or changed) here is written for the source text as it is now.
  if (!entry || entry.status === 'missing' || !same(text, entry.text, list)) return { status: 'translated' }
  const from = entry.status === 'outdated' ? entry.translatedFrom : saved?.source[field]
  if (same(from, sourceText, list)) return { status: 'translated' }
  if (values.stillCorrect[lang][field]) return { status: 'translated', checked: true }
  return { status: 'outdated', translatedFrom: from }
}

export interface LanguageSummary {
  missing: number
  outdated: number
  drafts: number
}

/** How many fields of a language are missing, outdated or drafts. */
export function languageSummary(
  fields: readonly TextField[],
  lang: Language,
  source: SourceTexts,
  values: ListingTextsValues,
  saved: SavedTexts | null,
): LanguageSummary {
  const summary = { missing: 0, outdated: 0, drafts: 0 }
  for (const field of fields) {
    const { status } = fieldState(field, lang, source, values, saved)
    if (status === 'missing') summary.missing += 1
    else if (status === 'outdated') summary.outdated += 1
    else if (status === 'draft') summary.drafts += 1
  }
  return summary
}

type ListField = 'amenities' | 'includedFeatures'
/** A write's texts in one language: a list as a list, a text as text (null removes it). */
export type WrittenTexts<F extends TextField> = { [K in F]?: K extends ListField ? string[] : string | null }

/** Each field's text as a write sends it: a list cleaned of empty items, a text trimmed, null when empty. */
function written<F extends TextField>(fields: readonly F[], text: (field: F) => TextValue): WrittenTexts<F> {
  const texts: Partial<Record<TextField, string[] | string | null>> = {}
  for (const field of fields) {
    const value = clean(text(field), LIST_FIELDS.has(field))
    texts[field] = Array.isArray(value) ? value : value || null
  }
  return texts as WrittenTexts<F>
}

/** The language fields of a camp or package write: source language, every translation, the checked ones. */
export function translationsBody<F extends TextField>(values: ListingTextsValues, fields: readonly F[]) {
  const translations: Record<string, WrittenTexts<F>> = {}
  const translationsUpToDate: Record<string, F[]> = {}
  for (const lang of targetLanguages(values.sourceLanguage)) {
    // Every field is sent: an unchanged text changes nothing, an emptied one removes the translation.
    translations[lang] = written(fields, (field) => values.translations[lang][field])
    const checked = fields.filter((field) => values.stillCorrect[lang][field])
    if (checked.length > 0) translationsUpToDate[lang] = checked
  }
  return { sourceLanguage: values.sourceLanguage, translations, translationsUpToDate }
}

/**
 * The form after the listing's language changed to `to`: the texts written in `to` become the
 * source texts, and the source texts the translation into the former language; a field not yet
 * written in `to` keeps its text (as the server does: app/listings/translations.py). Nothing is lost.
 */
export function switchSourceLanguage(
  values: ListingTextsValues,
  source: SourceTexts,
  fields: readonly TextField[],
  to: Language,
): { source: Record<string, string | string[]>; texts: ListingTextsValues } {
  const from = values.sourceLanguage
  const texts: ListingTextsValues = structuredClone({ ...values, sourceLanguage: to })
  const newSource: Record<string, string | string[]> = {}
  for (const field of fields) {
    const list = LIST_FIELDS.has(field)
    const written = clean(values.translations[to][field], list)
    if (isEmpty(written)) newSource[field] = list ? clean(source[field], true) : boxText(source[field])
    else newSource[field] = list ? written : values.translations[to][field]
    texts.translations[from][field] = boxText(source[field])
    texts.translations[to][field] = ''
  }
  for (const lang of [from, to]) {
    texts.stillCorrect[lang] = perField(() => false)
    texts.drafts[lang] = perField(() => false)
  }
  return { source: newSource, texts }
}

/** The fields "Translate" fills in each language: the missing ones, and the outdated ones when asked. */
export function draftsWanted(
  fields: readonly TextField[],
  source: SourceTexts,
  values: ListingTextsValues,
  saved: SavedTexts | null,
  redoOutdated: boolean,
): Partial<Record<Language, TextField[]>> {
  const wanted: Partial<Record<Language, TextField[]>> = {}
  for (const lang of targetLanguages(values.sourceLanguage)) {
    const chosen = fields.filter((field) => {
      const { status } = fieldState(field, lang, source, values, saved)
      return status === 'missing' || (redoOutdated && status === 'outdated')
    })
    if (chosen.length > 0) wanted[lang] = chosen
  }
  return wanted
}

/** The body of POST /api/v1/listings/translation-drafts for those fields, or null when none is wanted. */
export function draftRequest(
  wanted: Partial<Record<Language, TextField[]>>,
  source: SourceTexts,
  sourceLanguage: Language,
) {
  const targets = LANGUAGES.filter((lang) => (wanted[lang]?.length ?? 0) > 0)
  if (targets.length === 0) return null
  const fields = ALL_FIELDS.filter((field) => targets.some((lang) => wanted[lang]?.includes(field)))
  return { sourceLanguage, targetLanguages: targets, texts: written(fields, (field) => source[field]) }
}

/** Each field to set for the drafts that came back: [form path, value], only for the fields wanted. */
export function draftChanges(
  wanted: Partial<Record<Language, TextField[]>>,
  drafts: Partial<Record<Language, Partial<Record<TextField, TextValue>>>>,
): { lang: Language; field: TextField; text: string }[] {
  const changes: { lang: Language; field: TextField; text: string }[] = []
  for (const lang of LANGUAGES) {
    for (const field of wanted[lang] ?? []) {
      const text = boxText(drafts[lang]?.[field])
      if (text.trim()) changes.push({ lang, field, text })
    }
  }
  return changes
}

// -- checks ---------------------------------------------------------------------------------------

function textSchema(field: TextField): z.ZodType<string, string> {
  const { length, items } = TEXT_LIMITS[field]
  if (!LIST_FIELDS.has(field)) return z.string().refine((text) => text.trim().length <= length, 'too_long')
  const lines = (text: string) => clean(text, true) as string[]
  return z
    .string()
    .refine((text) => lines(text).every((item) => item.length <= length), 'too_long')
    .refine((text) => lines(text).length <= (items ?? Infinity), 'too_many')
}

const flags = () => z.object(perField(() => z.boolean()))

/** The zod shape of the language part: each translation within the server's limits (codes too_long, too_many). */
export const listingTextsShape = {
  sourceLanguage: z.enum(LANGUAGES),
  translations: z.object(perLanguage(() => z.object(perField(textSchema)))),
  stillCorrect: z.object(perLanguage(flags)),
  drafts: z.object(perLanguage(flags)),
}
