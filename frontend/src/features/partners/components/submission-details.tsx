import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import type { Submission } from '@/api/types'
import { formatMoney, formatPlace } from '@/lib/format'
import { useLanguageName } from '@/components/admin/use-language-name'

// What the applicant sent (the partner application's fields, application-form.ts), as the team reads it
// before deciding: the camp, its people, the words and the packages with their prices.

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 p-3">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  )
}

function Item({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="break-words text-slate-900">{value || '—'}</dd>
    </div>
  )
}

/** The application's camp, contact, words, packages and add-ons, read-only. */
export function SubmissionDetails({ submission }: { submission: Submission }) {
  const { t, i18n } = useTranslation()
  const code = useCodeText()
  const languageName = useLanguageName()
  const lang = i18n.language
  const f = (
    key:
      | 'name'
      | 'location'
      | 'type'
      | 'email'
      | 'phone'
      | 'website'
      | 'instagram'
      | 'languages'
      | 'writtenIn'
      | 'plan'
      | 'owner',
  ) => t(`adminSubmissions.fields.${key}`)
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        <Section title={t('adminSubmissions.campInfo')}>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <Item label={f('name')} value={submission.campName} />
            <Item label={f('location')} value={formatPlace(submission.campLocation, i18n.language)} />
            <Item label={f('type')} value={submission.campType ? code('campType', submission.campType) : null} />
            <Item label={f('writtenIn')} value={languageName(submission.language)} />
            <Item label={f('plan')} value={submission.plan ? code('partnerPlan', submission.plan) : null} />
            <Item label={f('website')} value={submission.campWebsite} />
            <Item label={f('instagram')} value={submission.instagramHandle} />
          </dl>
        </Section>
        <Section title={t('adminSubmissions.ownerInfo')}>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <Item label={f('owner')} value={submission.ownerName} />
            <Item label={f('email')} value={submission.ownerEmail} />
            <Item label={f('phone')} value={submission.campPhone} />
            <Item label={f('languages')} value={submission.languagesSpoken} />
          </dl>
        </Section>
      </div>
      <Section title={t('adminSubmissions.description')}>
        <p className="text-sm whitespace-pre-line text-slate-800" lang={submission.language}>
          {submission.campDescription || '—'}
        </p>
      </Section>
      <Section title={t('adminSubmissions.packages')}>
        {submission.packages.length === 0 ? (
          <p className="text-sm text-slate-500">{t('adminSubmissions.noPackages')}</p>
        ) : (
          <ul className="space-y-2">
            {submission.packages.map((p, index) => (
              <li key={index} className="rounded-md bg-slate-50 p-2 text-sm">
                <p className="flex flex-wrap justify-between gap-2 font-semibold text-slate-900">
                  <span>{p.title}</span>
                  <span className="tabular-nums">
                    {p.price != null ? formatMoney(p.price, 'EUR', lang) : '—'}
                    {p.durationDays ? ` · ${t('adminSubmissions.fields.duration', { count: p.durationDays })}` : ''}
                  </span>
                </p>
                {p.priceLooksLow ? (
                  <p className="font-medium text-amber-800" data-testid="submission-low-price">
                    {t('priceCheck.flagged')}
                  </p>
                ) : null}
                {p.description ? <p className="text-slate-600">{p.description}</p> : null}
                {(p.inclusions ?? []).filter(Boolean).length ? (
                  <p className="text-xs text-slate-500">{(p.inclusions ?? []).filter(Boolean).join(' · ')}</p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title={t('adminSubmissions.addons')}>
        {submission.optionalAddons.length === 0 ? (
          <p className="text-sm text-slate-500">{t('adminSubmissions.noAddons')}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {submission.optionalAddons.map((a, index) => (
              <li key={index} className="flex justify-between gap-2">
                <span>
                  <span className="font-medium text-slate-900">{a.name}</span>
                  {a.description ? <span className="text-slate-600"> — {a.description}</span> : null}
                </span>
                <span className="tabular-nums">{a.price != null ? formatMoney(a.price, 'EUR', lang) : '—'}</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  )
}
