import { useMemo } from 'react'
import { useTranslation } from '@/i18n/react'
import { useSiteConfig } from '@/lib/config/site-config'
import { whatsappLink } from '@/lib/config/whatsapp'
import { formatNumber } from '@/lib/format'

export interface SitePolicy {
  confirmationHours: number
  /** The configured cancellation policy as one sentence in the current language. */
  cancellation: string
  /** The configured group discount rule, or null when there is none. */
  groupDiscount: string | null
  whatsappNumber: string
  whatsappHref: string
  contactEmail: string
  legalEmail: string
  contactPhone: string
  marketing: { campsCount: number; yearsExperience: number; happySurfers: number; instructors: number }
}

/** Promises and contact details from the server's configuration, as the texts of every page use them. */
export function useSitePolicy(): { policy: SitePolicy | null; isPending: boolean; isError: boolean } {
  const { t, i18n } = useTranslation()
  const config = useSiteConfig()
  const data = config.data
  const policy = useMemo<SitePolicy | null>(() => {
    if (!data) return null
    const rules = data.cancellationPolicy
    const discount = data.groupDiscount
    const percent = (value: string | number) => formatNumber(Number(value), i18n.language)
    return {
      confirmationHours: data.confirmationHours,
      cancellation: t('sitePolicy.cancellation', {
        free: rules.freeUntilHours,
        partial: rules.partialUntilHours,
        percent: percent(rules.partialRefundPercent),
      }),
      groupDiscount: discount
        ? t('sitePolicy.groupDiscount', { people: discount.minPeople, percent: percent(discount.percent) })
        : null,
      whatsappNumber: data.whatsappNumber,
      whatsappHref: whatsappLink(data.whatsappNumber, t('whatsapp.prefilled')),
      contactEmail: data.contactEmail,
      legalEmail: data.legalEmail,
      contactPhone: data.contactPhone,
      marketing: data.marketing,
    }
  }, [data, t, i18n.language])
  return { policy, isPending: config.isPending, isError: config.isError }
}
