import type { Plugin, Rolldown } from 'vite'

type OutputChunk = Rolldown.OutputChunk

/**
 * Shared chunks made by hand. Left alone, the bundler puts every module that several routes share
 * into its own file, often a few hundred bytes (an icon), and a page then waits for a dozen of them
 * over the browser's few connections. Each group lists modules, by path, that go into one file.
 */
const GROUPS: Record<string, string[]> = {
  // What both catalogue pages (the camp list and a package) and the home page show: photos with
  // their fallback, badges, ratings, amenity chips, prices and their icons; a package's query.
  'catalogue-common': [
    String.raw`src/features/catalogue/api/get-package\.ts$`,
    String.raw`src/features/catalogue/components/(camp-image|amenity-chips|rating)\.tsx$`,
    String.raw`src/features/catalogue/lib/(labels|photos-in-turn)\.ts$`,
    String.raw`src/lib/(images|config/public-site)\.ts$`,
    String.raw`src/i18n/api-language\.ts$`,
    // The values of the registry of public pages that the app uses (the page list: a landing page's preset).
    String.raw`backend/app/kit/public_site\.json$`,
    String.raw`src/lib/format/money\.ts$`,
    String.raw`src/components/ui/badge\.tsx$`,
    String.raw`src/lib/seo/use-page-meta\.ts$`,
    String.raw`lucide-react/dist/esm/icons/(award|image-off|waves-horizontal|images|check|chevron-left|chevron-right|search-x|star|users|calendar-days|car|sparkles|utensils|wifi)\.mjs$`,
  ],
  // The frame of the text pages and the camp list: page shell, alerts, form fields, the search bar.
  'page-common': [
    String.raw`src/components/layout/page-shell\.tsx$`,
    String.raw`src/components/ui/(alert|field|select)\.tsx$`,
    String.raw`src/features/catalogue/lib/filters\.ts$`,
    String.raw`src/features/catalogue/components/search-bar\.tsx$`,
    String.raw`lucide-react/dist/esm/icons/(chevron-down|search|circle-check|circle-exclamation-point|info|triangle-exclamation-point)\.mjs$`,
  ],
}

/** Every name in a pattern's `(a|b|c)`, each as its own pattern, so each can be checked. */
function expand(pattern: string): string[] {
  const match = /\(([^()]+)\)/.exec(pattern)
  if (!match) return [pattern]
  return match[1].split('|').flatMap((name) => expand(pattern.replace(match[0], name)))
}

const matcher = (patterns: string[]) =>
  new RegExp(patterns.map((p) => `(?:${p.replaceAll('/', String.raw`[\\/]`)})`).join('|'))

/** `build.rolldownOptions.output.codeSplitting.groups`; only the listed modules, not what they import. */
export const chunkGroups = Object.entries(GROUPS).map(([name, patterns]) => {
  const test = matcher(patterns)
  return { name, test: (id: string) => test.test(id), includeDependenciesRecursively: false }
})

/** Fails the build when a listed module is not in it (renamed or gone), instead of silently splitting again. */
export function checkChunkGroups(): Plugin {
  return {
    name: 'surfcamp-check-chunk-groups',
    apply: 'build',
    generateBundle(_options, bundle) {
      const ids = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk' ? (item as OutputChunk).moduleIds : [],
      )
      const missing = Object.values(GROUPS)
        .flat()
        .flatMap(expand)
        .filter((pattern) => {
          const test = matcher([pattern])
          return !ids.some((id) => test.test(id))
        })
      if (missing.length) this.error(`build/chunk-groups.ts lists modules the app no longer has: ${missing.join(', ')}`)
    },
  }
}
