import { fireEvent, render, screen } from '@testing-library/react'
import '@/i18n'
import { ImageWithFallback } from './image-with-fallback'

describe('ImageWithFallback', () => {
  it('shows the photo, then "Surf image coming soon" in the same box when it fails to load', () => {
    const { rerender } = render(<ImageWithFallback src="/media/a.jpg" alt="Camp at dawn" className="h-40 w-full" />)
    const photo = screen.getByRole('img', { name: 'Camp at dawn' })
    expect(photo).toHaveAttribute('src', '/media/a.jpg')
    fireEvent.error(photo)
    const placeholder = screen.getByRole('img', { name: 'Camp at dawn' })
    expect(placeholder).not.toHaveAttribute('src')
    expect(placeholder).toHaveClass('h-40', 'w-full')
    expect(screen.getByText('Surf image coming soon')).toBeInTheDocument()
    // Another photo gets its chance.
    rerender(<ImageWithFallback src="/media/b.jpg" alt="Camp at dawn" className="h-40 w-full" />)
    expect(screen.getByRole('img', { name: 'Camp at dawn' })).toHaveAttribute('src', '/media/b.jpg')
  })

  it('shows the placeholder when there is no photo at all; decorative ones stay out of the accessibility tree', () => {
    render(<ImageWithFallback src={null} alt="" placeholder="plain" />)
    expect(screen.getByTestId('image-placeholder')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.queryByText('Surf image coming soon')).toBeNull()
  })
})
