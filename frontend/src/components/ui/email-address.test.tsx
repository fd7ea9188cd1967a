import { render } from '@testing-library/react'
import { EmailAddress } from './email-address'

describe('EmailAddress', () => {
  it('offers the line break after the "@", and reads as the whole address', () => {
    const { container } = render(<EmailAddress address="hello@surfcamp.local" />)
    expect(container.textContent).toBe('hello@surfcamp.local')
    expect(container.innerHTML).toContain('hello@<wbr>surfcamp.local')
  })

  it('shows a text without "@" as it is', () => {
    const { container } = render(<EmailAddress address="hello" />)
    expect(container.textContent).toBe('hello')
    expect(container.querySelector('wbr')).toBeNull()
  })
})
