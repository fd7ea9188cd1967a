import type { StatementStatus } from '@/api/types'
import { Badge } from '@/components/ui'
import { useCodeText } from '@/i18n/codes'

const VARIANTS = { in_progress: 'neutral', open: 'warning', paid: 'success' } as const

export function StatementStatusBadge({ status }: { status: StatementStatus }) {
  const code = useCodeText()
  return (
    <Badge variant={VARIANTS[status]} className="whitespace-nowrap">
      {code('statementStatus', status)}
    </Badge>
  )
}
