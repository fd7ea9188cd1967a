import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import i18n from '@/i18n'
import { json, mockFetch, renderWithProviders } from '@/test/utils'
import { PackageRulesForm } from './package-rules-form'

const settings = {
  places: 6,
  startWeekdays: [5],
  season: [{ start: '2027-04-01', end: '2027-10-31', open: true }],
  minNoticeDays: 2,
  minStayDays: null,
  maxStayDays: null,
}
const PATH = 'PUT /api/v1/owner/availability/packages/7/settings'

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'))
})

describe('the package rules and season form', () => {
  it('adds a closed period to the season and saves the rules as numbers', async () => {
    const sent: unknown[] = []
    mockFetch({
      [PATH]: async (request) => {
        const body = await request.json()
        sent.push(body)
        return json(body)
      },
    })
    renderWithProviders(<PackageRulesForm scope="owner" packageId={7} settings={settings} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Add a period' }))
    const period = screen.getByRole('listitem', { name: 'Period 2' })
    await user.selectOptions(within(period).getByLabelText('Period'), 'closed')
    fireEvent.change(within(period).getByLabelText('From'), { target: { value: '2027-08-01' } })
    fireEvent.change(within(period).getByLabelText('To (included)'), { target: { value: '2027-08-15' } })
    await user.selectOptions(screen.getByLabelText('Longest stay (days)'), '10')
    await user.click(screen.getByRole('button', { name: 'Save rules' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Rules saved.')
    expect(sent).toEqual([
      {
        places: 6,
        minNoticeDays: 2,
        minStayDays: null,
        maxStayDays: 10,
        startWeekdays: [5],
        season: [
          { start: '2027-04-01', end: '2027-10-31', open: true },
          { start: '2027-08-01', end: '2027-08-15', open: false },
        ],
      },
    ])
  })

  it('refuses a period ending before it starts and stay limits that fit no length, in French, without sending', async () => {
    await act(() => i18n.changeLanguage('fr'))
    const fetchMock = mockFetch({ [PATH]: () => json(settings) })
    renderWithProviders(<PackageRulesForm scope="owner" packageId={7} settings={settings} />)
    const user = userEvent.setup()
    const period = screen.getByRole('listitem', { name: 'Période 1' })
    fireEvent.change(within(period).getByLabelText('Au (inclus)'), { target: { value: '2027-03-01' } })
    await user.selectOptions(screen.getByLabelText('Séjour le plus court (jours)'), '10')
    await user.selectOptions(screen.getByLabelText('Séjour le plus long (jours)'), '5')
    await user.clear(screen.getByLabelText(/Places par jour/))
    await user.click(screen.getByRole('button', { name: 'Enregistrer les règles' }))
    expect(await within(period).findByText('La fin est avant le début.')).toBeInTheDocument()
    expect(screen.getByText('Ce champ est obligatoire', { exact: false })).toBeInTheDocument()
    expect(screen.getAllByText(/La fin est avant le début/)).toHaveLength(2)
    expect(fetchMock).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'PUT' }))
    expect(within(period).getByLabelText('Au (inclus)')).toHaveValue('2027-03-01')
  })

  it('shows the server’s refusal on its field and keeps what was typed', async () => {
    mockFetch({
      [PATH]: () =>
        json({ error: 'validation_error', detail: 'x', fields: { maxStayDays: 'stay_length' } }, { status: 422 }),
    })
    renderWithProviders(<PackageRulesForm scope="owner" packageId={7} settings={settings} />)
    const user = userEvent.setup()
    await user.selectOptions(screen.getByLabelText('Shortest stay (days)'), '14')
    await user.click(screen.getByRole('button', { name: 'Save rules' }))
    await waitFor(() => expect(screen.getByText('No offered length of stay fits these limits.')).toBeInTheDocument())
    expect(screen.getByLabelText('Shortest stay (days)')).toHaveValue('14')
  })
})
