import { Navigate, useLocation } from 'react-router'
import { useLocalizedPath } from '@/i18n/routing'
import { REDIRECTS } from '@/lib/config/public-site'

/**
 * A path of the registry's `redirects` reached inside the app: goes to its page in the same language,
 * query kept, as the server's 301 does for a request from outside.
 */
export function RedirectRoute({ from }: { from: string }) {
  const lp = useLocalizedPath()
  const { search, hash } = useLocation()
  const [path = '', fragment] = (REDIRECTS[from] ?? '').split('#')
  return <Navigate to={{ pathname: lp(`/${path}`), search, hash: fragment ? `#${fragment}` : hash }} replace />
}
