import { useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import { useCodeText } from '@/i18n/codes'
import { SelectField, TextField } from '@/components/forms/form-fields'
import { Alert, Button, Input } from '@/components/ui'
import { isApiError } from '@/api/errors'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { z } from '@/lib/forms/zod'
import { requiredText, useZodForm } from '@/lib/forms/zod-form'
import { formatDateTime } from '@/lib/format'
import {
  OWN_CAMP,
  useAddFeed,
  useDeleteFeed,
  useExportLinks,
  useFeeds,
  useRefreshFeed,
  useRegenerateExport,
  type CalendarFeed,
  type CalendarOwner,
} from '../api/calendar-feeds'
import type { CalendarPackage } from './package-calendar'

const feedSchema = z.object({ name: requiredText, url: requiredText, packageId: z.string() })
const NO_FEED = { name: '', url: '', packageId: '' }

/** A camp's calendars in (other sites' iCalendar feeds) and out (its secret feed URLs): the owner's, or any camp's for the back office. */
export function CalendarSync({ packages, who = OWN_CAMP }: { packages: CalendarPackage[]; who?: CalendarOwner }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language
  const feeds = useFeeds(who)
  const add = useAddFeed(who)
  const refresh = useRefreshFeed(who)
  const remove = useDeleteFeed(who)
  const exported = useExportLinks(who)
  const regenerate = useRegenerateExport(who)
  const { fieldMessage } = useErrorMessages()
  const form = useZodForm(feedSchema, NO_FEED, { translate: fieldMessage })
  const [name, url] = useWatch({ control: form.control, name: ['name', 'url'] })
  const [error, setError] = useState<string | null>(null)
  const [copied, setCopied] = useState<string | null>(null)
  const [refreshError, setRefreshError] = useState<{ feedId: number; text: string } | null>(null)
  const codeText = useCodeText()

  /** Why a feed failed, in the interface language: its code's text; a failure stored before codes, as stored. */
  function failure(feed: CalendarFeed): string {
    if (feed.lastErrorCode) return codeText('feedError', feed.lastErrorCode, { status: feed.lastErrorStatus ?? '' })
    return feed.lastError ?? ''
  }

  function onRefresh(feedId: number) {
    setRefreshError(null)
    refresh.mutate(feedId, {
      onError: (caught) =>
        setRefreshError({
          feedId,
          text:
            isApiError(caught) && caught.status === 429
              ? t('availability.calendar.feeds.refreshLimited', { seconds: caught.retryAfter ?? 60 })
              : t('availability.calendar.feeds.refreshFailed'),
        }),
    })
  }

  const onAdd = form.handleSubmit(async (values) => {
    setError(null)
    try {
      await add.mutateAsync({
        name: values.name.trim(),
        url: values.url.trim(),
        packageId: values.packageId ? Number(values.packageId) : null,
      })
      form.reset({ ...NO_FEED, packageId: values.packageId })
    } catch (caught) {
      setServerFieldErrors(caught, form, fieldMessage)
      setError(
        isApiError(caught) && caught.status === 422
          ? t('booking.errors.checkFields')
          : t('availability.calendar.failed'),
      )
    }
  })

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="feeds-title">
        <h3 id="feeds-title" className="text-base font-bold text-slate-900">
          {t('availability.calendar.feeds.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('availability.calendar.feeds.intro')}</p>
        {feeds.data && feeds.data.length === 0 ? (
          <p className="text-sm text-slate-500">{t('availability.calendar.feeds.empty')}</p>
        ) : null}
        <ul className="space-y-2" data-testid="calendar-feeds">
          {feeds.data?.map((feed) => (
            <li key={feed.id} className="rounded-xl border border-slate-200 p-3 text-sm" data-testid="calendar-feed">
              <p className="font-semibold text-slate-900">{feed.name}</p>
              <p className="truncate text-xs text-slate-500">{feed.url}</p>
              <p className="mt-1 text-slate-700">
                {feed.lastReadAt
                  ? t('availability.calendar.feeds.lastRead', { when: formatDateTime(feed.lastReadAt, lang) })
                  : t('availability.calendar.feeds.neverRead')}
                {' · '}
                {t('availability.calendar.feeds.busy', { count: feed.busyRanges })}
              </p>
              {feed.lastError ? (
                <p className="mt-1 text-red-700">{t('availability.calendar.feeds.failed', { error: failure(feed) })}</p>
              ) : null}
              {!feed.lastError && feed.skippedEvents > 0 ? (
                <p className="mt-1 text-amber-700">
                  {t('availability.calendar.feeds.skipped', { count: feed.skippedEvents })}
                </p>
              ) : null}
              {refreshError?.feedId === feed.id ? (
                <p className="mt-1 text-red-700" role="alert">
                  {refreshError.text}
                </p>
              ) : null}
              <div className="mt-2 flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onRefresh(feed.id)}
                  loading={refresh.isPending && refresh.variables === feed.id}
                >
                  {t('availability.calendar.feeds.refresh')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => remove.mutate(feed.id)}>
                  {t('availability.calendar.feeds.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <form onSubmit={(event) => void onAdd(event)} className="space-y-3" noValidate>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              control={form.control}
              name="name"
              label={t('availability.calendar.feeds.name')}
              required
              maxLength={100}
            />
            <SelectField
              control={form.control}
              name="packageId"
              label={t('availability.calendar.feeds.forPackage')}
              placeholder={t('availability.calendar.feeds.allPackages')}
              options={packages.map((p) => ({ value: String(p.id), label: p.name }))}
            />
          </div>
          <TextField
            control={form.control}
            name="url"
            label={t('availability.calendar.feeds.url')}
            required
            type="url"
            inputMode="url"
          />
          {error ? <Alert variant="error">{error}</Alert> : null}
          <Button type="submit" size="sm" loading={add.isPending} disabled={!name.trim() || !url.trim()}>
            {t('availability.calendar.feeds.add')}
          </Button>
        </form>
      </section>

      <section className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4" aria-labelledby="export-title">
        <h3 id="export-title" className="text-base font-bold text-slate-900">
          {t('availability.calendar.export.title')}
        </h3>
        <p className="text-sm text-slate-600">{t('availability.calendar.export.intro')}</p>
        <ul className="space-y-2">
          {exported.data?.links.map((link) => (
            <li key={link.url} className="space-y-1 text-sm">
              <p className="font-medium text-slate-800">
                {link.packageId === null ? t('availability.calendar.export.camp') : link.name}
              </p>
              <div className="flex gap-2">
                <Input readOnly value={link.url} aria-label={link.name} className="min-w-0 flex-1 font-mono text-xs" />
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    void navigator.clipboard?.writeText(link.url)
                    setCopied(link.url)
                  }}
                >
                  {copied === link.url
                    ? t('availability.calendar.export.copied')
                    : t('availability.calendar.export.copy')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <Button size="sm" variant="ghost" onClick={() => regenerate.mutate()} loading={regenerate.isPending}>
          {t('availability.calendar.export.regenerate')}
        </Button>
        <p className="text-xs text-slate-500">{t('availability.calendar.export.regenerateHint')}</p>
      </section>
    </div>
  )
}
