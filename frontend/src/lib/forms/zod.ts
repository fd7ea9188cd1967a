import { z } from 'zod'

// The site's Content-Security-Policy has no 'unsafe-eval', so zod's compiled parsers (new Function)
// would be refused and reported on every page that builds a schema. Configured here, before any
// schema exists: every module takes `z` from this file, never from 'zod' (zod.test.ts checks).
z.config({ jitless: true })

export { z }
