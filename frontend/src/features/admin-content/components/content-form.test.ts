import { blankContent, metaError, preview } from './content-form'

describe('admin content form', () => {
  it('refuses metadata that is not a JSON object instead of turning it into {}', () => {
    expect(metaError('')).toBeNull()
    expect(metaError('{"author": "Sara"}')).toBeNull()
    expect(metaError('{oops')).toBe('invalid_json')
    expect(metaError('[1, 2]')).toBe('not_json_object')
    expect(metaError('null')).toBe('not_json_object')
  })

  it('previews 100 characters of text without tags', () => {
    expect(preview('<p>Hello <b>surfers</b></p>')).toBe('Hello surfers')
    expect(preview('x'.repeat(150))).toBe(`${'x'.repeat(100)}…`)
  })

  it('defaults to text, English, active', () => {
    expect(blankContent).toMatchObject({ contentType: 'text', language: 'en', isActive: true })
  })
})
