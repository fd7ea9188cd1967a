import { cn } from '@/lib/ui/cn'

export type LegendItem = {
  label: string
  /** The swatch's colour classes, as the marks it explains are drawn (e.g. `bg-ocean-700`). */
  swatch: string
  /** A round swatch (a day of the date picker) instead of a square one (a bar, a calendar day). */
  round?: boolean
}

/** What the colours of a chart or calendar mean: a swatch and a label each, wrapping on a phone. */
export function Legend({ items, label, className }: { items: LegendItem[]; label?: string; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600', className)} aria-label={label}>
      {items.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          <span
            className={cn(item.round ? 'h-3 w-3 rounded-full' : 'h-2.5 w-2.5 rounded-sm', item.swatch)}
            aria-hidden="true"
          />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
