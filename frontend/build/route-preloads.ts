import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin, Rolldown } from 'vite'
import { PUBLIC_PAGES } from '../src/lib/config/public-site'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * Page key -> the module of its lazy route and the text parts (src/i18n/index.ts) the route loads
 * besides `public`: the `preload` of each page in the registry of public pages, which the server
 * reads too (backend/app/kit/public_site.json).
 */
const ROUTES: Record<string, { module: string; texts?: string[] }> = Object.fromEntries(
  PUBLIC_PAGES.flatMap((page) => (page.preload ? [[page.key, page.preload]] : [])),
)

/** The chunk built from the module that `test` matches (a path under src/ or a pattern). */
function chunkOf(bundle: OutputBundle, test: RegExp | string): OutputChunk | undefined {
  const matches = (id: string) =>
    typeof test === 'string' ? id.replaceAll('\\', '/').endsWith(`/src/${test}`) : test.test(id)
  return Object.values(bundle).find(
    (item): item is OutputChunk =>
      item.type === 'chunk' && Boolean(item.facadeModuleId && matches(item.facadeModuleId)),
  )
}

/**
 * `html` with its module script and module preloads replaced by the loader (`src`, src/boot/load-after-paint.js),
 * which fetches them once the page has painted: `data-entry` is the module script, `data-modules` the
 * modules to preload with it (the server adds the route's, app/seo/service.py).
 */
export function scriptsAfterFirstPaint(html: string, src: string): string {
  const entry = /<script type="module"[^>]*? src="([^"]+)"[^>]*><\/script>/.exec(html)
  if (!entry) return html
  const modules = [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g)].map((match) => match[1])
  const loader = `<script defer src="${src}" data-entry="${entry[1]}" data-modules="${modules.join(' ')}"></script>`
  return html.replace(/\n?[ \t]*<link rel="modulepreload"[^>]*>/g, '').replace(entry[0], loader)
}

// (Not new URL(…, import.meta.url): Vite makes that an asset address under the unit tests.)
const LOADER = resolve(dirname(fileURLToPath(import.meta.url)), '../src/boot/load-after-paint.js')

/**
 * Emits dist/preload.json: for each public page, the JavaScript files its route loads after the
 * entry (the route chunk and everything it imports statically) and the chunk of its texts per
 * language. The server adds them to the loader's modules (the hook below), so they download in
 * parallel with the entry instead of after it has run, and like it after the first paint: a
 * server-rendered page needs the HTML, the styles and the main photo first.
 */
export function routePreloads(): Plugin {
  const loader = readFileSync(LOADER, 'utf8')
  const loaderFile = `assets/load-after-paint-${createHash('sha256').update(loader).digest('hex').slice(0, 8)}.js`
  return {
    name: 'surfcamp-route-preloads',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'asset', fileName: loaderFile, source: loader })
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry)
      if (!entry) return
      const base = '/'
      // The entry and its static imports are already in index.html.
      const inHtml = new Set([entry.fileName, ...entry.imports])
      const closure = (chunk: OutputChunk): string[] => {
        const files: string[] = []
        const visit = (fileName: string) => {
          if (inHtml.has(fileName) || files.includes(fileName)) return
          files.push(fileName)
          const item = bundle[fileName]
          if (item?.type === 'chunk') item.imports.forEach(visit)
        }
        visit(chunk.fileName)
        return files.map((file) => base + file)
      }
      const textFiles = (part: string) =>
        Object.fromEntries(
          ['en', 'fr', 'de'].map((lang) => {
            const chunk = chunkOf(
              bundle,
              part === 'public'
                ? new RegExp(`i18n/bundles/public-${lang}\\.ts$`)
                : new RegExp(`i18n/${part}/${lang}\\.ts$`),
            )
            return [lang, chunk ? closure(chunk) : []]
          }),
        )
      const parts = new Set(['public', ...Object.values(ROUTES).flatMap((route) => route.texts ?? [])])
      const texts = Object.fromEntries([...parts].map((part) => [part, textFiles(part)]))
      const pages: Record<string, { scripts: string[]; texts: string[] }> = {}
      for (const [key, route] of Object.entries(ROUTES)) {
        const chunk = chunkOf(bundle, route.module)
        // A registered page whose module was renamed would silently lose its preloads.
        if (!chunk) this.error(`public_site.json preloads ${route.module} for "${key}", but no chunk is built from it`)
        pages[key] = { scripts: closure(chunk), texts: ['public', ...(route.texts ?? [])] }
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify({ texts, pages }) })
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => scriptsAfterFirstPaint(html, `/${loaderFile}`),
    },
  }
}
