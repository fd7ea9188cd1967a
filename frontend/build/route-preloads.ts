import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * Page key (the server's app/seo/routes.py keys) -> the module of its lazy route, and the text
 * parts (src/i18n/index.ts) the route loads besides `public`.
 */
const ROUTES: Record<string, { module: RegExp; texts?: string[] }> = {
  home: { module: /features\/home\/components\/home-page\.tsx$/ },
  surfCamps: { module: /features\/catalogue\/components\/camp-list-routes\.tsx$/ },
  taghazoutCamps: { module: /features\/catalogue\/components\/camp-list-routes\.tsx$/ },
  tamraghtCamps: { module: /features\/catalogue\/components\/camp-list-routes\.tsx$/ },
  beginnerCamps: { module: /features\/catalogue\/components\/camp-list-routes\.tsx$/ },
  packageDetail: { module: /features\/catalogue\/components\/package-detail-page\.tsx$/ },
  coachingPackage: { module: /features\/catalogue\/components\/coaching-package-page\.tsx$/ },
  blog: { module: /features\/blog\/components\/blog-index-page\.tsx$/, texts: ['content'] },
  blogPost: { module: /features\/blog\/components\/blog-post-page\.tsx$/, texts: ['content'] },
  about: { module: /features\/content\/pages\/about-page\.tsx$/, texts: ['content'] },
  contact: { module: /features\/content\/pages\/contact-page\.tsx$/, texts: ['content'] },
  faq: { module: /features\/content\/pages\/faq-page\.tsx$/, texts: ['content'] },
}

/** The chunk built from the module that `test` matches. */
function chunkOf(bundle: OutputBundle, test: RegExp): OutputChunk | undefined {
  return Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && Boolean(item.facadeModuleId && test.test(item.facadeModuleId)))
}

/**
 * Emits dist/preload.json: for each public page, the JavaScript files its route loads after the
 * entry (the route chunk and everything it imports statically) and the chunk of its texts per
 * language. The server writes them as `<link rel="modulepreload">` into the page's head, so they
 * download in parallel with the entry instead of after it has run.
 */
export function routePreloads(): Plugin {
  return {
    name: 'surfcamp-route-preloads',
    apply: 'build',
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
            const chunk = chunkOf(bundle, part === 'public' ? new RegExp(`i18n/bundles/public-${lang}\\.ts$`) : new RegExp(`i18n/${part}/${lang}\\.ts$`))
            return [lang, chunk ? closure(chunk) : []]
          }),
        )
      const texts = { public: textFiles('public'), content: textFiles('content') }
      const pages: Record<string, { scripts: string[]; texts: string[] }> = {}
      for (const [key, route] of Object.entries(ROUTES)) {
        const chunk = chunkOf(bundle, route.module)
        if (chunk) pages[key] = { scripts: closure(chunk), texts: ['public', ...(route.texts ?? [])] }
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify({ texts, pages }) })
    },
  }
}
