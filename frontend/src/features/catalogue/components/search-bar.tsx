import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Search } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Select } from '@/components/ui/select'
import { useLocalizedPath } from '@/i18n/routing'
import { paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { formatMoneyRange } from '@/lib/format'
import { SEARCH_OPTIONS, searchOf, type CampFilters, type LocationFilter, type SearchField } from '../lib/filters'
import { titleCase, useCatalogueLabels } from '../lib/labels'

type Values = Record<SearchField | 'date', string>

function valuesOf(filters: CampFilters): Values {
  return {
    location: filters.location ?? '',
    duration: filters.duration ? String(filters.duration) : '',
    budget: filters.budget ?? '',
    type: filters.type ?? '',
    date: filters.date ?? '',
  }
}

/** Location, duration, budget, type and an arrival day; navigates to /surf-camps with them as query parameters. */
export function SearchBar({ initial = {}, className }: { initial?: CampFilters; className?: string }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const lp = useLocalizedPath()
  const labels = useCatalogueLabels()
  const [values, setValues] = useState<Values>(() => valuesOf(initial))
  // Follow the page's filters when they change (back/forward, alias links) without an effect.
  const initialKey = JSON.stringify(valuesOf(initial))
  const [seenKey, setSeenKey] = useState(initialKey)
  if (seenKey !== initialKey) {
    setSeenKey(initialKey)
    setValues(valuesOf(initial))
  }
  // The value is read when the field changes: an update may run later, when React has put the field
  // back to the value it last rendered (it does so when several values are handed to it at once, as
  // the replay of what was chosen before hydration does).
  const set = (field: keyof Values, value: string) => setValues((current) => ({ ...current, [field]: value }))

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const filters: CampFilters = {
      location: (values.location || undefined) as LocationFilter | undefined,
      duration: values.duration ? Number(values.duration) : undefined,
      budget: values.budget || undefined,
      type: values.type || undefined,
      date: values.date || undefined,
    }
    navigate(lp(paths.surfCamps) + searchOf(filters))
  }

  const label = (field: SearchField, value: string): string => {
    switch (field) {
      case 'location':
        return t(`catalogue.search.locations.${value as LocationFilter}`)
      case 'duration':
        return t(`catalogue.search.durations.d${value as '7'}`)
      case 'budget': {
        const [low = 0, high = 0] = value.split('-').map(Number)
        return formatMoneyRange(low, high, 'EUR', i18n.language)
      }
      case 'type':
        return labels.packageType(value)
    }
  }

  const fields: SearchField[] = ['location', 'duration', 'budget', 'type']
  // The page may carry a filter the bar does not offer (e.g. /beginner-camps): keep it selectable.
  const options = (field: SearchField): string[] => {
    const offered: string[] = [...SEARCH_OPTIONS[field]]
    return values[field] && !offered.includes(values[field]) ? [...offered, values[field]] : offered
  }
  const extraLabel = (field: SearchField, value: string) =>
    field === 'budget' || (SEARCH_OPTIONS[field] as readonly string[]).includes(value)
      ? label(field, value)
      : field === 'type'
        ? labels.difficulty(value)
        : titleCase(value)

  return (
    <form
      role="search"
      aria-label={t('catalogue.search.label')}
      // Without JavaScript the browser sends the same query to the list, which the server renders.
      action={lp(paths.surfCamps)}
      method="get"
      onSubmit={onSubmit}
      className={cn(
        'grid gap-3 rounded-3xl border border-sand-200 bg-white p-4 shadow-lg shadow-ocean-900/5 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end',
        className,
      )}
    >
      {fields.map((field) => (
        <Field key={field} label={t(`catalogue.search.${field}`)}>
          {(control) => (
            <Select {...control} name={field} value={values[field]} onChange={(e) => set(field, e.target.value)}>
              <option value="">{t('catalogue.search.any')}</option>
              {options(field).map((value) => (
                <option key={value} value={value}>
                  {extraLabel(field, value)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ))}
      <Field label={t('availability.filter.availableOn')}>
        {(control) => (
          <Input
            {...control}
            type="date"
            name="date"
            value={values.date}
            onChange={(e) => set('date', e.target.value)}
          />
        )}
      </Field>
      <Button type="submit" variant="accent" size="md" className="h-11 lg:col-span-1">
        <Search className="h-4 w-4" aria-hidden="true" />
        {t('catalogue.search.submit')}
      </Button>
    </form>
  )
}
