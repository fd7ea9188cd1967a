/**
 * Source texts by their path under src/ ('features/booking/components/booking-form.tsx'), from an
 * `import.meta.glob(..., { query: '?raw', import: 'default', eager: true })` (Vite wants the glob written
 * out in the test that reads the files): for the tests that walk the code (every form, every amount).
 */
export function bySourcePath(files: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files as Record<string, string>).map(([path, text]) => [path.replace(/^\/src\//, ''), text]),
  )
}
