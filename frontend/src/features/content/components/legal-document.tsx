import type { ReactNode } from 'react'
import { useTranslation } from '@/i18n/react'

export interface LegalSection {
  id: string
  title: string
  body: ReactNode
}

/** A legal text: numbered sections with a table of contents, readable on a phone. */
export function LegalDocument({
  intro,
  sections,
  footer,
}: {
  intro: string
  sections: LegalSection[]
  footer?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <p className="text-lg leading-relaxed text-slate-700">{intro}</p>
      <nav
        aria-label={t('legal.contentsLabel')}
        className="mt-6 rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
      >
        <h2 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">{t('legal.contentsLabel')}</h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ocean-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-8 space-y-8">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
            <h2 id={`${section.id}-title`} className="text-xl font-bold text-slate-900">
              {index + 1}. {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{section.body}</div>
          </section>
        ))}
      </div>
      {footer ? <div className="mt-10">{footer}</div> : null}
    </div>
  )
}
