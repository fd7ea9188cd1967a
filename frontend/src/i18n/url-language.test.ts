import { PUBLIC_PAGES } from '@/lib/config/public-site'
import { isPrefixable, localizePath } from './url-language'

describe('isPrefixable', () => {
  it('gives a language to exactly the pages the registry gives /fr and /de addresses (as the e-mails link them)', () => {
    for (const page of PUBLIC_PAGES) {
      const path = `/${page.path.replace('/*', '/any').replace(/:\w+/g, '1')}`
      expect([page.path, isPrefixable(path)]).toEqual([page.path, page.languageInUrl !== false])
    }
    expect(localizePath('/camp-owner/login', 'de')).toBe('/de/camp-owner/login')
    expect(localizePath('/camp-owner', 'de')).toBe('/camp-owner')
  })
})
