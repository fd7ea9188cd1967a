import { useTranslation } from '@/i18n/react'
import type { AuditEntry, AuditField } from '@/api/types'
import { useCodeText, type CodeKind } from '@/i18n/codes'
import { useDisplayNames } from '@/i18n/display-names'
import { TOWNS } from '@/lib/config/public-site'
import { formatDate, formatDateTime, formatPlace } from '@/lib/format'

type Field = AuditField
type Entity = AuditEntry['entityType']

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
}
const STATUS_OF: Partial<Record<Entity, CodeKind>> = { booking: 'bookingStatus', submission: 'submissionStatus' }
const COUNTRIES: readonly Field[] = ['guest_country', 'reviewer_country']
const DAYS: readonly Field[] = ['start_date']

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text
}

/** A field's stored value in words: codes by their text, countries and dates for the reader, yes/no. */
function useAuditValue() {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const names = useDisplayNames()
  const lang = i18n.language
  return (entity: Entity, field: Field, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—'
    if (typeof value === 'boolean') return t(value ? 'adminCommon.yes' : 'adminCommon.no')
    const kind = field === 'status' ? (STATUS_OF[entity] ?? 'activityStatus') : CODED[field]
    if (kind && typeof value === 'string') return code(kind, value)
    if (kind && Array.isArray(value)) return value.map((v) => code(kind, String(v))).join(', ') || '—'
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
    // Translations are named by their languages; their texts are on the item's own screen.
    if (field === 'translations' && typeof value === 'object' && !Array.isArray(value))
      return (
        Object.keys(value)
          .map((language) => names.language(language))
          .join(', ') || '—'
      )
    if (typeof value === 'string') return clip(value)
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return clip(value.join(', ')) || '—'
    return clip(JSON.stringify(value))
  }
}

/** The before → after of one entry, one line per field, in words. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const code = useCodeText()
  const shown = useAuditValue()
  const before = entry.before ?? {}
  const after = entry.after ?? {}
  const keys = Array.from(new Set([...Object.keys(before), ...Object.keys(after)])) as Field[]
  if (keys.length === 0) return <span className="text-slate-500">—</span>
  // Only dt/dd groups may stand in a <dl> (axe: definition-list); the count of the rest follows it.
  return (
    <>
      <dl className="space-y-0.5 text-xs">
        {keys.slice(0, 8).map((key) => (
          <div key={key} className="flex flex-wrap gap-1">
            <dt className="text-slate-500">{t('adminAudit.fieldLabel', { field: code('auditField', key) })}</dt>
            <dd className="min-w-0 break-words text-slate-700">
              {key in before ? (
                <span className="text-red-700 line-through" title={t('adminAudit.before')}>
                  {shown(entry.entityType, key, before[key])}
                </span>
              ) : null}
              {key in before && key in after ? ' → ' : null}
              {key in after ? (
                <span className="text-emerald-800" title={t('adminAudit.after')}>
                  {shown(entry.entityType, key, after[key])}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {keys.length > 8 ? (
        <p className="text-xs text-slate-500">{t('adminAudit.moreFields', { count: keys.length - 8 })}</p>
      ) : null}
    </>
  )
}

export function AuditWhen({ at }: { at: string }) {
  const { i18n } = useTranslation()
  return <span className="whitespace-nowrap">{formatDateTime(at, i18n.language)}</span>
}
