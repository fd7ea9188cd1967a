import type { ReactNode } from 'react'

/** One part of the "My booking" page: a titled card (the page's landmarks are these regions). */
export function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section
      id={id}
      aria-labelledby={`${id ?? title}-title`}
      className="rounded-2xl border border-sand-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id ?? title}-title`} className="mb-3 text-base font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A line of a card's description list. */
export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 border-b border-sand-100 py-1.5 last:border-0">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  )
}
