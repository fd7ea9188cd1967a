import { describe, expect, it } from 'vitest'
import { bySourcePath } from '@/test/sources'

// Every <form> of the app keeps its values in react-hook-form through useZodForm (zod-form.ts):
// checks in a zod schema, server field errors through server-errors.ts, typed values kept on
// failure, the first invalid field focused. A new form written on useState fails here; a form that
// cannot follow the style goes in ALLOWED with the reason.

// Every source file's text, by its path under src/ ('features/booking/components/booking-form.tsx').
const SOURCES = bySourcePath(
  import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)

/** Forms that cannot follow the style, each with why (none: every form has moved, issue 32). */
const ALLOWED: Record<string, string> = {}

const callsUseZodForm = (text: string) => /\buseZodForm\s*(<[^()]*>)?\(/.test(text)

/**
 * The hooks and lib modules `file` imports, by a relative path ('../hooks/use-booking-submit') or from
 * src/lib ('@/lib/forms/page-form'); not components, whose own forms are checked on their own.
 */
function localImports(file: string, text: string): string[] {
  const found: string[] = []
  for (const [, spec] of text.matchAll(/from '((?:\.{1,2}|@)\/[^']+)'/g)) {
    const base = spec!.startsWith('@/') ? spec!.slice(2) : new URL(spec!, `file:///${file}`).pathname.slice(1)
    const path = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((name) => name in SOURCES)
    if (path && /(^|\/)(hooks|lib)\//.test(path)) found.push(path)
  }
  return found
}

/** The form's values come from useZodForm: in the file, or in a hook it imports (two steps at most). */
function onUseZodForm(file: string, depth = 0): boolean {
  const text = SOURCES[file] ?? ''
  if (callsUseZodForm(text)) return true
  if (depth === 2) return false
  return localImports(file, text).some((path) => onUseZodForm(path, depth + 1))
}

const FORMS = Object.keys(SOURCES).filter((file) => /<form[\s>]/.test(SOURCES[file]!))

describe('every form', () => {
  it('finds the forms it checks', () => {
    expect(FORMS).toContain('features/booking/components/booking-form.tsx')
    expect(FORMS.length).toBeGreaterThan(20)
  })

  it.each(FORMS.filter((file) => !(file in ALLOWED)))('%s keeps its values in useZodForm', (file) => {
    expect(onUseZodForm(file), `${file}: a <form> not on useZodForm (lib/forms/zod-form.ts)`).toBe(true)
  })

  it('lists only forms that are still off the style', () => {
    for (const file of Object.keys(ALLOWED)) {
      expect(FORMS, `${file} has no <form> any more`).toContain(file)
      expect(onUseZodForm(file), `${file} is on useZodForm now: remove it from ALLOWED`).toBe(false)
    }
  })
})
