// Generates the typed API client input from the backend's OpenAPI schema.
//   node scripts/gen-api.mjs           -> writes src/api/openapi.json (from the backend CLI) and src/api/schema.d.ts
//   node scripts/gen-api.mjs --check   -> regenerates into temp files and exits 1 on any drift
//   node scripts/gen-api.mjs --offline -> only regenerates schema.d.ts from the committed openapi.json
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const backendCli = resolve(root, '../backend/.venv/bin/surfcamp')
const openapiJson = join(root, 'src/api/openapi.json')
const schemaDts = join(root, 'src/api/schema.d.ts')
const openapiTsBin = join(root, 'node_modules/.bin/openapi-typescript')

const args = new Set(process.argv.slice(2))
const check = args.has('--check')
const offline = args.has('--offline')

function backendSchema() {
  if (!existsSync(backendCli)) return null
  let out
  try {
    out = execFileSync(backendCli, ['openapi'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    console.error(`\`surfcamp openapi\` failed:\n${error.stderr ?? error.message}`)
    process.exit(2)
  }
  // Normalise formatting so the committed file does not depend on the backend's JSON style.
  return JSON.stringify(JSON.parse(out), null, 2) + '\n'
}

function typesFor(jsonPath, outPath) {
  execFileSync(openapiTsBin, [jsonPath, '-o', outPath, '--root-types', '--alphabetize'], { stdio: ['ignore', 'ignore', 'inherit'] })
  return readFileSync(outPath, 'utf8')
}

const tmp = mkdtempSync(join(tmpdir(), 'surfcamp-api-'))
try {
  let problems = []
  let schemaText = readFileSync(openapiJson, 'utf8')
  if (!offline) {
    const fresh = backendSchema()
    if (fresh === null) {
      const message = `backend CLI not found at ${backendCli}`
      if (check && process.env.CI) problems.push(message)
      else console.warn(`warning: ${message}; using the committed src/api/openapi.json`)
    } else if (check) {
      if (fresh !== schemaText) problems.push('src/api/openapi.json differs from `surfcamp openapi` (run `npm run gen:api`)')
      schemaText = fresh
    } else {
      writeFileSync(openapiJson, fresh)
      schemaText = fresh
    }
  }
  const tmpJson = join(tmp, 'openapi.json')
  writeFileSync(tmpJson, schemaText)
  if (check) {
    const generated = typesFor(tmpJson, join(tmp, 'schema.d.ts'))
    const committed = existsSync(schemaDts) ? readFileSync(schemaDts, 'utf8') : ''
    if (generated !== committed) problems.push('src/api/schema.d.ts is out of date (run `npm run gen:api`)')
    if (problems.length) {
      for (const p of problems) console.error(`API drift: ${p}`)
      process.exit(1)
    }
    console.log('API schema and generated types are up to date')
  } else {
    typesFor(openapiJson, schemaDts)
    console.log('wrote src/api/schema.d.ts')
  }
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
