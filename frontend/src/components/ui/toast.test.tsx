import { useState } from 'react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import '@/i18n'
import { Button } from './button'
import { Dialog } from './dialog'
import { ToastProvider, useToast } from './toast'

function Page() {
  const toast = useToast()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => toast({ title: 'Saved', description: 'All good', variant: 'success' })}>Save</Button>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Edit">
        <Button onClick={() => toast({ title: 'Failed to save', variant: 'destructive' })}>Try</Button>
      </Dialog>
    </>
  )
}

// jsdom has no pointer capture, which Radix's swipe-to-dismiss asks about on every click.
// Taken away again after the file: the worker's window is the next file's too (isolate: false).
const added: ('hasPointerCapture' | 'releasePointerCapture')[] = []
beforeAll(() => {
  if (!Element.prototype.hasPointerCapture) added.push('hasPointerCapture')
  if (!Element.prototype.releasePointerCapture) added.push('releasePointerCapture')
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => undefined
})
afterAll(() => {
  for (const name of added) delete (Element.prototype as Partial<Element>)[name]
})

describe('Toast', () => {
  it('shows a toast in the notifications region, reads it out once, and the × dismisses it', async () => {
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    const toast = within(region).getByRole('status')
    expect(toast).toHaveTextContent('SavedAll good')
    // Said once: Radix's extra read-out copy leaves the text out, so the page holds it once.
    expect(screen.getAllByText('Saved')).toHaveLength(1)
    await user.click(within(toast).getByRole('button', { name: 'Dismiss notification' }))
    expect(within(region).queryByRole('status')).toBeNull()
  })

  it('stays reachable while a dialog is open', async () => {
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <Page />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try' }))
    const region = screen.getByRole('region', { name: 'Notifications (F8)' })
    expect(within(region).getByRole('alert')).toHaveTextContent('Failed to save')
  })
})
