// Front-end measurements for `make bench`: Lighthouse (mobile) on the home page, the camp list and a
// package page, and the gzip size of the JavaScript each route loads. Prints a Markdown section.
import { execFileSync, spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..')
const require = createRequire(resolve(root, 'frontend', 'package.json'))
const { chromium } = require('@playwright/test')
const port = process.env.BENCH_FRONT_PORT ?? '8210'
const base = `http://127.0.0.1:${port}`
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const pages = { home: '/', 'camp list': '/surf-camps', 'package page': '/packages/1' }

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(url)).ok) return } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`${url} did not answer`)
}

const server = spawn('bash', [resolve(root, 'scripts', 'e2e-server.sh')], {
  env: { ...process.env, E2E_PORT: port, E2E_DATA_DIR: resolve(root, 'data', 'bench-front') },
  stdio: 'ignore',
})
try {
  await waitFor(`${base}/api/v1/health`)
  const rows = []
  for (const [name, path] of Object.entries(pages)) {
    const out = execFileSync(resolve(here, 'node_modules', '.bin', 'lighthouse'), [
      base + path, '--quiet', '--output=json', '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking`,
    ], { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 }).toString()
    const report = JSON.parse(out)
    const score = (key) => Math.round(report.categories[key].score * 100)
    const audit = (key) => report.audits[key].displayValue ?? ''
    rows.push(`| ${name} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ` +
      `${score('seo')} | ${audit('largest-contentful-paint')} | ${audit('cumulative-layout-shift')} | ` +
      `${audit('total-blocking-time')} |`)
  }
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox'] })
  const sizes = []
  for (const [name, path] of Object.entries(pages)) {
    const page = await browser.newPage()
    const scripts = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b).length))
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    sizes.push(`| ${name} | ${scripts.length} | ${(total / 1024).toFixed(1)} KB |`)
    await page.close()
  }
  await browser.close()
  console.log([
    'Lighthouse 13 (mobile emulation, Debian Chromium):', '',
    '| Page | Performance | Accessibility | Best practices | SEO | LCP | CLS | TBT |', '|---|---:|---:|---:|---:|---|---|---|',
    ...rows, '', 'JavaScript loaded by each route (gzip):', '', '| Page | Scripts | Size |', '|---|---:|---:|', ...sizes,
  ].join('\n'))
} finally {
  server.kill('SIGTERM')
}
