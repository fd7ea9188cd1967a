import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { OwnerPackage } from '@/api/types'
import { Field, Input, Textarea } from '@/components/ui'
import { z } from '@/lib/forms/zod'
import {
  PACKAGE_TEXT_FIELDS,
  listingTextsShape,
  savedTextsOf,
  textsFormOf,
  translationsBody,
} from '@/features/listings/lib/listing-texts'
import { useZodForm } from '@/lib/forms/zod-form'
import { apiError, fetched, json, mockFetch, renderWithProviders, siteConfig } from '@/test/utils'
import { ListingTextsEditor } from './listing-texts-editor'

const schema = z.object({
  name: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  includedFeatures: z.array(z.string()),
  ...listingTextsShape,
})
type Values = z.infer<typeof schema>

const text = (value: string | null, status: string, translatedFrom: string | null = null) => ({
  text: value,
  status,
  translatedFrom,
})
const list = (value: string[], status: string, translatedFrom: string[] | null = null) => ({
  text: value,
  status,
  translatedFrom,
})

/** A package written in English: French name translated, French description outdated, the rest missing. */
const pkg = {
  name: 'Dawn week',
  shortDescription: null,
  description: 'Seven days of surf and yoga.',
  includedFeatures: ['Lessons', 'Breakfast'],
  sourceLanguage: 'en',
  translations: {
    fr: {
      name: text('Semaine de l’aube', 'translated'),
      shortDescription: text(null, 'not_needed'),
      description: text('Sept jours de surf.', 'outdated', 'Seven days of surf.'),
      includedFeatures: list([], 'missing'),
    },
    de: {
      name: text(null, 'missing'),
      shortDescription: text(null, 'not_needed'),
      description: text(null, 'missing'),
      includedFeatures: list([], 'missing'),
    },
  },
} as unknown as OwnerPackage

function Harness({ onSave }: { onSave: (body: ReturnType<typeof translationsBody>, values: Values) => void }) {
  const form = useZodForm(schema, {
    name: pkg.name,
    shortDescription: '',
    description: pkg.description ?? '',
    includedFeatures: pkg.includedFeatures,
    ...textsFormOf(pkg),
  })
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => onSave(translationsBody(values, PACKAGE_TEXT_FIELDS), values))}
    >
      <ListingTextsEditor
        form={form}
        fields={PACKAGE_TEXT_FIELDS}
        saved={savedTextsOf(pkg, PACKAGE_TEXT_FIELDS)}
        errorText={(code) => `error ${code}`}
      >
        {(lang) => (
          <>
            <Field label="Package name">{(props) => <Input {...props} lang={lang} {...form.register('name')} />}</Field>
            <Field label="Package description">
              {(props) => <Textarea {...props} lang={lang} {...form.register('description')} />}
            </Field>
          </>
        )}
      </ListingTextsEditor>
      <button type="submit">Save</button>
    </form>
  )
}

function renderEditor(drafts = false) {
  const saves: { body: ReturnType<typeof translationsBody>; values: Values }[] = []
  renderWithProviders(<Harness onSave={(body, values) => saves.push({ body, values })} />)
  return { saves, drafts }
}

const row = (lang: string, field: string) => screen.getByTestId(`translation-${lang}-${field}`)

describe('ListingTextsEditor', () => {
  it('says per language what is left and shows each translation beside its source, marked with their languages', async () => {
    mockFetch()
    const user = userEvent.setup()
    renderEditor()
    expect(screen.getByTestId('texts-tab-en')).toHaveTextContent('EnglishOriginal texts')
    expect(screen.getByTestId('texts-tab-fr')).toHaveTextContent('French1 missing, 1 outdated')
    expect(screen.getByTestId('texts-tab-de')).toHaveTextContent('German3 missing')
    expect(screen.getByLabelText('Package name')).toHaveAttribute('lang', 'en')

    await user.click(screen.getByRole('tab', { name: /French/ }))
    expect(within(row('fr', 'name')).getByTestId('translation-status')).toHaveTextContent('Translated')
    expect(within(row('fr', 'shortDescription')).getByTestId('translation-status')).toHaveTextContent(
      'Nothing to translate',
    )
    const description = row('fr', 'description')
    expect(within(description).getByTestId('translation-status')).toHaveTextContent('Outdated')
    expect(within(description).getByLabelText('Description in French')).toHaveAttribute('lang', 'fr')
    expect(within(description).getByLabelText('Description in French')).toHaveValue('Sept jours de surf.')
    // The source now, and the source the translation was written for, both marked as English.
    expect(within(description).getByText('Seven days of surf and yoga.')).toHaveAttribute('lang', 'en')
    expect(within(description).getByText('Seven days of surf.')).toHaveAttribute('lang', 'en')
    const features = row('fr', 'includedFeatures')
    expect(within(features).getByTestId('translation-status')).toHaveTextContent('Missing')
    expect(within(features).getByText('Breakfast').closest('ul')).toHaveAttribute('lang', 'en')
  })

  it('makes a translation outdated as soon as its source text is changed in the form', async () => {
    mockFetch()
    const user = userEvent.setup()
    renderEditor()
    await user.type(screen.getByLabelText('Package name'), ' at Anchor Point')
    expect(screen.getByTestId('texts-tab-fr')).toHaveTextContent('1 missing, 2 outdated')
    await user.click(screen.getByRole('tab', { name: /French/ }))
    expect(within(row('fr', 'name')).getByTestId('translation-status')).toHaveTextContent('Outdated')
    expect(within(row('fr', 'name')).getByText('Dawn week')).toBeInTheDocument()
  })

  it('sends "still correct" for an outdated translation the person checked, and can take it back', async () => {
    mockFetch()
    const user = userEvent.setup()
    const { saves } = renderEditor()
    await user.click(screen.getByRole('tab', { name: /French/ }))
    await user.click(within(row('fr', 'description')).getByRole('button', { name: 'Still correct' }))
    expect(within(row('fr', 'description')).getByTestId('translation-status')).toHaveTextContent('Still correct')
    expect(screen.getByTestId('texts-tab-fr')).toHaveTextContent('French1 missing')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.body.translationsUpToDate).toEqual({ fr: ['description'] })
    expect(saves[0]!.body.translations.fr).toEqual({
      name: 'Semaine de l’aube',
      shortDescription: null,
      description: 'Sept jours de surf.',
      includedFeatures: [],
    })

    await user.click(within(row('fr', 'description')).getByRole('button', { name: 'Undo' }))
    expect(within(row('fr', 'description')).getByTestId('translation-status')).toHaveTextContent('Outdated')
  })

  it('moves the texts when the listing is said to be written in another language', async () => {
    mockFetch()
    const user = userEvent.setup()
    const { saves } = renderEditor()
    await user.selectOptions(screen.getByLabelText('Written in'), 'fr')
    expect(screen.getByTestId('texts-tab-fr')).toHaveTextContent('FrenchOriginal texts')
    expect(screen.getByLabelText('Package name')).toHaveValue('Semaine de l’aube')
    expect(screen.getByLabelText('Package name')).toHaveAttribute('lang', 'fr')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(saves).toHaveLength(1))
    expect(saves[0]!.body.sourceLanguage).toBe('fr')
    expect(saves[0]!.body.translations.en).toMatchObject({
      name: 'Dawn week',
      includedFeatures: ['Lessons', 'Breakfast'],
    })
    expect(saves[0]!.values.description).toBe('Sept jours de surf.')
  })

  it('has no Translate button when the site has no model', () => {
    mockFetch()
    renderEditor()
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull()
  })

  it('fills only the missing translations with drafts, marked as drafts, and the outdated ones only when asked', async () => {
    const requests: unknown[] = []
    mockFetch({
      'GET /api/v1/site-config': () => json({ ...siteConfig, translationDrafts: true }),
      'POST /api/v1/listings/translation-drafts': async (request) => {
        const body = (await request.json()) as { targetLanguages: string[]; texts: Record<string, unknown> }
        requests.push(body)
        const tagged = (lang: string) =>
          Object.fromEntries(
            Object.entries(body.texts).map(([field, value]) => [
              field,
              Array.isArray(value) ? value.map((item) => `[${lang}] ${item}`) : `[${lang}] ${String(value)}`,
            ]),
          )
        return json({ drafts: Object.fromEntries(body.targetLanguages.map((lang) => [lang, tagged(lang)])) })
      },
    })
    const user = userEvent.setup()
    renderEditor()
    await user.click(await screen.findByRole('button', { name: 'Translate' }))
    expect(await screen.findByText('4 drafts filled in. Check them, then save.')).toBeInTheDocument()
    expect(requests[0]).toEqual({
      sourceLanguage: 'en',
      targetLanguages: ['fr', 'de'],
      texts: {
        name: 'Dawn week',
        description: 'Seven days of surf and yoga.',
        includedFeatures: ['Lessons', 'Breakfast'],
      },
    })
    // French: the name (translated) and the description (outdated) are left as they were.
    await user.click(screen.getByRole('tab', { name: /French/ }))
    expect(within(row('fr', 'name')).getByLabelText('Name in French')).toHaveValue('Semaine de l’aube')
    expect(within(row('fr', 'description')).getByLabelText('Description in French')).toHaveValue('Sept jours de surf.')
    expect(within(row('fr', 'includedFeatures')).getByLabelText('What’s included in French')).toHaveValue(
      '[fr] Lessons\n[fr] Breakfast',
    )
    expect(within(row('fr', 'includedFeatures')).getByTestId('translation-status')).toHaveTextContent('Draft')
    expect(screen.getByTestId('texts-tab-fr')).toHaveTextContent('1 outdated, 1 draft')
    await user.click(screen.getByRole('tab', { name: /German/ }))
    expect(within(row('de', 'name')).getByLabelText('Name in German')).toHaveValue('[de] Dawn week')

    await user.click(screen.getByLabelText('Also redo outdated translations'))
    await user.click(screen.getByRole('button', { name: 'Translate' }))
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(requests[1]).toEqual({
      sourceLanguage: 'en',
      targetLanguages: ['fr'],
      texts: { description: 'Seven days of surf and yoga.' },
    })
    await user.click(screen.getByRole('tab', { name: /French/ }))
    expect(await within(row('fr', 'description')).findByLabelText('Description in French')).toHaveValue(
      '[fr] Seven days of surf and yoga.',
    )
  })

  it.each([
    [
      'the model fails',
      () => apiError(503, 'translation_unavailable'),
      'Draft translations are not available right now.',
    ],
    ['the network is down', () => Promise.reject(new TypeError('Failed to fetch')), 'We could not reach the server.'],
  ])('says so and changes nothing when %s', async (_case, answer, message) => {
    const fetch = mockFetch({
      'GET /api/v1/site-config': () => json({ ...siteConfig, translationDrafts: true }),
      'POST /api/v1/listings/translation-drafts': answer,
    })
    const user = userEvent.setup()
    renderEditor()
    await user.click(screen.getByRole('tab', { name: /German/ }))
    await user.type(within(row('de', 'name')).getByLabelText('Name in German'), 'Morgenwoche')
    await user.click(await screen.findByRole('button', { name: 'Translate' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(fetched(fetch, '/listings/translation-drafts')).toBe(true)
    expect(within(row('de', 'name')).getByLabelText('Name in German')).toHaveValue('Morgenwoche')
    expect(within(row('de', 'description')).getByLabelText('Description in German')).toHaveValue('')
    expect(screen.getByTestId('texts-tab-de')).toHaveTextContent('German2 missing')
    expect(screen.getByRole('button', { name: 'Translate' })).toBeEnabled()
  })
})
