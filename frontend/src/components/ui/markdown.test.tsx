import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import type { Language } from '@/i18n/languages'
import { LanguageScope } from '@/i18n/routing'
import { Markdown } from './markdown'

function show(text: string, language: Language | null = null) {
  return render(
    <MemoryRouter>
      <LanguageScope language={language}>
        <main>
          <Markdown>{text}</Markdown>
        </main>
      </LanguageScope>
    </MemoryRouter>,
  )
}

it('renders headings from h2, emphasis, lists and GitHub tables', () => {
  show(
    [
      '# Best season',
      '',
      'Autumn is **long** and *warm*.',
      '',
      '- wetsuit',
      '- wax',
      '',
      '| Month | Water |',
      '| --- | --- |',
      '| October | 21 °C |',
    ].join('\n'),
  )
  expect(screen.getByRole('heading', { level: 2, name: 'Best season' })).toBeInTheDocument()
  expect(screen.queryByRole('heading', { level: 1 })).toBeNull() // the page owns its h1
  expect(screen.getByText('long').tagName).toBe('STRONG')
  expect(screen.getByText('warm').tagName).toBe('EM')
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['wetsuit', 'wax'])
  const table = screen.getByRole('table')
  expect(table.parentElement).toHaveClass('overflow-x-auto') // a wide table scrolls on a phone
  expect(screen.getByRole('columnheader', { name: 'Water' })).toBeInTheDocument()
  expect(screen.getByRole('cell', { name: '21 °C' })).toBeInTheDocument()
})

it('drops raw HTML and unsafe links, keeps site links in the reader’s language and opens others apart', () => {
  show(
    [
      'Before.',
      '',
      '<script>window.hacked = true</script>',
      '',
      'A <b>bold</b> claim <img src="x" onerror="window.hacked = true">.',
      '',
      '[camps](/surf-camps) · [forecast](https://example.org/surf) · [trap](javascript:alert(1))',
    ].join('\n'),
    'fr',
  )
  expect(document.querySelector('main script, main img, main b')).toBeNull()
  expect((window as { hacked?: boolean }).hacked).toBeUndefined()
  expect(screen.getByText('Before.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'camps' })).toHaveAttribute('href', '/fr/surf-camps')
  const outside = screen.getByRole('link', { name: 'forecast' })
  expect(outside).toHaveAttribute('target', '_blank')
  expect(outside).toHaveAttribute('rel', 'noopener noreferrer')
  const trap = screen.queryByRole('link', { name: 'trap' })
  expect(trap?.getAttribute('href') ?? null).toBeNull()
})
