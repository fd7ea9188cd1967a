// Front-end measurements for `make bench`: Lighthouse (mobile) on the home page, the camp list, a
// package page and a blog post, in English and in French, and the gzip size of the JavaScript each
// route loads. Prints a Markdown section.
import { execFileSync, spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const root = resolve(here, '..')
const require = createRequire(resolve(root, 'frontend', 'package.json'))
const { chromium } = require('@playwright/test')
const { CHROMIUM_ARGS } = await import(resolve(root, 'frontend', 'scripts', 'chromium.mjs'))
const { computeMedianRun, filterToValidRuns } = await import(resolve(here, 'node_modules', 'lighthouse', 'core', 'lib', 'median-run.js'))
const port = process.env.BENCH_FRONT_PORT ?? '8210'
const base = `http://127.0.0.1:${port}`
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// The pages issue 16 names, in English and in French; the blog post is the newest one.
const PAGES = { home: '', 'camp list': '/surf-camps', 'package page': '/packages/1', 'blog post': '/blog/{post}' }
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

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
  const post = (await (await fetch(`${base}/api/v1/blog?pageSize=1`)).json()).items[0].slug
  const pages = Object.fromEntries(
    ['en', 'fr'].flatMap((lang) =>
      Object.entries(PAGES).map(([name, path]) => [
        `${name} (${lang})`,
        (lang === 'en' ? '' : `/${lang}`) + (path.replace('{post}', post) || (lang === 'en' ? '/' : '')),
      ]),
    ),
  )
  const rows = []
  const figures = {} // for bench.py's table of targets, in the file BENCH_FRONT_JSON names
  for (const [name, path] of Object.entries(pages)) {
    // Lighthouse's scores move by a few points from run to run on a shared machine: like Lighthouse
    // CI, run it several times and report the median run (Lighthouse's own computeMedianRun).
    const reports = []
    for (let attempt = 0; reports.length < RUNS && attempt < RUNS + 2; attempt++) {
      try {
        reports.push(JSON.parse(execFileSync(resolve(here, 'node_modules', '.bin', 'lighthouse'), [
          base + path, '--quiet', '--output=json', '--only-categories=performance,accessibility,best-practices,seo',
          `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
        ], { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 64 * 1024 * 1024 }).toString()))
      } catch (error) {
        console.error(`lighthouse ${path}: ${error.message.split('\n')[0]} (run again)`)
      }
    }
    const valid = filterToValidRuns(reports)
    if (!valid.length) throw new Error(`no valid Lighthouse run for ${path}`)
    const report = computeMedianRun(valid)
    const score = (key) => Math.round(report.categories[key].score * 100)
    const audit = (key) => report.audits[key].displayValue ?? ''
    const all = valid.map((r) => Math.round(r.categories.performance.score * 100)).sort((a, b) => a - b)
    figures[name] = {
      scores: Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((key) => [key, score(key)])),
    }
    rows.push(`| ${name} | ${score('performance')} (${all.join(', ')}) | ${score('accessibility')} | ${score('best-practices')} | ` +
      `${score('seo')} | ${audit('first-contentful-paint')} | ${audit('largest-contentful-paint')} | ` +
      `${audit('cumulative-layout-shift')} | ${audit('total-blocking-time')} |`)
  }
  const browser = await chromium.launch({ executablePath: chrome, args: CHROMIUM_ARGS })
  const sizes = []
  for (const [name, path] of Object.entries(pages)) {
    const page = await browser.newPage()
    const scripts = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b).length))
    })
    await page.goto(base + path, { waitUntil: 'networkidle' })
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0)
    figures[name].javascriptKB = Number((total / 1024).toFixed(1))
    sizes.push(`| ${name} | ${scripts.length} | ${(total / 1024).toFixed(1)} KB |`)
    await page.close()
  }
  await browser.close()
  if (process.env.BENCH_FRONT_JSON) writeFileSync(process.env.BENCH_FRONT_JSON, JSON.stringify(figures))
  console.log([
    `Lighthouse 13 (mobile emulation, Debian Chromium), the median of ${RUNS} runs per page (all runs' performance scores in brackets):`, '',
    '| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | CLS | TBT |', '|---|---:|---:|---:|---:|---|---|---|---|',
    ...rows, '', 'JavaScript loaded by each route (gzip):', '', '| Page | Scripts | Size |', '|---|---:|---:|', ...sizes,
  ].join('\n'))
} finally {
  server.kill('SIGTERM')
}
