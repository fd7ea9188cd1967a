import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/** Centered card layout for sign-in, registration and similar single-form pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  wide = false,
}: {
  title: ReactNode
  subtitle?: ReactNode
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-ocean-50 via-sand-50 to-sand-50">
      <div
        className="pointer-events-none absolute inset-x-0 top-0 h-40 bg-[radial-gradient(60%_100%_at_50%_0%,rgba(6,182,212,0.18),transparent)]"
        aria-hidden="true"
      />
      <div className={cn('relative mx-auto px-4 py-10 sm:py-16', wide ? 'max-w-2xl' : 'max-w-md')}>
        <div className="rounded-3xl border border-sand-200 bg-white p-6 shadow-xl shadow-ocean-900/5 sm:p-8">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-slate-600">{subtitle}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  )
}

/** The wave a dark header band ends with, into the page's sand background. */
export function WaveEdge() {
  return (
    <svg
      className="absolute inset-x-0 bottom-0 h-12 w-full text-sand-50"
      viewBox="0 0 1440 48"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path fill="currentColor" d="M0 32c120-16 240-24 360-16s240 32 360 32 240-24 360-32 240 8 360 16v16H0z" />
    </svg>
  )
}

/** Header band + content container used by content pages. */
export function PageHeader({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-ocean-800 via-ocean-700 to-ocean-600 text-white">
      <WaveEdge />
      <div className="relative mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6 sm:pt-16 sm:pb-20 lg:px-8">
        <h1
          className="text-3xl font-extrabold tracking-tight sm:text-4xl"
          style={{ fontFamily: 'var(--font-display)' }}
        >
          {title}
        </h1>
        {children}
      </div>
    </section>
  )
}
