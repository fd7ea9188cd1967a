import { lazy, useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { packageQueryOptions } from '@/features/catalogue/api/get-package'
import { useApiLanguage } from '@/i18n/api-language'
import { FEATURED_PACKAGE } from '@/lib/config/public-site'
import { useSiteConfig } from '@/lib/config/site-config'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { LoadWhenNear } from '@/components/ui/load-when-near'
import { HeroSection, StatsStrip } from './hero-section'

const BelowTheFold = lazy(() => import('./below-the-fold'))

/**
 * Home: every section in the order of the spec. The first view is the hero and the figures; the
 * rest (and its code, photos and API calls) loads as the visitor scrolls towards it.
 */
export default function HomePage() {
  usePageMeta('home')
  const lang = useApiLanguage()
  const config = useSiteConfig().data
  // The featured deal books this package; its photos illustrate the hero and the deal.
  const deal = useQuery({ ...packageQueryOptions(FEATURED_PACKAGE, lang), retry: false })
  useEffect(() => {
    if (deal.error) console.warn('Featured deal photos unavailable', deal.error)
  }, [deal.error])
  return (
    <>
      <HeroSection config={config} image={deal.data?.galleryImages[1] ?? deal.data?.imageUrl} />
      <StatsStrip config={config} />
      <LoadWhenNear testId="home-below-the-fold">
        <BelowTheFold deal={deal.data} config={config} />
      </LoadWhenNear>
    </>
  )
}
