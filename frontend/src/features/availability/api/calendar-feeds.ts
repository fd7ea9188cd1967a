import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import type { components } from '@/api/schema'
import { availabilityKeys } from './keys'

export type CalendarFeed = components['schemas']['FeedRead']
export type FeedCreate = components['schemas']['FeedCreate']
export type ExportLinks = components['schemas']['ExportLinksRead']

/** Whose calendars: the owner's own camp, or the camp the back office names. */
export type CalendarOwner = { scope: 'owner' } | { scope: 'admin'; campId: number }
export const OWN_CAMP: CalendarOwner = { scope: 'owner' }

const campOf = (who: CalendarOwner) => (who.scope === 'admin' ? who.campId : null)
const feedsKey = (who: CalendarOwner) => [...availabilityKeys.all, 'feeds', who.scope, campOf(who)] as const
const exportKey = (who: CalendarOwner) => [...availabilityKeys.all, 'export', who.scope, campOf(who)] as const

function listFeeds(who: CalendarOwner) {
  return unwrap(
    who.scope === 'owner'
      ? api.GET('/api/v1/owner/availability/feeds')
      : api.GET('/api/v1/admin/availability/feeds', { params: { query: { campId: who.campId } } }),
  )
}

/** The camp's imported calendars with when each was last read and what failed. */
export function useFeeds(who: CalendarOwner) {
  return useQuery({ queryKey: feedsKey(who), queryFn: () => listFeeds(who) })
}

/** A change of the camp's feeds; every availability read is asked again after it. */
function useFeedChange<T>(change: (value: T) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: availabilityKeys.all }),
  })
}

export function useAddFeed(who: CalendarOwner) {
  return useFeedChange((body: FeedCreate) =>
    unwrap(
      who.scope === 'owner'
        ? api.POST('/api/v1/owner/availability/feeds', { body })
        : api.POST('/api/v1/admin/availability/feeds', { body: { ...body, campId: who.campId } }),
    ),
  )
}

const feed = (feedId: number) => ({ params: { path: { feed_id: feedId } } })

export function useRefreshFeed(who: CalendarOwner) {
  return useFeedChange((feedId: number) =>
    unwrap(
      who.scope === 'owner'
        ? api.POST('/api/v1/owner/availability/feeds/{feed_id}/refresh', feed(feedId))
        : api.POST('/api/v1/admin/availability/feeds/{feed_id}/refresh', feed(feedId)),
    ),
  )
}

export function useDeleteFeed(who: CalendarOwner) {
  return useFeedChange((feedId: number) =>
    unwrap(
      who.scope === 'owner'
        ? api.DELETE('/api/v1/owner/availability/feeds/{feed_id}', feed(feedId))
        : api.DELETE('/api/v1/admin/availability/feeds/{feed_id}', feed(feedId)),
    ),
  )
}

/** The secret iCalendar URLs of the camp and its packages. */
export function useExportLinks(who: CalendarOwner) {
  return useQuery({
    queryKey: exportKey(who),
    queryFn: () =>
      unwrap(
        who.scope === 'owner'
          ? api.GET('/api/v1/owner/availability/export')
          : api.GET('/api/v1/admin/availability/export', { params: { query: { campId: who.campId } } }),
      ),
  })
}

export function useRegenerateExport(who: CalendarOwner) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () =>
      unwrap(
        who.scope === 'owner'
          ? api.POST('/api/v1/owner/availability/export/regenerate')
          : api.POST('/api/v1/admin/availability/export/regenerate', { params: { query: { campId: who.campId } } }),
      ),
    onSuccess: (links) => client.setQueryData(exportKey(who), links),
  })
}
