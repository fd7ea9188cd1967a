import { useLayoutEffect } from 'react'
import { Link } from 'react-router'
import { ExternalLink } from 'lucide-react'
import { paths } from '@/lib/config/paths'
import { useTranslation } from '@/i18n/react'
import { setAreaLanguage } from '@/i18n'
import { isLanguage, type Language } from '@/i18n/languages'
import { LanguageSelector } from '@/components/layout/language-selector'
import { useToast } from '@/components/ui'
import { useUpdateAccountLanguage } from '@/features/auth/api/update-account-language'
import { useSession } from '@/lib/auth/use-session'

/** The signed-in person's language, which their back office or dashboard speaks (English until known). */
function useAccountLanguage(): Language {
  const language = useSession().user?.language
  return isLanguage(language) ? language : 'en'
}

/**
 * While the back office or the owner dashboard is shown, it speaks the signed-in person's language
 * (their account's), not the public site's remembered choice; leaving it gives that choice back.
 */
export function useAreaLanguage(): void {
  const language = useAccountLanguage()
  useLayoutEffect(() => setAreaLanguage(language), [language])
  useLayoutEffect(() => () => setAreaLanguage(null), [])
}

/** EN / FR / DE for the signed-in person: applied at once, stored in their account. */
export function AccountLanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation()
  const toast = useToast()
  const language = useAccountLanguage()
  const update = useUpdateAccountLanguage()
  return (
    <LanguageSelector
      className={className}
      value={language}
      label={t('admin.areaLanguage.label')}
      onSelect={(next) =>
        update.mutate(next, {
          onError: () =>
            toast({
              title: t('adminCommon.errorTitle'),
              description: t('admin.areaLanguage.failed'),
              variant: 'destructive',
            }),
        })
      }
    />
  )
}

/** "View site", from the owner's dashboard and the back office: the public home page. */
export function ViewSiteLink({ className }: { className: string }) {
  const { t } = useTranslation()
  return (
    <Link to={paths.home} className={className}>
      <ExternalLink className="h-4 w-4" aria-hidden="true" />
      {t('admin.nav.viewSite')}
    </Link>
  )
}
