import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { useToast } from '@/components/ui'
import { session } from '@/lib/auth/session'

/** Signs out on the server and in every tab, with the 'Signed Out' / 'Failed to sign out' toasts. */
export function useSignOut(loginPath: string) {
  const { t } = useTranslation()
  const toast = useToast()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)

  const signOut = useCallback(async () => {
    setPending(true)
    try {
      await session.logout()
      toast({ title: t('admin.signedOutTitle'), description: t('admin.signedOutBody') })
      navigate(loginPath, { replace: true })
    } catch {
      toast({ title: t('admin.signOutFailed'), variant: 'destructive' })
    } finally {
      setPending(false)
    }
  }, [loginPath, navigate, t, toast])

  return { signOut, pending }
}
