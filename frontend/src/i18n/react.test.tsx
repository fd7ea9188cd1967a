import { HydratedApart, Prerendered } from '@/lib/ssr/prerendered'
import { serverRendered } from '@/test/hydrate'
import i18n from './index'
import { hydrateInPageLanguage, useTranslation } from './react'

function Heading() {
  const { t } = useTranslation()
  return <h1>{t('catalogue.list.heading')}</h1>
}

describe('useTranslation while a page hydrates', () => {
  it('hydrates a part in the language of its HTML when the visitor switched before it hydrated', async () => {
    const page = (
      <HydratedApart>
        <Heading />
      </HydratedApart>
    )
    const english = i18n.language
    const server = serverRendered(<Prerendered>{page}</Prerendered>)
    const html = server.container.textContent
    hydrateInPageLanguage() // main.tsx, as it starts
    await i18n.changeLanguage('fr') // the language switch, clicked before the part hydrated
    expect(await server.hydrate(<Prerendered>{page}</Prerendered>)).toEqual([])
    expect(server.container.textContent).not.toBe(html) // then shown in French
    expect(server.container.textContent).toBe(i18n.getFixedT('fr')('catalogue.list.heading'))
    server.remove()
    await i18n.changeLanguage(english)
  })
})
