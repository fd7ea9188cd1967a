import type { Ref, SelectHTMLAttributes } from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { controlClasses } from './field'

export type SelectOption = { value: string | number; label: string | number }

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>
  /** The choices, after `placeholder` and before any `children`. */
  options?: readonly SelectOption[]
  /** A first empty choice saying what to choose. */
  placeholder?: string
}

export function Select({ className, children, options, placeholder, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-11 appearance-none pr-10', className)} {...props}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
    </div>
  )
}
