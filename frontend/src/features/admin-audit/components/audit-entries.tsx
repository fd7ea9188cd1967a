import { useTranslation } from '@/i18n/react'
import type { AuditEntry } from '@/api/types'
import { formatDateTime } from '@/lib/format'

function value(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—'
  if (typeof v === 'string') return v.length > 80 ? `${v.slice(0, 80)}…` : v
  return JSON.stringify(v)
}

/** The before → after of one entry, one line per field. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const keys = Array.from(new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]))
  if (keys.length === 0) return <span className="text-slate-500">—</span>
  // Only dt/dd groups may stand in a <dl> (axe: definition-list); the count of the rest follows it.
  return (
    <>
      <dl className="space-y-0.5 text-xs">
        {keys.slice(0, 8).map((key) => (
          <div key={key} className="flex flex-wrap gap-1">
            <dt className="font-mono text-slate-500">{key}:</dt>
            <dd className="text-slate-700">
              {entry.before && key in entry.before ? (
                <span className="text-red-700 line-through" title={t('adminAudit.before')}>
                  {value(entry.before[key])}
                </span>
              ) : null}
              {entry.before && key in entry.before && entry.after && key in entry.after ? ' → ' : null}
              {entry.after && key in entry.after ? (
                <span className="text-emerald-800" title={t('adminAudit.after')}>
                  {value(entry.after[key])}
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
