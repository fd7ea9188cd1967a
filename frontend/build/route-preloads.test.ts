import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES } from '../src/lib/config/public-site'
import { routePreloads, scriptsAfterFirstPaint } from './route-preloads'

type Manifest = {
  texts: Record<string, Record<string, string[]>>
  pages: Record<string, { scripts: string[]; texts: string[] }>
}

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false) =>
  ({ type: 'chunk', fileName, facadeModuleId, imports, isEntry }) as unknown as Rolldown.OutputChunk

/** Runs the plugin's generateBundle over `chunks`; the emitted preload.json, or the build error. */
function run(chunks: Rolldown.OutputChunk[]): Manifest {
  const bundle = Object.fromEntries(chunks.map((item) => [item.fileName, item]))
  let source = ''
  const context = {
    emitFile: (file: { source: string }) => (source = file.source),
    error: (message: string) => {
      throw new Error(message)
    },
  }
  const hook = routePreloads().generateBundle as unknown as (
    this: typeof context,
    options: object,
    bundle: object,
  ) => void
  hook.call(context, {}, bundle)
  return JSON.parse(source) as Manifest
}

const preloaded = PUBLIC_PAGES.filter((page) => page.preload)
const routeChunks = [...new Set(preloaded.map((page) => page.preload!.module))].map((module, index) =>
  chunk(`route-${index}.js`, `/repo/frontend/src/${module}`, ['shared.js', 'index.js']),
)
const textChunks = ['en', 'fr', 'de'].flatMap((lang) => [
  chunk(`public-${lang}.js`, `/repo/frontend/src/i18n/bundles/public-${lang}.ts`),
  chunk(`content-${lang}.js`, `/repo/frontend/src/i18n/content/${lang}.ts`),
])
const base = [chunk('index.js', '/repo/frontend/src/main.tsx', [], true), chunk('shared.js', null), ...textChunks]

describe('route preloads from the registry of public pages', () => {
  it('lists every preloaded page of the registry with its chunks and text parts', () => {
    const manifest = run([...base, ...routeChunks])
    expect(Object.keys(manifest.pages).sort()).toEqual([...new Set(preloaded.map((page) => page.key))].sort())
    expect(manifest.pages.home).toEqual({
      scripts: [expect.stringMatching(/^\/route-\d+\.js$/), '/shared.js'],
      texts: ['public'],
    })
    expect(manifest.pages.faq?.texts).toEqual(['public', 'content'])
    expect(manifest.texts.content?.fr).toEqual(['/content-fr.js'])
  })

  it('fails the build when a registered page has no chunk', () => {
    expect(() => run([...base, ...routeChunks.slice(1)])).toThrow(/no chunk is built from it/)
  })
})

describe('the scripts of the HTML', () => {
  it('are fetched by the loader after the first paint, the entry with the modules it imports', () => {
    const hook = routePreloads().transformIndexHtml as { handler: (html: string) => string }
    const html =
      '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">\n</head>'
    expect(hook.handler(html)).toMatch(
      new RegExp(
        '^<head>\\n    <script defer src="/assets/load-after-paint-[0-9a-f]{8}\\.js" data-entry="/assets/index.js" ' +
          'data-modules="/assets/a.js /assets/b.js"></script>\\n' +
          '    <link rel="stylesheet" crossorigin href="/assets/index.css">\\n</head>$',
      ),
    )
  })

  it('leave an HTML without a module script as it is', () => {
    expect(scriptsAfterFirstPaint('<p>x</p>', '/l.js')).toBe('<p>x</p>')
  })
})
