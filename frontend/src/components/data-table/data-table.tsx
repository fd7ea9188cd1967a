import { useState, type CSSProperties, type ReactNode } from 'react'
import {
  getCoreRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnDefTemplate,
  type RowData,
  type SortingState,
} from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { EmptyState } from '@/components/admin/page-header'
import { Spinner } from '@/components/ui'
import { cn } from '@/lib/ui/cn'
import { Pager } from './pager'

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters must match TanStack's declaration
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's cells, e.g. `whitespace-nowrap`. */
    className?: string
    /** Classes of the column's header, e.g. `text-right` over a column of buttons. */
    headerClassName?: string
    /** On phones the first, unlabelled line of the card (a name, a title). */
    primary?: boolean
  }
}

/** Paging done by the server: the table shows one page of `total` rows. */
export interface ServerPaging {
  page: number
  pageSize: number
  total: number
  /** False when the server counted only up to a bound: the list has more than `total` rows. */
  totalExact?: boolean
  onPage: (page: number) => void
}

/** The rows, loading state and paging of one page of a server-paginated query, to spread into `DataTable`. */
export function serverPaged<T>(
  query: { data?: { items: readonly T[]; total: number; totalExact?: boolean }; isPending: boolean },
  page: number,
  pageSize: number,
  onPage: (page: number) => void,
) {
  return {
    rows: query.data?.items,
    loading: query.isPending,
    serverPaging: query.data
      ? { page, pageSize, total: query.data.total, totalExact: query.data.totalExact ?? true, onPage }
      : undefined,
  }
}

export interface DataTableProps<T> {
  // TanStack's own column type is invariant in its value type; `any` lets one table mix columns.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[]
  rows: readonly T[] | undefined
  rowKey: (row: T) => string | number
  /** Shown while the first answer is on its way. */
  loading?: boolean
  /** Shown when there are no rows. */
  empty: ReactNode
  /** `data-testid` of each row, for the end-to-end tests. */
  rowTestId?: string
  rowClassName?: string
  /** The narrowest the table may get from the small breakpoint up (it scrolls sideways below that). */
  minWidth?: number
  /** A server-paginated list; without it the rows are all there and are sorted and paged here. */
  serverPaging?: ServerPaging
  /** Rows per page of a list paged here. */
  pageSize?: number
  initialSorting?: SortingState
}

const headerClass = 'px-4 py-2.5 font-medium'
const cellClass = 'sm:px-4 sm:py-2.5'
// On phones a cell is a line of the row's card: its column's name on the left, the value on the right.
const labelledCellClass =
  'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-3 max-sm:before:shrink-0 max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:uppercase max-sm:before:content-[attr(data-label)]'

/**
 * A cell's content. TanStack's flexRender mounts a cell function as a component of its own, and the
 * pages build their columns afresh on every render: each render then unmounted and remounted every
 * cell, so the button that opened a dialog was gone by the time the dialog closed and focus fell to the
 * page. Called from one stable component instead, the same cell keeps its DOM (and its hooks).
 */
function Rendered<P extends object>({ template, props }: { template: ColumnDefTemplate<P> | undefined; props: P }) {
  return (typeof template === 'function' ? template(props) : (template ?? null)) as ReactNode
}

/**
 * The back office's one table (TanStack Table): sortable columns (`enableSorting: true`) for lists
 * the client holds whole, paging by the server's page/total or here, a spinner while loading, an
 * empty state, and on phones each row as a card whose cells are labelled by their column's header.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty,
  rowTestId,
  rowClassName,
  minWidth = 720,
  serverPaging,
  pageSize = 50,
  initialSorting = [],
}: DataTableProps<T>) {
  const [sorting, setSorting] = useState<SortingState>(initialSorting)
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize })
  const server = serverPaging !== undefined
  // TanStack Table hands back functions that change every render; the React Compiler must not memoise around them.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: (rows ?? []) as T[],
    columns,
    defaultColumn: { enableSorting: false, sortDescFirst: false },
    getRowId: (row) => String(rowKey(row)),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: server ? undefined : getSortedRowModel(),
    getPaginationRowModel: server ? undefined : getPaginationRowModel(),
    manualPagination: server,
    manualSorting: server,
    state: server ? { sorting } : { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
  })

  if (loading)
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    )
  if (!rows || rows.length === 0)
    return (
      <>
        <EmptyState>{empty}</EmptyState>
        {serverPaging ? <Pager {...serverPaging} /> : null}
      </>
    )

  const page = server
    ? serverPaging
    : {
        page: pagination.pageIndex + 1,
        pageSize: pagination.pageSize,
        total: rows.length,
        onPage: (next: number) => setPagination((p) => ({ ...p, pageIndex: next - 1 })),
      }
  return (
    <>
      <div className="sm:overflow-x-auto">
        <table
          className="w-full text-left text-sm max-sm:block sm:min-w-(--table-min)"
          style={{ '--table-min': `${minWidth}px` } as CSSProperties}
        >
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-500 uppercase max-sm:hidden">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  const label = header.isPlaceholder ? null : (
                    <Rendered template={header.column.columnDef.header} props={header.getContext()} />
                  )
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={cn(headerClass, header.column.columnDef.meta?.headerClassName)}
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="inline-flex items-center gap-1 uppercase hover:text-slate-800"
                        >
                          {label}
                          {sorted === 'asc' ? (
                            <ArrowUp className="h-3 w-3" aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="h-3 w-3" aria-hidden="true" />
                          ) : (
                            <ArrowUpDown className="h-3 w-3 opacity-50" aria-hidden="true" />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block">
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={cn(
                  'hover:bg-slate-50 max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:px-4 max-sm:py-3',
                  rowClassName,
                )}
                data-testid={rowTestId}
              >
                {row.getVisibleCells().map((cell) => {
                  const { header, meta } = cell.column.columnDef
                  const label = !meta?.primary && typeof header === 'string' ? header : undefined
                  return (
                    <td
                      key={cell.id}
                      data-label={label}
                      className={cn(cellClass, meta?.primary ? 'max-sm:block' : labelledCellClass, meta?.className)}
                    >
                      <Rendered template={cell.column.columnDef.cell} props={cell.getContext()} />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager {...page} />
    </>
  )
}
