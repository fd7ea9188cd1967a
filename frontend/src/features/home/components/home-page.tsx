import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { packageQueryOptions } from '@/features/catalogue/api/get-package'
import { useApiLanguage } from '@/features/catalogue/lib/language'
import { COACHING_PACKAGE_SLUG } from '@/features/catalogue/lib/featured-deal'
import { useSiteConfig } from '@/features/site/api/get-site-config'
import { usePageMeta } from '@/lib/seo/use-page-meta'
import { BlogTeasers } from './blog-teasers'
import { FeaturedCamps } from './featured-camps'
import { FeaturedDeal } from './featured-deal'
import { HeroSection, StatsStrip } from './hero-section'
import { SurfLife, WhySurf } from './info-sections'
import { Newsletter } from './newsletter'
import { Testimonials } from './testimonials'
import { QuickSearch, TopCamps } from './top-camps'

/** Home: every section in the order of the spec. */
export default function HomePage() {
  usePageMeta('home')
  const lang = useApiLanguage()
  const config = useSiteConfig().data
  // The featured deal books this package; its photos illustrate the hero and the deal.
  const deal = useQuery({ ...packageQueryOptions(COACHING_PACKAGE_SLUG, lang), retry: false })
  useEffect(() => {
    if (deal.error) console.warn('Featured deal photos unavailable', deal.error)
  }, [deal.error])
  return (
    <>
      <HeroSection config={config} image={deal.data?.galleryImages[1] ?? deal.data?.imageUrl} />
      <StatsStrip config={config} />
      <FeaturedDeal pkg={deal.data} />
      <FeaturedCamps />
      <WhySurf />
      <Testimonials />
      <SurfLife />
      <BlogTeasers />
      <Newsletter config={config} />
      <QuickSearch />
      <TopCamps />
    </>
  )
}
