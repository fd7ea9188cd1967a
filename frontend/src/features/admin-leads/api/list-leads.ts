import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'
import { adminLeadKeys } from './keys'

export const LEADS_PAGE_SIZE = 25
const query = (page: number) => ({ params: { query: { page, pageSize: LEADS_PAGE_SIZE } } })

export function listContactMessages(page: number) {
  return unwrap(api.GET('/api/v1/admin/contact-messages', query(page)))
}

export function listSubscribers(page: number) {
  return unwrap(api.GET('/api/v1/admin/newsletter-subscribers', query(page)))
}

export function listChatLeads(page: number) {
  return unwrap(api.GET('/api/v1/admin/chat-leads', query(page)))
}

export function useContactMessages(page: number) {
  return useQuery({
    queryKey: adminLeadKeys.contact(page),
    queryFn: () => listContactMessages(page),
    placeholderData: keepPreviousData,
  })
}

export function useSubscribers(page: number) {
  return useQuery({
    queryKey: adminLeadKeys.newsletter(page),
    queryFn: () => listSubscribers(page),
    placeholderData: keepPreviousData,
  })
}

export function useChatLeads(page: number) {
  return useQuery({
    queryKey: adminLeadKeys.chat(page),
    queryFn: () => listChatLeads(page),
    placeholderData: keepPreviousData,
  })
}
