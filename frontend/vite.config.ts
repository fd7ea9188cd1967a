/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import { defineConfig, searchForWorkspaceRoot } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { checkChunkGroups, chunkGroups } from './build/chunk-groups'
import { precompress } from './build/precompress'
import { routePreloads } from './build/route-preloads'
import { seoPages } from './build/seo-pages'

export default defineConfig({
  plugins: [react(), tailwindcss(), seoPages(), routePreloads(), checkChunkGroups(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // The registry of public pages lives with the server, which reads it too (src/lib/config/public-site.ts).
    fs: {
      allow: [
        searchForWorkspaceRoot(process.cwd()),
        fileURLToPath(new URL('../backend/app/site/public_site.json', import.meta.url)),
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
  build: {
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
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
    restoreMocks: true,
    testTimeout: 20_000,
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine, which
    // leaves a core idle while `make test` runs nothing else. Two workers at least.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
})
