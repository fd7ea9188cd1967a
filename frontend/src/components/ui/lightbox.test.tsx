import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import '@/i18n'
import { Button } from './button'
import { Dialog } from './dialog'
import { Lightbox } from './lightbox'

const images = [
  { src: '/a.jpg', alt: 'First' },
  { src: '/b.jpg', alt: 'Second' },
]

function Harness() {
  const [index, setIndex] = useState<number | null>(null)
  return (
    <Dialog open onClose={() => undefined} title="Package">
      <Button onClick={() => setIndex(0)}>Photos</Button>
      <Lightbox images={images} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} label="Gallery" />
    </Dialog>
  )
}

describe('Lightbox', () => {
  it('shares the dialog focus trap: arrows, tab cycling, Escape closes only the lightbox and focus returns', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Photos' })
    await user.click(opener)
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 2')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('2 / 2')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByTestId('lightbox-counter')).toHaveTextContent('1 / 2')

    const lightbox = screen.getByTestId('lightbox')
    expect(lightbox.contains(document.activeElement)).toBe(true)
    for (let i = 0; i < 4; i += 1) {
      await user.tab()
      expect(lightbox.contains(document.activeElement)).toBe(true)
    }

    await user.keyboard('{Escape}')
    expect(screen.queryByTestId('lightbox')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Package' })).toBeInTheDocument()
    expect(opener).toHaveFocus()
  })
})
