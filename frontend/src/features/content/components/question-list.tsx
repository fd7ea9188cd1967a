import { useId, useState, type ReactNode } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/ui/cn'

export interface QuestionItem {
  id: string
  question: string
  answer: ReactNode
}

/** Questions that expand and collapse independently (a disclosure per question, not an exclusive accordion). */
export function QuestionList({
  items,
  label,
  headingLevel = 3,
}: {
  items: QuestionItem[]
  label?: string
  headingLevel?: 2 | 3
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set())
  const baseId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  return (
    <div
      className="divide-y divide-sand-200 overflow-hidden rounded-2xl border border-sand-200 bg-white shadow-sm"
      role={label ? 'region' : undefined}
      aria-label={label}
    >
      {items.map((item, index) => {
        const expanded = open.has(item.id)
        const panelId = `${baseId}-answer-${index}`
        const buttonId = `${baseId}-question-${index}`
        return (
          <div key={item.id}>
            <Heading className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-sand-50 focus-visible:outline-offset-[-3px]"
              >
                <span>{item.question}</span>
                <ChevronDown
                  className={cn('h-5 w-5 shrink-0 text-ocean-700 transition-transform', expanded && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
            </Heading>
            <div id={panelId} hidden={!expanded} className="px-5 pb-5 text-sm leading-relaxed text-slate-700">
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
