import { useAdminCamps } from '@/features/listings/api/list-camps'
import { AdminStatementsPage } from '@/features/statements/components/admin-statements-page'

/** The back office's statements: the statements feature's screen, with the camps it filters by. */
export default function StatementsPage() {
  const camps = useAdminCamps()
  return <AdminStatementsPage camps={camps.data ?? []} />
}
