import { describe, expect, it } from 'vitest'

const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/lib/forms/zod.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

describe('zod', () => {
  it('is imported through lib/forms/zod, which turns off the parsers the CSP forbids', () => {
    const direct = Object.entries(sources)
      .filter(([, text]) => /from ['"]zod['"]/.test(text))
      .map(([path]) => path)
    expect(direct).toEqual([])
  })
})
