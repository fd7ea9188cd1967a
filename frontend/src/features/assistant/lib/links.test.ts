import { replyParts } from './links'

describe('links in an assistant reply', () => {
  const origin = 'https://surfcamps.example'

  it('turns the site’s own pages into in-app paths and keeps WhatsApp links', () => {
    expect(replyParts('The whole guide: https://surfcamps.example/fr/blog/best-time.', origin)).toEqual([
      { text: 'The whole guide: ' },
      { text: 'https://surfcamps.example/fr/blog/best-time', href: '/fr/blog/best-time', internal: true },
      { text: '.' },
    ])
    expect(replyParts('WhatsApp: https://wa.me/212600000000', origin)).toEqual([
      { text: 'WhatsApp: ' },
      { text: 'https://wa.me/212600000000', href: 'https://wa.me/212600000000', internal: false },
    ])
  })

  it('leaves any other address as plain text', () => {
    expect(replyParts('see https://evil.example/x and https://surfcamps.example.evil/x', origin)).toEqual([
      { text: 'see https://evil.example/x and https://surfcamps.example.evil/x' },
    ])
  })
})
