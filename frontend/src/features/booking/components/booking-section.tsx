import type { ReactNode } from 'react'
import type { Control } from 'react-hook-form'
import type { PackageDetail } from '@/api/types'
import { cn } from '@/lib/ui/cn'
import type { BookingFormValues } from '../lib/form'

/** What every section of the booking form is handed: the form's fields and the package booked. */
export interface SectionProps {
  control: Control<BookingFormValues>
  pkg: PackageDetail
}

/** One titled group of the booking form's fields. */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('min-w-0 space-y-4', className)}>
      <legend className="mb-3 text-base font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  )
}

/** The ring a card-like choice (add-on, currency, payment) shows when its input has the keyboard focus. */
export const choiceFocus = 'has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ocean-500/40'
