import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/** One tab of the dashboard: its heading (which names the section), a line under it, its action, then its content. */
export function TabSection({
  id,
  title,
  subtitle,
  action,
  alignAction = 'start',
  children,
}: {
  id: string
  title: string
  subtitle: string
  action: ReactNode
  alignAction?: 'start' | 'end'
  children: ReactNode
}) {
  return (
    <section className="space-y-5" aria-labelledby={id}>
      <div className={cn('flex flex-wrap justify-between gap-3', alignAction === 'end' ? 'items-end' : 'items-start')}>
        <div>
          <h2 id={id} className="text-lg font-bold text-slate-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        </div>
        {action}
      </div>
      {children}
    </section>
  )
}
