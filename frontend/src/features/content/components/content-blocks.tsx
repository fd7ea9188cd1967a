import type { ComponentType, ReactNode } from 'react'
import { MessageCircle } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { ExternalLink } from '@/components/ui/external-link'

/** A titled band of a content page. */
export function ContentSection({
  title,
  id,
  children,
  className,
}: {
  title?: ReactNode
  id?: string
  children: ReactNode
  className?: string
}) {
  return (
    <section
      aria-labelledby={title && id ? id : undefined}
      className={cn('mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8', className)}
    >
      {title ? (
        <h2
          id={id}
          className="mb-5 text-2xl font-bold tracking-tight text-slate-900"
          style={{ fontFamily: 'var(--font-display)' }}
        >
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  )
}

/** Icon, title and text on a white card. */
export function InfoCard({
  icon: Icon,
  title,
  children,
  footer,
}: {
  icon?: ComponentType<{ className?: string }>
  title: ReactNode
  children?: ReactNode
  footer?: ReactNode
}) {
  return (
    <div className="flex h-full flex-col rounded-2xl border border-sand-200 bg-white p-5 shadow-sm">
      {Icon ? (
        <span className="mb-3 flex h-11 w-11 items-center justify-center rounded-xl bg-ocean-50 text-ocean-700">
          <Icon className="h-6 w-6" aria-hidden="true" />
        </span>
      ) : null}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {children ? <div className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{children}</div> : null}
      {footer ? <div className="mt-4">{footer}</div> : null}
    </div>
  )
}

/** Green WhatsApp button opening the chat in a new tab. Renders nothing until the number is known. */
export function WhatsAppButton({
  href,
  children,
  className,
  size = 'md',
}: {
  href: string | null | undefined
  children: ReactNode
  className?: string
  size?: 'md' | 'lg'
}) {
  if (!href) return null
  return (
    <ExternalLink
      href={href}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full bg-[#0f7a40] font-semibold text-white shadow-sm transition-colors hover:bg-[#0b6b38] active:bg-[#0b6234]',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ocean-500',
        size === 'lg' ? 'h-12 px-6 text-base' : 'h-11 px-4 text-sm',
        className,
      )}
    >
      <MessageCircle className="h-4 w-4" aria-hidden="true" />
      {children}
    </ExternalLink>
  )
}

/** A sentence that needs the site configuration: the text once loaded, a quiet placeholder before. */
export function ConfiguredText({ text, loading }: { text: string | null | undefined; loading: string }) {
  return text ? <>{text}</> : <span className="text-slate-400">{loading}</span>
}
