import { useSearchParams } from 'react-router'

/** The token of the e-mail link the page was opened with (`?token=`), trimmed; '' without one. */
export function useLinkToken(): string {
  return useSearchParams()[0].get('token')?.trim() ?? ''
}
