import { Badge, type BadgeProps } from '@/components/ui/badge'

const variants: Record<string, NonNullable<BadgeProps['variant']>> = {
  pending: 'warning',
  confirmed: 'success',
  approved: 'success',
  active: 'success',
  completed: 'default',
  published: 'dark',
  cancelled: 'danger',
  rejected: 'danger',
  inactive: 'neutral',
  draft: 'warning',
}

/** A status word with the colour every admin screen uses for it. */
export function StatusBadge({
  status,
  label,
  ...props
}: { status: string; label: string } & Omit<BadgeProps, 'variant'>) {
  return (
    <Badge variant={variants[status] ?? 'neutral'} data-status={status} {...props}>
      {label}
    </Badge>
  )
}
