import { lazy, useState } from 'react'
import { act } from '@testing-library/react'
import { LoadWhenNear } from '@/components/ui/load-when-near'
import { serverRendered } from '@/test/hydrate'
import { Prerendered } from './prerendered'

/** The home search bar's shape: several controlled selects in one state. */
function SearchForm() {
  const [values, setValues] = useState({ location: '', duration: '' })
  const set = (field: keyof typeof values, value: string) => setValues((v) => ({ ...v, [field]: value }))
  return (
    <form>
      <select aria-label="Location" value={values.location} onChange={(e) => set('location', e.target.value)}>
        <option value="">Any</option>
        <option value="taghazout">Taghazout</option>
      </select>
      <select aria-label="Duration" value={values.duration} onChange={(e) => set('duration', e.target.value)}>
        <option value="">Any</option>
        <option value="7">7 days</option>
      </select>
      <output>{JSON.stringify(values)}</output>
    </form>
  )
}

function ChatButton() {
  const [open, setOpen] = useState(false)
  return (
    <button type="button" onClick={() => setOpen((was) => !was)}>
      {open ? 'Close the chat' : 'Open the chat'}
    </button>
  )
}

describe('a server-rendered part that hydrates after the page (LoadWhenNear)', () => {
  it('gets every choice made in its form before its code arrived', async () => {
    const server = serverRendered(
      <LoadWhenNear>
        <SearchForm />
      </LoadWhenNear>,
    )
    const { container } = server
    let arrive: (module: { default: typeof SearchForm }) => void = () => {}
    const LaterSearchForm = lazy(() => new Promise<{ default: typeof SearchForm }>((resolve) => (arrive = resolve)))
    await server.hydrate(
      <Prerendered>
        <LoadWhenNear>
          <LaterSearchForm />
        </LoadWhenNear>
      </Prerendered>,
    )
    // The page is React's, the part's code is still on its way; the visitor chooses meanwhile.
    for (const option of Array.from(container.querySelectorAll('option')).filter((o) => o.value)) option.selected = true

    await act(async () => arrive({ default: SearchForm }))

    expect(JSON.parse(container.querySelector('output')!.textContent!)).toEqual({
      location: 'taghazout',
      duration: '7',
    })
    expect(Array.from(container.querySelectorAll('select')).map((s) => s.value)).toEqual(['taghazout', '7'])
    server.remove()
  })
})

// Last: a page hydrates once per module load (the first Prerendered ends it for the others).
describe('a click made before the code had arrived', () => {
  it('is made again once the page is hydrated, once', async () => {
    const server = serverRendered(<ChatButton />)
    const { container } = server
    // What src/boot/load-after-paint.js keeps of the click.
    const button = container.querySelector('button')!
    ;(window as { __heldAction?: () => void }).__heldAction = () => button.click()
    await server.hydrate(
      <Prerendered>
        <ChatButton />
      </Prerendered>,
    )
    await server.settle()
    expect(container.querySelector('button')).toHaveTextContent('Close the chat')
    expect((window as { __heldAction?: () => void }).__heldAction).toBeUndefined()
    server.remove()
  })
})
