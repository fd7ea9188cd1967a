import type { ComponentType, ReactNode } from 'react'
import type { ColumnHelper, DeepKeys, DeepValue } from '@tanstack/react-table'
import { Button } from '@/components/ui'
import type { ButtonVariant } from '@/components/ui/button'
import { formatDate, formatDateTime } from '@/lib/format'

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>

/** A row's buttons, right-aligned under their header. */
export function actionsColumn<T>(column: ColumnHelper<T>, header: string, render: (row: T) => ReactNode) {
  return column.display({
    id: 'actions',
    header,
    meta: { className: 'sm:text-right', headerClassName: 'text-right' },
    cell: ({ row }) => <div className="flex justify-end gap-1.5 whitespace-nowrap">{render(row.original)}</div>,
  })
}

/** A date-time field shown as its day, the time in the tooltip; sortable unless told. */
export function dateColumn<T, K extends DeepKeys<T>>(
  column: ColumnHelper<T>,
  key: K & (DeepValue<T, K> extends string ? unknown : never),
  header: string,
  lang: string,
  { sortable = true, className = 'whitespace-nowrap text-slate-600' } = {},
) {
  return column.accessor(key, {
    header,
    enableSorting: sortable,
    meta: { className },
    cell: ({ getValue }) => {
      const value = getValue() as string
      return <span title={formatDateTime(value, lang)}>{formatDate(value, lang)}</span>
    },
  })
}

/** A labelled button of a row or card: an icon, its words, and a label naming what it acts on. */
export function ActionButton({
  icon: Icon,
  children,
  label,
  variant = 'outline',
  ...props
}: {
  icon: Icon
  children: ReactNode
  /** The accessible name, e.g. "Edit Ocean Camp". */
  label: string
  variant?: ButtonVariant
  onClick: () => void
  disabled?: boolean
  className?: string
}) {
  return (
    <Button variant={variant} size="sm" aria-label={label} {...props}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Button>
  )
}
