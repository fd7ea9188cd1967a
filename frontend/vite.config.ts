/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './build/precompress'
import { routePreloads } from './build/route-preloads'
import { seoPages } from './build/seo-pages'

/**
 * What both catalogue pages (the camp list and a package) show: photos with their fallback, badges,
 * ratings and their icons. One file instead of a dozen of a few hundred bytes each, which a page
 * would otherwise wait for one by one over a few connections.
 */
const CATALOGUE_COMMON = new RegExp(
  [
    String.raw`src/features/catalogue/components/(camp-image|amenity-chips|rating)\.tsx$`,
    String.raw`src/features/catalogue/lib/(images|labels|language)\.ts$`,
    String.raw`src/lib/format/money\.ts$`,
    String.raw`src/components/ui/badge\.tsx$`,
    String.raw`src/lib/seo/use-page-meta\.ts$`,
    String.raw`lucide-react/dist/esm/icons/(image-off|waves-horizontal|images|check|chevron-left|chevron-right|search-x|star|users|calendar-days|car|sparkles|utensils|wifi)\.mjs$`,
  ].join('|'),
)

/** The frame of the text pages and the camp list: page shell, alerts, form fields and the search bar. */
const PAGE_COMMON = new RegExp(
  [
    String.raw`src/components/layout/page-shell\.tsx$`,
    String.raw`src/components/ui/(alert|field|select)\.tsx$`,
    String.raw`src/features/catalogue/lib/filters\.ts$`,
    String.raw`src/features/catalogue/components/search-bar\.tsx$`,
    String.raw`lucide-react/dist/esm/icons/(chevron-down|search|circle-check|circle-exclamation-point|info|triangle-exclamation-point)\.mjs$`,
  ].join('|'),
)

export default defineConfig({
  plugins: [react(), tailwindcss(), seoPages(), routePreloads(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'catalogue-common', test: (id: string) => CATALOGUE_COMMON.test(id), includeDependenciesRecursively: false },
            { name: 'page-common', test: (id: string) => PAGE_COMMON.test(id), includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
  },
})
