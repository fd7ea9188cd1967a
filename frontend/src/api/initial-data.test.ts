import { INITIAL_DATA_ELEMENT_ID, resetInitialData, takeInitialData } from './initial-data'

function writePage(text: string) {
  const script = document.createElement('script')
  script.type = 'application/json'
  script.id = INITIAL_DATA_ELEMENT_ID
  script.textContent = text
  document.head.append(script)
}

describe('initial data written into the page', () => {
  afterEach(() => {
    document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove()
    resetInitialData()
  })

  it('gives the answer for the same path and query, in any parameter order, once', () => {
    writePage(
      JSON.stringify([{ path: '/api/v1/camps', query: { page: '1', pageSize: '12', lang: 'fr' }, data: { total: 3 } }]),
    )
    expect(takeInitialData('/api/v1/camps', { lang: 'fr', location: undefined, page: 1, pageSize: 12 })).toEqual({
      total: 3,
    })
    expect(takeInitialData('/api/v1/camps', { lang: 'fr', page: 1, pageSize: 12 })).toBeUndefined()
  })

  it('gives nothing for another query, another path or a page without data', () => {
    writePage(JSON.stringify([{ path: '/api/v1/packages/7', query: { lang: 'en' }, data: { id: 7 } }]))
    expect(takeInitialData('/api/v1/packages/7', { lang: 'de' })).toBeUndefined()
    expect(takeInitialData('/api/v1/packages/8', { lang: 'en' })).toBeUndefined()
    expect(takeInitialData('/api/v1/camps', { page: 2, pageSize: 12, lang: 'en', location: 'agadir' })).toBeUndefined()
    expect(takeInitialData('/api/v1/packages/7', { lang: 'en' })).toEqual({ id: 7 })
  })

  it('ignores malformed data instead of failing the page', () => {
    writePage('[{"path": "/api/v1/camps", "query": {')
    expect(takeInitialData('/api/v1/camps', {})).toBeUndefined()
    resetInitialData()
    document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove()
    writePage(JSON.stringify({ path: '/api/v1/camps' }))
    expect(takeInitialData('/api/v1/camps', {})).toBeUndefined()
  })
})
