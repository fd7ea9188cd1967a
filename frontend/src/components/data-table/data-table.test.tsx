import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, vi } from 'vitest'
import { loadTexts } from '@/i18n'
import { DataTable, createColumnHelper } from '.'

interface Row {
  id: number
  name: string
  price: number
}
const column = createColumnHelper<Row>()
const columns = [
  column.accessor('name', { header: 'Name', enableSorting: true, meta: { primary: true } }),
  column.accessor('price', { header: 'Price', enableSorting: true }),
  column.display({ id: 'actions', header: 'Actions', cell: () => 'edit' }),
]
const rows: Row[] = [
  { id: 1, name: 'Bravo', price: 30 },
  { id: 2, name: 'Alpha', price: 10 },
  { id: 3, name: 'Charlie', price: 20 },
]
const names = () => screen.getAllByTestId('row').map((row) => within(row).getAllByRole('cell')[0]!.textContent)

describe('DataTable', () => {
  beforeAll(() => loadTexts('public', 'admin'))

  it('sorts a list it holds by the columns that allow it, and labels cells for the phone layout', async () => {
    const user = userEvent.setup()
    render(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nothing" rowTestId="row" />)
    expect(names()).toEqual(['Bravo', 'Alpha', 'Charlie'])
    await user.click(screen.getByRole('button', { name: 'Name' }))
    expect(names()).toEqual(['Alpha', 'Bravo', 'Charlie'])
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(screen.getByRole('button', { name: 'Price' }))
    expect(names()).toEqual(['Alpha', 'Charlie', 'Bravo'])
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull()
    const [first] = screen.getAllByTestId('row')
    const cells = within(first!).getAllByRole('cell')
    expect(cells[0]).not.toHaveAttribute('data-label')
    expect(cells[1]).toHaveAttribute('data-label', 'Price')
  })

  it('pages a long list here, 2 rows at a time', async () => {
    const user = userEvent.setup()
    render(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nothing" rowTestId="row" pageSize={2} />,
    )
    expect(names()).toEqual(['Bravo', 'Alpha'])
    await user.click(screen.getByRole('button', { name: /^Next/ }))
    expect(names()).toEqual(['Charlie'])
  })

  it('asks the server for another page', async () => {
    const user = userEvent.setup()
    const onPage = vi.fn()
    render(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="Nothing"
        rowTestId="row"
        serverPaging={{ page: 1, pageSize: 3, total: 7, onPage }}
      />,
    )
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Next/ }))
    expect(onPage).toHaveBeenCalledWith(2)
  })

  it('says "more than" and keeps Next open when the server counted the list only up to a bound', async () => {
    const user = userEvent.setup()
    const onPage = vi.fn()
    const paging = { page: 334, pageSize: 3, total: 1002, totalExact: false, onPage }
    const { rerender } = render(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} empty="Nothing" serverPaging={paging} />,
    )
    expect(screen.getByText('1,000–1,002 of more than 1,002')).toBeInTheDocument()
    expect(screen.getByText('Page 334 of more than 334')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: /^Next/ }))
    expect(onPage).toHaveBeenCalledWith(335)
    rerender(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty="Nothing"
        serverPaging={{ ...paging, totalExact: true }}
      />,
    )
    expect(screen.getByText('1,000–1,002 of 1,002')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Next/ })).toBeDisabled()
  })

  it('shows a spinner while loading and the empty state without rows', () => {
    const { rerender } = render(
      <DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} empty="Nothing yet" loading />,
    )
    expect(screen.queryByRole('table')).toBeNull()
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} empty="Nothing yet" />)
    expect(screen.getByText('Nothing yet')).toBeInTheDocument()
  })

  it('keeps a cell’s button when the page redraws its columns (the button that opened a dialog gets focus back)', async () => {
    function Page() {
      const [clicks, setClicks] = useState(0)
      // As the pages do: the columns are built afresh on every render.
      const fresh = [
        column.accessor('name', { header: 'Name' }),
        column.display({
          id: 'edit',
          header: 'Edit',
          cell: ({ row }) => <button onClick={() => setClicks((n) => n + 1)}>{`Edit ${row.original.name}`}</button>,
        }),
      ]
      return (
        <>
          <p>{clicks} clicks</p>
          <DataTable columns={fresh} rows={rows} rowKey={(r) => r.id} empty="Nothing" />
        </>
      )
    }
    const user = userEvent.setup()
    render(<Page />)
    const edit = screen.getByRole('button', { name: 'Edit Alpha' })
    await user.click(edit)
    expect(screen.getByText('1 clicks')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit Alpha' })).toBe(edit)
    expect(edit).toHaveFocus()
  })
})
