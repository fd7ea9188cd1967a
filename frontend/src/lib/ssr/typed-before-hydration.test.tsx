import { useState } from 'react'
import { act, render, screen } from '@testing-library/react'
import { serverRendered } from '@/test/hydrate'
import { replayTypedValues } from './typed-before-hydration'

function Application() {
  const [values, setValues] = useState({ name: '', town: '', note: '', agree: false })
  const set = (field: keyof typeof values, value: string | boolean) => setValues((v) => ({ ...v, [field]: value }))
  return (
    <form data-testid="form">
      <input aria-label="Name" value={values.name} onChange={(e) => set('name', e.target.value)} />
      <select aria-label="Town" value={values.town} onChange={(e) => set('town', e.target.value)}>
        <option value="">Choose</option>
        <option value="agadir">Agadir</option>
      </select>
      <textarea aria-label="Note" value={values.note} onChange={(e) => set('note', e.target.value)} />
      <input
        type="checkbox"
        aria-label="Agree"
        checked={values.agree}
        onChange={(e) => set('agree', e.target.checked)}
      />
      <output>{JSON.stringify(values)}</output>
    </form>
  )
}

/** What the browser does with a visitor's typing while the page's code has not run yet: React is not told. */
function typeWithoutReact(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = element instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(element, text)
}

describe('replayTypedValues', () => {
  it('gives the form state what was typed, chosen and ticked before the code ran, and keeps it shown', () => {
    render(<Application />)
    typeWithoutReact(screen.getByLabelText('Name'), 'Offline Surf House')
    typeWithoutReact(screen.getByLabelText('Note'), 'Family rooms')
    ;(screen.getByRole('option', { name: 'Agadir' }) as HTMLOptionElement).selected = true
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')!.set!.call(
      screen.getByLabelText('Agree'),
      true,
    )
    expect(screen.getByRole('status')).toHaveTextContent('"name":""') // the state knows nothing yet

    act(() => replayTypedValues(screen.getByTestId('form') as HTMLFormElement))

    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      name: 'Offline Surf House',
      town: 'agadir',
      note: 'Family rooms',
      agree: true,
    })
    expect(screen.getByLabelText('Name')).toHaveValue('Offline Surf House')
    expect(screen.getByLabelText('Agree')).toBeChecked()
  })

  it('leaves a form nobody typed into as it is', () => {
    render(<Application />)
    act(() => replayTypedValues(screen.getByTestId('form') as HTMLFormElement))
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({ name: '', town: '', note: '', agree: false })
  })
})

describe('hydrating a server-rendered page', () => {
  it('keeps what was typed into any of its forms before the code ran (no form asks for it)', async () => {
    const { Prerendered } = await import('./prerendered')
    const server = serverRendered(<Application />)
    const { container } = server
    typeWithoutReact(container.querySelector('input')!, 'nobody@example.com')
    await server.hydrate(
      <Prerendered>
        <Application />
      </Prerendered>,
    )
    expect(container.querySelector('output')).toHaveTextContent('"name":"nobody@example.com"')
    expect(container.querySelector('input')).toHaveValue('nobody@example.com')
    server.remove()
  })
})
