import { useState } from 'react'
import { FileDown } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button } from '@/components/ui'
import { formatLongMonth } from '@/lib/format'
import type { StatementFile } from '../api/owner-statements'

/** The PDF and CSV buttons of one month's statement; `download` fetches the file the server writes. */
export function StatementFiles({
  month,
  download,
  onFailure,
}: {
  month: string
  download: (file: StatementFile) => Promise<void>
  onFailure: () => void
}) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState<StatementFile | null>(null)
  const name = formatLongMonth(month, i18n.language)

  async function get(file: StatementFile) {
    setBusy(file)
    try {
      await download(file)
    } catch {
      onFailure()
    } finally {
      setBusy(null)
    }
  }

  return (
    <span className="flex gap-1.5 whitespace-nowrap">
      {(['pdf', 'csv'] as const).map((file) => (
        <Button
          key={file}
          variant="outline"
          size="sm"
          loading={busy === file}
          onClick={() => void get(file)}
          aria-label={t(file === 'pdf' ? 'statements.downloadPdf' : 'statements.downloadCsv', { month: name })}
        >
          <FileDown className="h-4 w-4" aria-hidden="true" />
          {t(`statements.${file}`)}
        </Button>
      ))}
    </span>
  )
}
