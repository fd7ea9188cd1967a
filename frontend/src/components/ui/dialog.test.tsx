import { useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import '@/i18n'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { Dialog } from './dialog'
import { ReasonDialog } from './reason-dialog'

/** Focus goes back a tick after the dialog unmounts (Radix's FocusScope). */
async function settled() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)))
}

function scrollLocked() {
  return document.body.hasAttribute('data-scroll-locked') || getComputedStyle(document.body).overflow === 'hidden'
}

function Harness({ redraw = false }: { redraw?: boolean }) {
  const [open, setOpen] = useState(false)
  const [round, setRound] = useState(0)
  return (
    <>
      {/* `redraw`: the row that holds the opener is drawn afresh while the dialog is open (new DOM nodes). */}
      <div key={redraw ? round : 0}>
        <Button onClick={() => setOpen(true)}>Open</Button>
      </div>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false)
          setRound((r) => r + 1)
        }}
        title="Edit booking"
        description="Change the status"
        footer={<Button onClick={() => setOpen(false)}>Save</Button>}
      >
        <input aria-label="Notes" />
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is a labelled modal that keeps focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    const dialog = screen.getByRole('dialog', { name: 'Edit booking' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(dialog).toHaveAccessibleDescription('Change the status')
    expect(scrollLocked()).toBe(true)

    const close = screen.getByRole('button', { name: 'Close' })
    await waitFor(() => expect(close).toHaveFocus())
    await user.tab()
    expect(screen.getByLabelText('Notes')).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus() // wrapped around
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await settled()
    expect(opener).toHaveFocus()
    expect(scrollLocked()).toBe(false)
  })

  it.each([
    ['the ×', 'Close'],
    ['a footer button', 'Save'],
  ])('gives focus back when closed by %s', async (_, name) => {
    const user = userEvent.setup()
    render(<Harness />)
    const opener = screen.getByRole('button', { name: 'Open' })
    await user.click(opener)
    await user.click(screen.getByRole('button', { name }))
    await settled()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(scrollLocked()).toBe(false)
  })

  it('gives focus to the new button when the opener was drawn afresh meanwhile', async () => {
    const user = userEvent.setup()
    render(<Harness redraw />)
    const first = screen.getByRole('button', { name: 'Open' })
    await user.click(first)
    await user.keyboard('{Escape}')
    await settled()
    const redrawn = screen.getByRole('button', { name: 'Open' })
    expect(redrawn).not.toBe(first)
    expect(redrawn).toHaveFocus()
  })
})

function Review({ approve }: { approve: () => Promise<void> }) {
  // The submissions page: a review dialog asks to confirm, and approving closes both at once.
  const [reviewing, setReviewing] = useState(false)
  const [asking, setAsking] = useState(false)
  return (
    <>
      <Button onClick={() => setReviewing(true)}>Review</Button>
      <Dialog open={reviewing} onClose={() => setReviewing(false)} title="Review">
        <Button onClick={() => setAsking(true)}>Approve</Button>
        <ConfirmDialog
          open={asking}
          destructive={false}
          title="Approve?"
          message="The owner gets an e-mail."
          confirmLabel="Yes, approve"
          onConfirm={() =>
            void approve().then(() => {
              setAsking(false)
              setReviewing(false)
            })
          }
          onClose={() => setAsking(false)}
        />
      </Dialog>
    </>
  )
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, Escape closes only it, and closing both dialogs at once frees the page', async () => {
    const user = userEvent.setup()
    const approve = vi.fn(() => Promise.resolve())
    render(<Review approve={approve} />)
    const opener = screen.getByRole('button', { name: 'Review' })
    await user.click(opener)
    const approveButton = screen.getByRole('button', { name: 'Approve' })
    await user.click(approveButton)
    const question = screen.getByRole('alertdialog', { name: 'Approve?' })
    expect(question).toHaveAccessibleDescription('The owner gets an e-mail.')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus())

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Review' })).toBeInTheDocument()
    await settled()
    expect(approveButton).toHaveFocus()

    await user.click(approveButton)
    await user.click(screen.getByRole('button', { name: 'Yes, approve' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settled()
    expect(approve).toHaveBeenCalledTimes(1)
    expect(scrollLocked()).toBe(false)
    expect(document.body.style.pointerEvents).toBe('')
    expect(opener).toHaveFocus()
  })
})

function Hide({ confirm }: { confirm: (reason: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>Hide</Button>
      {open ? (
        <ReasonDialog
          title="Hide review"
          label="Reason"
          cancelLabel="Cancel"
          confirmLabel="Hide it"
          errorText={() => 'Give a reason'}
          pending={false}
          onConfirm={async (reason) => {
            await confirm(reason)
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

describe('ReasonDialog', () => {
  it('opens on the reason field and gives focus back on cancel and after sending', async () => {
    const user = userEvent.setup()
    const confirm = vi.fn(() => Promise.resolve())
    render(<Hide confirm={confirm} />)
    const opener = screen.getByRole('button', { name: 'Hide' })

    await user.click(opener)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await settled()
    expect(opener).toHaveFocus()

    await user.click(opener)
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveFocus())
    await user.keyboard('Spam')
    await user.click(screen.getByRole('button', { name: 'Hide it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await settled()
    expect(confirm).toHaveBeenCalledWith('Spam')
    expect(opener).toHaveFocus()
    expect(scrollLocked()).toBe(false)
  })
})
