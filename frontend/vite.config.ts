/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, searchForWorkspaceRoot } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { checkChunkGroups, chunkGroups } from './build/chunk-groups'
import { precompress } from './build/precompress'
import { routePreloads } from './build/route-preloads'
import { seoPages } from './build/seo-pages'

const TESTS = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts']
// The test files that vi.mock a module (see `projects` below), found by reading them: a new one needs
// no list to be kept (guards, owner-dashboard-page, payment-details and i18n/routing on 29 Nov).
const SRC = fileURLToPath(new URL('./src', import.meta.url))
const ISOLATED = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => /\bvi\.mock\(/.test(readFileSync(`${SRC}/${file}`, 'utf8')))
  .map((file) => `src/${file.replaceAll('\\', '/')}`)
export default defineConfig(({ isSsrBuild }) => ({
  // The server render's build (`vite build --ssr`, into dist-server/) writes one Node module and no
  // browser files: the page registry, preloads, chunk checks and compressed copies are the client's.
  plugins: isSsrBuild
    ? [react()]
    : [react(), tailwindcss(), seoPages(), routePreloads(), checkChunkGroups(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The registry of public pages lives with the server, which reads it too (src/lib/config/public-site.ts).
    fs: {
      allow: [
        searchForWorkspaceRoot(process.cwd()),
        fileURLToPath(new URL('../backend/app/kit/public_site.json', import.meta.url)),
      ],
    },
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8000', changeOrigin: false },
    },
  },
  ssr: {
    // Bundled whole: dist-server/render-server.js runs with nothing beside it.
    noExternal: true,
  },
  // The libraries bundled into the server build read NODE_ENV when they run: production React, as in the browser.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? { outDir: 'dist-server', target: 'node20', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: 'dist',
        // Maps are made for debugging a build, but no script points at them and production does not
        // serve them (backend/app/web.py): they would publish the whole source.
        sourcemap: 'hidden',
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: chunkGroups,
            },
          },
        },
      },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // fetch and the other globals a test stubs (mockFetch) go back after each test, as mocks do.
    unstubGlobals: true,
    // One limit for every test: filling the booking form (~250 countries, many fields) in jsdom on a
    // loaded 2-core machine takes tens of seconds; a hung test still fails.
    testTimeout: 45_000,
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, which
    // leaves a core idle while `make test` runs nothing else. Two workers at least.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
    projects: [
      {
        // One jsdom window and one module graph per worker, not per file (paying them per file was about
        // half the run). What a test leaves behind is reset after each test in src/test/setup.ts; a file
        // that changes the window itself (a listener, a prototype) undoes it (docs/testing.md, Vitest).
        extends: true,
        test: { name: 'shared', isolate: false, include: TESTS, exclude: ISOLATED },
      },
      {
        // vi.mock replaces a module for one file; in a module graph the worker shares, the files run
        // earlier have imported the real one (and this file's mock would stay for the next). These
        // files get a fresh graph of their own.
        extends: true,
        test: { name: 'isolated', isolate: true, include: ISOLATED },
      },
    ],
  },
}))
