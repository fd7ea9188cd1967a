import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '@/api/client'

export function unsubscribeNewsletter(token: string) {
  return unwrap(api.POST('/api/v1/newsletter/unsubscribe', { body: { token } }))
}

export function useUnsubscribeNewsletter() {
  return useMutation({ mutationFn: unsubscribeNewsletter })
}
