import type { ComponentType, ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/** A page that cannot show what was asked, and says why: an icon, a heading and what follows (text, links). */
export function StatePanel({
  icon: Icon,
  iconClassName = 'bg-red-50 text-red-600',
  title,
  testId,
  narrow = false,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>
  iconClassName?: string
  title: string
  testId: string
  /** The owner's waiting and refused pages: a wider column, less space above. */
  narrow?: boolean
  children?: ReactNode
}) {
  return (
    <div
      className={cn('mx-auto flex flex-col items-center text-center', narrow ? 'max-w-xl py-8' : 'max-w-lg px-4 py-16')}
      data-testid={testId}
    >
      <span className={cn('flex h-14 w-14 items-center justify-center rounded-2xl', iconClassName)}>
        <Icon className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  )
}
