import { useTranslation } from '@/i18n/react'
import type { AuditEntry, AuditField } from '@/api/types'
import { useCodeText, type CodeKind } from '@/i18n/codes'
import { useDisplayNames } from '@/i18n/display-names'
import { TOWNS } from '@/lib/config/public-site'
import {
  addDays,
  formatAmount,
  formatDate,
  formatDateTime,
  formatLongMonth,
  formatNumber,
  formatPercent,
  formatPlace,
} from '@/lib/format'

type Field = AuditField
type Entity = AuditEntry['entityType']
type Values = Record<string, unknown>

const MAX_TEXT = 80
// Fields whose values are codes, and the texts that word them.
const CODED: Partial<Record<Field, CodeKind>> = {
  surfing_level: 'surfingLevel',
  payment_method: 'paymentMethod',
  add_ons: 'addOn',
  difficulty_level: 'difficulty',
  package_type: 'packageType',
  content_type: 'contentType',
  section_key: 'contentSection',
  language: 'language',
  source_language: 'language',
  role: 'role',
  camp_type: 'campType',
  plan: 'partnerPlan',
  commission_plan: 'partnerPlan',
  hold_state: 'holdState',
}
const STATUS_OF: Partial<Record<Entity, CodeKind>> = { booking: 'bookingStatus', submission: 'submissionStatus' }
// A field whose codes depend on the row: a statement's payment method is not a traveller's.
const CODED_FOR: Partial<Record<Entity, Partial<Record<Field, CodeKind>>>> = {
  statement: { payment_method: 'statementPaymentMethod' },
}
const COUNTRIES: readonly Field[] = ['guest_country', 'reviewer_country']
const DAYS: readonly Field[] = ['start_date']
// Amounts the server keeps in euro; `amount_in_currency` is in the entry's `currency`.
const EUROS: readonly Field[] = ['booking_amount', 'price', 'commission_amount', 'fee', 'balance']
// Ids, by the kind of row they name: the entry's `names` has the name of each ("camp:1").
const ID_KINDS: Partial<Record<Field, string>> = {
  camp_id: 'camp',
  assigned_camp_id: 'camp',
  published_camp_id: 'camp',
  package_id: 'package',
  booking_id: 'booking',
  user_id: 'user',
  reviewed_by_user_id: 'user',
}
// A name an entry keeps beside an id: not listed again when the id shows it.
const NAME_OF_ID: Partial<Record<Field, Field>> = { camp_name: 'camp_id', package_name: 'package_id' }
// The fields that name the row itself: the item column shows it, the change column does not repeat it.
const LABELS: readonly Field[] = [
  'booking_reference',
  'name',
  'camp_name',
  'title',
  'email',
  'full_name',
  'reviewer_first_name',
]

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}

/** Two long texts cut where they start to differ, so a change past the first words shows. */
function excerpts(before: string, after: string): [string, string] {
  let same = 0
  while (same < before.length && before[same] === after[same]) same += 1
  // From the start of a word a little before the difference.
  const from = same > 20 ? before.lastIndexOf(' ', same - 20) + 1 : 0
  const cut = (text: string) => (from > 0 ? `…${clip(text.slice(from))}` : clip(text))
  return [cut(before), cut(after)]
}

const isIsoDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)

/** A field's stored value in words, in the reader's language: codes by their text, money as money,
 * ids by name, dates, months, weekdays and seasons as the language writes them, yes/no (whole: the
 * change column cuts long texts). */
function useAuditValue(entry: AuditEntry) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const names = useDisplayNames()
  const lang = i18n.language
  const values: Values = { ...(entry.before ?? {}), ...(entry.after ?? {}) }
  const day = (iso: string) => formatDate(iso, lang)

  const days = (list: string[]): string => {
    const sorted = [...list].sort()
    const first = sorted[0]
    const last = sorted[sorted.length - 1]
    const contiguous = sorted.every((iso, i) => i === 0 || addDays(sorted[i - 1]!, 1) === iso)
    if (first && last && sorted.length > 2 && contiguous)
      return t('adminAudit.dayRange', { first: day(first), last: day(last), count: sorted.length })
    return sorted.map(day).join(', ')
  }

  return (field: Field, value: unknown, side: Values): string => {
    if (value === null || value === undefined || value === '') return '—'
    if (typeof value === 'boolean') return t(value ? 'adminCommon.yes' : 'adminCommon.no')
    const kind =
      field === 'status'
        ? (STATUS_OF[entry.entityType] ?? 'activityStatus')
        : (CODED_FOR[entry.entityType]?.[field] ?? CODED[field])
    if (kind && typeof value === 'string') return code(kind, value)
    if (kind && Array.isArray(value)) return value.map((v) => code(kind, String(v))).join(', ') || '—'
    const idKind = ID_KINDS[field]
    if (idKind && (typeof value === 'number' || typeof value === 'string'))
      return entry.names[`${idKind}:${value}`] ?? `#${value}`
    if (EUROS.includes(field)) return formatAmount(String(value), 'EUR', lang)
    if (field === 'amount_in_currency')
      return formatAmount(String(value), String(side.currency ?? values.currency ?? 'EUR'), lang)
    if (field === 'commission_percent') return formatPercent(Number(value), lang)
    if (field === 'month' && typeof value === 'string') return formatLongMonth(value, lang)
    if (field === 'days' && Array.isArray(value)) return days(value.filter(isIsoDay))
    if (field === 'start_weekdays' && Array.isArray(value))
      return (
        value.map((n) => formatDate(`2024-01-0${Number(n) + 1}`, lang, { weekday: 'long' })).join(', ') ||
        t('adminAudit.anyDay')
      )
    if (field === 'season' && Array.isArray(value))
      return (
        value
          .map((period: { start?: string; end?: string; open?: boolean }) =>
            t(period.open === false ? 'adminAudit.seasonClosed' : 'adminAudit.seasonOpen', {
              start: day(period.start ?? ''),
              end: day(period.end ?? ''),
            }),
          )
          .join('; ') || '—'
      )
    if (COUNTRIES.includes(field) && typeof value === 'string') return names.country(value)
    if ((field === 'location_key' || field === 'camp_location') && typeof value === 'string')
      return formatPlace(value, lang)
    // A camp's `location` is the English text of its place (derived from the key): named for the reader.
    if (field === 'location' && typeof value === 'string') {
      const key = Object.keys(TOWNS).find((town) => formatPlace(town, 'en') === value)
      if (key) return formatPlace(key, lang)
    }
    if (typeof value === 'string' && DAYS.includes(field)) return formatDate(value, lang)
    if (typeof value === 'string' && field.endsWith('_at')) return formatDateTime(value, lang)
    if (typeof value === 'number') return formatNumber(value, lang)
    if (typeof value === 'string') return value
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ') || '—'
    return JSON.stringify(value)
  }
}

/** Which translations changed: each language with the fields changed in it ("French: Name, Description"). */
function useTranslationsChanged() {
  const { t } = useTranslation()
  const code = useCodeText()
  const names = useDisplayNames()
  return (before: unknown, after: unknown): string => {
    const asObject = (value: unknown): Values =>
      value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {}
    const was = asObject(before)
    const now = asObject(after)
    const languages = Array.from(new Set([...Object.keys(was), ...Object.keys(now)])).sort()
    return (
      languages
        .map((lang) => {
          const fields = Array.from(new Set([...Object.keys(asObject(was[lang])), ...Object.keys(asObject(now[lang]))]))
          const words = fields.map((field) => code('auditField', field)).join(', ')
          const language = names.language(lang)
          return words ? t('adminAudit.languageFields', { language, fields: words }) : language
        })
        .join('; ') || '—'
    )
  }
}

/** The before → after of one entry, one line per changed field, in words; a field that reads the same
 * on both sides, the row's own name (in the item column) and a name its id already shows are left out. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const code = useCodeText()
  const shown = useAuditValue(entry)
  const translations = useTranslationsChanged()
  const before: Values = entry.before ?? {}
  const after: Values = entry.after ?? {}
  const keys = (Array.from(new Set([...Object.keys(before), ...Object.keys(after)])) as Field[]).filter((key) => {
    const idField = NAME_OF_ID[key]
    if (idField && (idField in before || idField in after)) return false
    // The label an entry keeps to say which row it is about: the item column names the row (a listing in
    // the reader's language, so not always the label's words).
    if (!(key in before) && LABELS.includes(key) && entry.entityName) return false
    if (key === 'currency' && ('amount_in_currency' in before || 'amount_in_currency' in after)) return false
    if (key in before && key in after && key !== 'translations')
      return shown(key, before[key], before) !== shown(key, after[key], after)
    return true
  })
  if (keys.length === 0) return <span className="text-slate-500">—</span>
  const pair = (key: Field): [string, string] =>
    excerpts(shown(key, before[key], before), shown(key, after[key], after))
  // Only dt/dd groups may stand in a <dl> (axe: definition-list); the count of the rest follows it.
  return (
    <>
      <dl className="space-y-0.5 text-xs">
        {keys.slice(0, 8).map((key) => (
          <div key={key} className="flex flex-wrap gap-1">
            <dt className="text-slate-500">{t('adminAudit.fieldLabel', { field: code('auditField', key) })}</dt>
            {key === 'translations' ? (
              <dd className="min-w-0 break-words text-slate-700">{translations(before[key], after[key])}</dd>
            ) : (
              <dd className="min-w-0 break-words text-slate-700">
                {key in before ? (
                  <span className="text-red-700 line-through" title={t('adminAudit.before')}>
                    {key in after ? pair(key)[0] : clip(shown(key, before[key], before))}
                  </span>
                ) : null}
                {key in before && key in after ? ' → ' : null}
                {key in after ? (
                  <span className="text-emerald-800" title={t('adminAudit.after')}>
                    {key in before ? pair(key)[1] : clip(shown(key, after[key], after))}
                  </span>
                ) : null}
              </dd>
            )}
          </div>
        ))}
      </dl>
      {keys.length > 8 ? (
        <p className="text-xs text-slate-500">{t('adminAudit.moreFields', { count: keys.length - 8 })}</p>
      ) : null}
    </>
  )
}

/** Who made the change: a team member or a camp's owner by name, the traveller by their booking, the
 * system's jobs or an operator at the command line. */
export function AuditActor({ entry, inline = false }: { entry: AuditEntry; inline?: boolean }) {
  const { t } = useTranslation()
  const party = t(`adminAudit.party.${entry.actorParty}`)
  const signedIn = entry.actorParty === 'team' || entry.actorParty === 'camp'
  const name = signedIn ? (entry.actorName ?? party) : party
  const detail =
    entry.actorParty === 'traveller' && entry.entityType === 'booking' && entry.entityName
      ? t('adminAudit.travellerOf', { reference: entry.entityName })
      : entry.actorParty === 'camp'
        ? party
        : null
  if (inline) return <span className="font-medium text-slate-900">{name}</span>
  return (
    <div className="max-sm:text-right">
      <p className="text-slate-900">{name}</p>
      {detail ? <p className="text-xs text-slate-600">{detail}</p> : null}
      {signedIn && entry.actorEmail ? <p className="text-xs text-slate-500">{entry.actorEmail}</p> : null}
    </div>
  )
}

export function AuditWhen({ at }: { at: string }) {
  const { i18n } = useTranslation()
  return <span className="whitespace-nowrap">{formatDateTime(at, i18n.language)}</span>
}
