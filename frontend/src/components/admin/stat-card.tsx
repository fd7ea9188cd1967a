import type { ComponentType, ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export interface StatCardProps {
  label: ReactNode
  value: ReactNode
  hint?: ReactNode
  Icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  tone?: 'ocean' | 'amber' | 'emerald' | 'violet' | 'slate'
  className?: string
}

const tones = {
  ocean: 'bg-ocean-50 text-ocean-700',
  amber: 'bg-amber-50 text-amber-700',
  emerald: 'bg-emerald-50 text-emerald-700',
  violet: 'bg-violet-50 text-violet-700',
  slate: 'bg-slate-100 text-slate-700',
}

/** One figure with its label and a short explanation; dense enough for a row of four. */
export function StatCard({ label, value, hint, Icon, tone = 'ocean', className }: StatCardProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4',
        className,
      )}
    >
      {Icon ? (
        <span className={cn('hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg sm:flex', tones[tone])}>
          <Icon className="h-4 w-4" aria-hidden="true" />
        </span>
      ) : null}
      <div className="min-w-0">
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</p>
        <p className="mt-0.5 text-xl font-bold break-words text-slate-900 tabular-nums sm:text-2xl">{value}</p>
        {hint ? <p className="mt-0.5 text-xs text-slate-500">{hint}</p> : null}
      </div>
    </div>
  )
}

/** A row of figures (two a line on phones, all in one from `lg`); the last card spans a phone's line when alone on it. */
export function StatCardRow({
  cards,
  testId,
}: {
  cards: ReadonlyArray<StatCardProps & { key: string }>
  testId?: string
}) {
  const odd = cards.length % 2 === 1
  return (
    <div
      className={cn('grid grid-cols-2 gap-3', cards.length === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4')}
      data-testid={testId}
    >
      {cards.map(({ key, ...card }, index) => (
        <StatCard
          key={key}
          {...card}
          className={cn(card.className, odd && index === cards.length - 1 && 'col-span-2 lg:col-span-1')}
        />
      ))}
    </div>
  )
}
