/** Nested texts as "a.b.c" -> text, for tests and checks that walk every text of a language. */
export type TextTree = { [key: string]: string | TextTree }

export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flattenTexts(value, path)) out.set(k, v)
  }
  return out
}
