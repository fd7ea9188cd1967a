import type { ReactNode } from 'react'
import { CheckCircle2 } from 'lucide-react'
import { AuthCard } from './page-shell'

/**
 * A card that says something is done (registered, applied, confirmed): the message beside a tick, read out
 * once as a status (the message alone), then the ways on (`actions`: links styled as buttons).
 */
export function DoneCard({
  title,
  children,
  actions,
  footer,
  testId,
}: {
  title: ReactNode
  children: ReactNode
  actions: ReactNode
  footer?: ReactNode
  testId?: string
}) {
  return (
    <AuthCard title={title} footer={footer}>
      <div className="space-y-6" data-testid={testId}>
        <div role="status" className="flex gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-900">
          <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0" aria-hidden="true" />
          <div className="space-y-2 text-sm">{children}</div>
        </div>
        {actions}
      </div>
    </AuthCard>
  )
}
