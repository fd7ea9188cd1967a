import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)
const COMPRESSIBLE = /\.(js|css|svg|json)$/

/**
 * Writes `X.gz` and `X.br` next to every text asset in dist/assets (e.g. `index-abc.js.gz` and
 * `index-abc.js.br`), at the highest levels, so the server can send them as they are with
 * `Content-Encoding: gzip` / `br` instead of compressing on each request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'surfcamp-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle() {
      const dir = join(config.build.outDir, config.build.assetsDir)
      const files = (await readdir(dir)).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(dir, name)
          const data = await readFile(path)
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gz(data, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
        }),
      )
    },
  }
}
