import { isApiError } from './errors'
import { fromPage, INITIAL_DATA_ELEMENT_ID, resetInitialData, takeInitialData } from './initial-data'

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

  it("starts a query in the API's error when the page carries its error answer (a missing record)", () => {
    const error = { status: 404, error: 'package_not_found', detail: 'The requested package could not be found.' }
    writePage(JSON.stringify([{ path: '/api/v1/packages/99999', query: { lang: 'fr' }, error }]))
    const options = fromPage<{ id: number }>('/api/v1/packages/99999', { lang: 'fr' })
    const held = options.initialData()
    expect(held).toBeDefined() // something to start from: no "Loading", no request
    let thrown: unknown
    try {
      options.select(held!)
    } catch (caught) {
      thrown = caught
    }
    expect(isApiError(thrown) && [thrown.status, thrown.code]).toEqual([404, 'package_not_found'])
    // A real answer passes through as it is.
    expect(options.select({ id: 7 })).toEqual({ id: 7 })
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
