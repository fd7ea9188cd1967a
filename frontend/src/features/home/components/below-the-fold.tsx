import type { PackageDetail, SiteConfig } from '@/api/types'
import { BlogTeasers } from './blog-teasers'
import { FeaturedCamps } from './featured-camps'
import { FeaturedDeal } from './featured-deal'
import { SurfLife, WhySurf } from './info-sections'
import { Newsletter } from './newsletter'
import { Testimonials } from './testimonials'
import { QuickSearch, TopCamps } from './top-camps'

/** The home sections under the hero, in the order of the spec; loaded when the visitor scrolls towards them. */
export default function BelowTheFold({ deal, config }: { deal?: PackageDetail; config?: SiteConfig }) {
  return (
    <>
      <FeaturedDeal pkg={deal} />
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
