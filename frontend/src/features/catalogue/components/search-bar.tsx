import { Fragment, useEffect, useMemo, useRef } from 'react'
import { Controller } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Search } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import type { CatalogueFacets } from '@/api/types'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { useHydrated } from '@/lib/ssr/prerendered'
import { formatMoneyRange, todayIso } from '@/lib/format'
import { z } from '@/lib/forms/zod'
import { useZodForm } from '@/lib/forms/zod-form'
import { useCatalogueFacets } from '../api/get-catalogue-facets'
import {
  arrivalDaySchema,
  LOCATIONS,
  SEARCH_FIELDS,
  searchOf,
  type ArrivalDayError,
  type CampFilters,
  type LocationFilter,
  type SearchField,
} from '../lib/filters'
import { titleCase, useCatalogueLabels } from '../lib/labels'

type Values = Record<SearchField | 'date', string>

/** The search's checks: any choice of the lists, and an arrival day today or later (or none). */
export function searchSchema(today: string) {
  return z.object({
    location: z.string(),
    duration: z.string(),
    budget: z.string(),
    type: z.string(),
    date: arrivalDaySchema(today),
  })
}

function valuesOf(filters: CampFilters): Values {
  return {
    location: filters.location ?? '',
    duration: filters.duration ? String(filters.duration) : '',
    budget: filters.budget ?? '',
    type: filters.type ?? '',
    date: filters.date ?? '',
  }
}

interface Choice {
  value: string
  label: string
}

/** A select's choices in groups (the type filter takes a kind of stay or a level); most have one group. */
interface ChoiceGroup {
  label?: string
  choices: Choice[]
}

/**
 * Location, duration, budget, type and an arrival day; navigates to /surf-camps with them as query
 * parameters. The choices are what the catalogue has on sale (the server's facets), so none finds nothing.
 */
export function SearchBar({ initial = {}, className }: { initial?: CampFilters; className?: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const lp = useLocalizedPath()
  const labels = useCatalogueLabels()
  const facets = useCatalogueFacets().data
  const today = todayIso()
  const hydrated = useHydrated()
  const schema = useMemo(() => searchSchema(today), [today])
  const form = useZodForm<Values>(schema, valuesOf(initial))
  // Follow the page's filters when they change (back/forward, alias links); not when the bar mounts,
  // whose values may already hold what was chosen before hydration (lib/ssr/typed-before-hydration.ts).
  const initialKey = JSON.stringify(valuesOf(initial))
  const followed = useRef(initialKey)
  useEffect(() => {
    if (followed.current === initialKey) return
    followed.current = initialKey
    form.reset(JSON.parse(initialKey) as Values)
  }, [form, initialKey])
  const dateError = form.formState.errors.date?.message as ArrivalDayError | undefined

  const onSubmit = form.handleSubmit((values) => {
    const filters: CampFilters = {
      location: (values.location || undefined) as LocationFilter | undefined,
      duration: values.duration ? Number(values.duration) : undefined,
      budget: values.budget || undefined,
      type: values.type || undefined,
      date: values.date || undefined,
    }
    navigate(lp(paths.surfCamps) + searchOf(filters))
  })

  const locationLabel = (value: string) =>
    (LOCATIONS as readonly string[]).includes(value)
      ? t(`catalogue.search.locations.${value as LocationFilter}`)
      : titleCase(value)
  const budgetLabel = (value: string) => {
    const [low = 0, high = 0] = value.split('-').map(Number)
    return formatMoneyRange(low, high, 'EUR', i18n.language)
  }

  /** The catalogue's choices for a field (none until they are known). */
  const offered = (field: SearchField, on: CatalogueFacets | undefined): ChoiceGroup[] => {
    if (!on) return []
    switch (field) {
      case 'location':
        return [{ choices: on.locations.map(({ value }) => ({ value, label: locationLabel(value) })) }]
      case 'duration':
        return [
          {
            choices: on.durations.map(({ days }) => ({
              value: String(days),
              label: t('catalogue.card.days', { count: days }),
            })),
          },
        ]
      case 'budget':
        return [{ choices: on.budgets.map(({ value }) => ({ value, label: budgetLabel(value) })) }]
      case 'type':
        return [
          {
            label: t('catalogue.search.kinds'),
            choices: on.packageTypes.map(({ value }) => ({ value, label: labels.packageType(value) })),
          },
          {
            label: t('catalogue.search.levels'),
            choices: on.levels.map(({ value }) => ({ value, label: labels.difficulty(value) })),
          },
        ].filter((group) => group.choices.length > 0)
    }
  }

  // The page may carry a filter the catalogue no longer offers (an old link): keep it selectable.
  const groups = (field: SearchField, current: string): ChoiceGroup[] => {
    const found = offered(field, facets)
    if (!current || found.some((group) => group.choices.some((choice) => choice.value === current))) return found
    const label =
      field === 'location'
        ? locationLabel(current)
        : field === 'duration'
          ? t('catalogue.card.days', { count: Number(current) })
          : field === 'budget'
            ? budgetLabel(current)
            : labels.packageType(current) !== titleCase(current)
              ? labels.packageType(current)
              : labels.difficulty(current)
    return [{ choices: [{ value: current, label }] }, ...found]
  }

  const options = (choices: Choice[]) =>
    choices.map(({ value, label }) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))

  return (
    <form
      role="search"
      aria-label={t('catalogue.search.label')}
      // Without JavaScript the browser sends the same query to the list, which the server renders.
      action={lp(paths.surfCamps)}
      method="get"
      onSubmit={(event) => void onSubmit(event)}
      // Without the script the browser refuses a day before `min` itself; once hydrated the form
      // checks it (arrivalDaySchema) and says why in the page's language.
      noValidate={hydrated}
      className={cn(
        'grid gap-3 rounded-3xl border border-sand-200 bg-white p-4 shadow-lg shadow-ocean-900/5 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start',
        className,
      )}
    >
      {SEARCH_FIELDS.map((field) => (
        <Controller
          key={field}
          control={form.control}
          name={field}
          render={({ field: bound }) => (
            <Field label={t(`catalogue.search.${field}`)}>
              {(control) => (
                <Select {...control} {...bound}>
                  <option value="">{t('catalogue.search.any')}</option>
                  {groups(field, bound.value).map((group, index) =>
                    group.label ? (
                      <optgroup key={group.label} label={group.label}>
                        {options(group.choices)}
                      </optgroup>
                    ) : (
                      <Fragment key={index}>{options(group.choices)}</Fragment>
                    ),
                  )}
                </Select>
              )}
            </Field>
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="date"
        render={({ field: bound }) => (
          <Field
            label={t('availability.filter.availableOn')}
            error={dateError ? t(`catalogue.search.errors.${dateError}`) : undefined}
          >
            {(control) => (
              <Input
                {...control}
                {...bound}
                type="date"
                min={today}
                onChange={(event) => {
                  // A new day is checked again on the next search; what was said about the old one goes now.
                  form.clearErrors('date')
                  bound.onChange(event)
                }}
              />
            )}
          </Field>
        )}
      />
      <Button type="submit" variant="accent" size="md" className="h-11 lg:col-span-1 lg:mt-[1.625rem]">
        <Search className="h-4 w-4" aria-hidden="true" />
        {t('catalogue.search.submit')}
      </Button>
    </form>
  )
}
