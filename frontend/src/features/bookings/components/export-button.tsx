import { useState } from 'react'
import { Download } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button } from '@/components/ui'
import type { BookingScope } from '../api/keys'
import { exportBookings } from '../api/export-bookings'
import { NO_FILTERS, type BookingListFilters } from '../api/list-bookings'

/** Downloads the list as CSV in the reader's language (the same filters; an owner's only their camp's). */
export function ExportBookingsButton({
  scope,
  filters = NO_FILTERS,
  label,
  onError,
  className,
}: {
  scope: BookingScope
  filters?: BookingListFilters
  label: string
  /** Tells the reader the download failed (each role screen has its own toast). */
  onError: (error: unknown) => void
  className?: string
}) {
  const { i18n } = useTranslation()
  const [exporting, setExporting] = useState(false)

  async function download() {
    setExporting(true)
    try {
      const lang = i18n.language === 'fr' || i18n.language === 'de' ? i18n.language : 'en'
      await exportBookings(scope, filters, lang)
    } catch (error) {
      onError(error)
    } finally {
      setExporting(false)
    }
  }

  return (
    <Button variant="outline" size="sm" className={className} onClick={() => void download()} loading={exporting}>
      {exporting ? null : <Download className="h-4 w-4" aria-hidden="true" />}
      {label}
    </Button>
  )
}
