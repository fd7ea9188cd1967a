import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/** A tab's or section's heading (h2, with the id its section is labelled by), one line under it, and its actions. */
export function SectionHeading({
  id,
  title,
  subtitle,
  className,
  children,
}: {
  id: string
  title: ReactNode
  subtitle?: ReactNode
  /** The heading's own size and colour, when it differs from a tab's. */
  className?: string
  children?: ReactNode
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h2 id={id} className={cn('text-lg font-bold text-slate-900', className)}>
          {title}
        </h2>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  )
}
