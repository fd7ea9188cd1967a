import { describe, expect, it } from 'vitest'
import en from '@/i18n/en'
import { flattenTexts, type TextTree } from '@/i18n/flatten'
import { bySourcePath } from '@/test/sources'

// Every amount of money a person types goes through the one money field (money-field.tsx), which reads
// it the way the interface language writes numbers ("1.250" is 1250 in German). A price typed into a
// plain number input ("1.250" stored as 1.25) or read with parseFloat fails here: the test walks every
// labelled control of src/ and every place a typed text is turned into a number.

const SOURCES = bySourcePath(
  import.meta.glob(['/src/**/*.tsx', '!/src/**/*.test.tsx'], { query: '?raw', import: 'default', eager: true }),
)
const MODULES = bySourcePath(
  import.meta.glob(['/src/**/*.ts', '!/src/**/*.test.ts', '!/src/api/schema.d.ts', '!/src/i18n/**'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
)
const ENGLISH = flattenTexts(en as unknown as TextTree)
const english = (key: string) => ENGLISH.get(key) ?? ENGLISH.get(`${key}_other`) ?? ''

/** What an English label says names an amount of money. */
const MONEY = /\b(price|amount|fee|fees|cost|deposit|refund|adjustment|commission)\b|€|\bEUR\b/i
const MONEY_FIELDS = new Set(['MoneyField', 'MoneyTextField'])
/** Controls a person types into (a checkbox or a select is not an amount). */
const TYPED = /<(Input|input|TextField|Textarea|TextareaField|PasswordInput)\b/

interface LabelledControl {
  file: string
  key: string
  label: string
  /** The element the label is on ('Field' when it frames a control, 'MoneyField', 'TextField', ...). */
  tag: string
  /** For a Field: the first control it frames. */
  control: string | null
}

/** Every `label={t('key')}` (and `aria-label`) of a JSX element, with the element and, for a Field, its control. */
function labelledControls(): LabelledControl[] {
  const found: LabelledControl[] = []
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const match of text.matchAll(/\b(?:aria-)?label=\{t\('([\w.]+)'/g)) {
      const at = match.index
      const before = text.slice(0, at)
      const tag = /<([A-Za-z][\w.]*)\b[^<]*$/.exec(before)?.[1] ?? ''
      let control: string | null = null
      if (tag === 'Field' || tag === 'FormField') {
        const close = text.indexOf(`</${tag}>`, at)
        control = TYPED.exec(text.slice(at, close === -1 ? undefined : close))?.[1] ?? null
      }
      found.push({ file, key: match[1]!, label: english(match[1]!), tag, control })
    }
  }
  return found
}

describe('every amount a person types goes through the money field', () => {
  const controls = labelledControls()

  it('finds the labelled controls of the app and the money fields among them', () => {
    expect(controls.length).toBeGreaterThan(100)
    const money = controls.filter((c) => MONEY_FIELDS.has(c.tag)).map((c) => `${c.file} ${c.key}`)
    expect(money).toEqual(
      expect.arrayContaining([
        'features/listings/components/package-settings.tsx ownerDashboard.packageForm.priceEur',
        'features/partners/components/application-packages.tsx partner.signup.packages.price',
      ]),
    )
  })

  it('has no amount typed into a plain input', () => {
    const plain = controls.filter(
      (c) =>
        MONEY.test(c.label) &&
        !MONEY_FIELDS.has(c.tag) &&
        (TYPED.test(`<${c.tag}`) || ((c.tag === 'Field' || c.tag === 'FormField') && c.control !== null)),
    )
    expect(
      plain.map((c) => `${c.file}: "${c.label}" (${c.key}) on <${c.control ?? c.tag}>`),
      'use MoneyField / MoneyTextField (components/ui/money-field.tsx)',
    ).toEqual([])
  })

  it('reads no typed number with parseFloat, and no price of a form with Number()', () => {
    const offenders: string[] = []
    for (const [file, text] of Object.entries({ ...SOURCES, ...MODULES })) {
      if (file.startsWith('lib/format/')) continue
      if (/\bparseFloat\(|Number\.parseFloat\(/.test(text)) offenders.push(`${file}: parseFloat`)
      // A form's typed price turned into a number by hand instead of readAmount/the money field.
      for (const [hit] of text.matchAll(/Number\((?:values|form\.getValues\(\))\.(?:price|amount|fee)\b[^)]*\)/g))
        offenders.push(`${file}: ${hit}`)
    }
    expect(offenders).toEqual([])
  })
})
