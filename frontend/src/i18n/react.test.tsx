import { act } from '@testing-library/react'
import { HydratedApart, Prerendered } from '@/lib/ssr/prerendered'
import i18n from './index'
import { hydrateInPageLanguage, useTranslation } from './react'

function Heading() {
  const { t } = useTranslation()
  return <h1>{t('catalogue.list.heading')}</h1>
}

describe('useTranslation while a page hydrates', () => {
  it('hydrates a part in the language of its HTML when the visitor switched before it hydrated', async () => {
    const { renderToString } = await import('react-dom/server')
    const { hydrateRoot } = await import('react-dom/client')
    const page = (
      <HydratedApart>
        <Heading />
      </HydratedApart>
    )
    const english = i18n.language
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Prerendered>{page}</Prerendered>)
    document.body.appendChild(container)
    const html = container.textContent
    hydrateInPageLanguage() // main.tsx, as it starts
    await i18n.changeLanguage('fr') // the language switch, clicked before the part hydrated
    const errors: unknown[] = []
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, <Prerendered>{page}</Prerendered>, {
        onRecoverableError: (error) => errors.push(error),
      })
    })
    expect(errors).toEqual([])
    expect(container.textContent).not.toBe(html) // then shown in French
    expect(container.textContent).toBe(i18n.getFixedT('fr')('catalogue.list.heading'))
    act(() => root!.unmount())
    container.remove()
    await i18n.changeLanguage(english)
  })
})
