export { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
export { DataTable, serverPaged, type DataTableProps, type ServerPaging } from './data-table'
export { Pager } from './pager'
export { ActionButton, actionsColumn, dateColumn } from './columns'
