import { cn } from '@/lib/ui/cn'
import { Alert } from './alert'
import { Button } from './button'

/** A read that failed: what failed, and a button that asks again (the query's `refetch`). */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string
  retryLabel: string
  onRetry: () => unknown
  className?: string
}) {
  return (
    <div className={cn('space-y-4', className)}>
      <Alert variant="error">{message}</Alert>
      <Button variant="outline" onClick={() => void onRetry()}>
        {retryLabel}
      </Button>
    </div>
  )
}
