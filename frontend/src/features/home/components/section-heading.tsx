import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export function SectionHeading({
  id,
  title,
  subtitle,
  align = 'center',
  light = false,
}: {
  id?: string
  title: ReactNode
  subtitle?: ReactNode
  align?: 'center' | 'left'
  light?: boolean
}) {
  return (
    <div className={cn('mb-10 max-w-2xl', align === 'center' ? 'mx-auto text-center' : '')}>
      <h2
        id={id}
        className={cn('text-3xl font-extrabold tracking-tight sm:text-4xl', light ? 'text-white' : 'text-slate-900')}
        style={{ fontFamily: 'var(--font-display)' }}
      >
        {title}
      </h2>
      {subtitle ? (
        <p className={cn('mt-3 text-lg', light ? 'text-ocean-50/90' : 'text-slate-600')}>{subtitle}</p>
      ) : null}
    </div>
  )
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>
}
