import type { TFunction } from 'i18next'
import { elideBeforePlaceholders } from './elision'

/**
 * The few i18next features this app uses, in a kilobyte instead of i18next's fifteen: nested keys,
 * `{{name}}` interpolation (values are not escaped: React escapes), plurals by `count` (`key_one`,
 * `key_other`, ... chosen with Intl.PluralRules, like i18next), `defaultValue`, `returnObjects`,
 * `lng`, French elision before a filled-in name (elision.ts) and an English fallback. The `t` keys
 * stay typed by i18next's own types (i18next.d.ts).
 */
type Tree = { [key: string]: unknown }
type Options = { count?: number; defaultValue?: string; returnObjects?: boolean; lng?: string; [name: string]: unknown }
type Listener = (language: string) => void

function isTree(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The value at a dotted path (`home.hero.title`) in nested objects, or undefined. */
function at(node: unknown, path: string): unknown {
  for (const part of path.split('.')) {
    if (!isTree(node)) return undefined
    node = node[part]
  }
  return node
}

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key]
    target[key] = isTree(current) && isTree(value) ? merge({ ...current }, value) : value
  }
  return target
}

const PLACEHOLDER = /{{\s*([\w.]+)\s*}}/g

export class Translator {
  language: string
  readonly fallbackLanguage: string
  private resources: Record<string, Tree> = {}
  private listeners = new Set<Listener>()
  private plurals = new Map<string, Intl.PluralRules>()

  constructor(language: string, fallbackLanguage = 'en') {
    this.language = language
    this.fallbackLanguage = fallbackLanguage
  }

  /** Adds (deep-merges) texts for a language; the namespace argument is accepted for i18next's signature. */
  addResourceBundle(language: string, _namespace: string, texts: Tree): this {
    this.resources[language] = merge(this.resources[language] ?? {}, texts)
    return this
  }

  hasResourceBundle(language: string): boolean {
    return language in this.resources
  }

  private find(language: string, key: string): unknown {
    return at(this.resources[language], key)
  }

  /** The text at `key` and the language it was found in (the fallback language when missing). */
  private lookup(key: string, options: Options): { value: unknown; language: string } {
    const languages = [options.lng ?? this.language, this.fallbackLanguage]
    for (const language of languages) {
      if (typeof options.count === 'number') {
        let rules = this.plurals.get(language)
        if (!rules) this.plurals.set(language, (rules = new Intl.PluralRules(language)))
        const plural = this.find(language, `${key}_${rules.select(options.count)}`)
        if (plural !== undefined) return { value: plural, language }
      }
      const value = this.find(language, key)
      if (value !== undefined) return { value, language }
    }
    return { value: undefined, language: this.fallbackLanguage }
  }

  exists(key: string, options: Options = {}): boolean {
    return typeof this.lookup(key, options).value === 'string'
  }

  translate(key: string, options: Options = {}): unknown {
    const { value, language } = this.lookup(key, options)
    if (isTree(value) || Array.isArray(value)) return options.returnObjects ? value : key
    if (typeof value !== 'string') return options.defaultValue ?? key
    const template = language === 'fr' ? elideBeforePlaceholders(value, (name) => at(options, name)) : value
    return template.replace(PLACEHOLDER, (match, name: string) => {
      const replacement = at(options, name)
      return replacement === undefined || replacement === null ? match : String(replacement)
    })
  }

  /** `t` bound to a language (the current one when omitted), typed like i18next's. */
  getFixedT(language?: string): TFunction {
    const t = (key: string, options?: Options) =>
      this.translate(key, language && !options?.lng ? { ...options, lng: language } : options)
    return t as unknown as TFunction
  }

  readonly t: TFunction = ((key: string, options?: Options) => this.translate(key, options)) as unknown as TFunction

  changeLanguage(language: string): Promise<TFunction> {
    if (language !== this.language) {
      this.language = language
      for (const listener of [...this.listeners]) listener(language)
    }
    return Promise.resolve(this.t)
  }

  /** Only 'languageChanged' is emitted, as in i18next. */
  on(_event: 'languageChanged', listener: Listener): void {
    this.listeners.add(listener)
  }

  off(_event: 'languageChanged', listener: Listener): void {
    this.listeners.delete(listener)
  }
}
