import { useEffect } from 'react'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { cn } from '@/lib/ui/cn'
import { CARD_IMAGE_SIZES } from '@/lib/config/public-site'
import { srcSetOf } from '@/lib/images'

export interface CampImageProps {
  src: string | null | undefined
  alt: string
  /** `sizes` for the srcset; the default fits a 1/2/3-column grid */
  sizes?: string
  className?: string
  /** the page's main photo (its LCP image) loads at once and first; the others when they come near the viewport */
  eager?: boolean
  /** keep the photo back (the box shows its background) until the page's main photo is in */
  hold?: boolean
  /** called once the photo has loaded or failed, or at once when there is none */
  onSettled?: () => void
}

/**
 * A stored surf image in a 3:2 box that is sized before the image arrives (no layout shift),
 * with the 400/800/1200 px variants and a placeholder when it cannot load.
 */
export function CampImage({
  src,
  alt,
  sizes = CARD_IMAGE_SIZES,
  className,
  eager = false,
  hold = false,
  onSettled,
}: CampImageProps) {
  useEffect(() => {
    if (!src) onSettled?.()
  }, [src, onSettled])
  const srcSet = src ? srcSetOf(src) : undefined
  // The photo's attributes, for the image and for its copy without a script.
  const photo = {
    src: src ?? undefined,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: 1200,
    height: 800,
    decoding: 'async',
    className: 'absolute inset-0 h-full w-full object-cover',
  } as const
  return (
    <div
      className={cn(
        'relative aspect-[3/2] w-full overflow-hidden bg-gradient-to-br from-ocean-100 to-sand-100',
        className,
      )}
    >
      {hold && src ? (
        // Held back until the main photo is in, which takes a script: a browser without one gets the
        // photo from the page's HTML (a browser with scripts does not read what <noscript> holds).
        <noscript>
          <img {...photo} alt={alt} loading="lazy" />
        </noscript>
      ) : (
        <ImageWithFallback
          {...photo}
          src={src}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          onLoad={onSettled}
          onError={onSettled}
        />
      )}
    </div>
  )
}
