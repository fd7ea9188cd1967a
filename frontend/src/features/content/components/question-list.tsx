import type { ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'

export interface QuestionItem {
  id: string
  question: string
  answer: ReactNode
}

/**
 * Questions that expand and collapse independently: a native disclosure (`details`/`summary`) per
 * question, so the answers open from the server's HTML before (or without) any script, with the
 * keyboard (Enter, Space) and the expanded state the browser gives assistive technology itself.
 */
export function QuestionList({
  items,
  label,
  headingLevel = 3,
}: {
  items: QuestionItem[]
  label?: string
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div
      className="divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm"
      role={label ? 'region' : undefined}
      aria-label={label}
    >
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left hover:bg-sand-50 focus-visible:outline-offset-[-3px] [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-base font-semibold text-slate-900">{item.question}</Heading>
            <ChevronDown
              className="h-5 w-5 shrink-0 text-ocean-700 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <div className="px-5 pb-5 text-sm leading-relaxed text-slate-700">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
