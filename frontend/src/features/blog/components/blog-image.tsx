import { useState } from 'react'
import { Waves } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { imageSrcSet } from '../lib/blog'

/** A post's cover in the best width for the slot; a calm placeholder when there is none or it fails. */
export function BlogImage({
  src,
  alt,
  sizes,
  className,
  eager = false,
}: {
  src: string | null | undefined
  alt: string
  sizes: string
  className?: string
  eager?: boolean
}) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    return (
      <div
        className={cn(
          'flex items-center justify-center bg-gradient-to-br from-ocean-100 to-sand-100 text-ocean-700',
          className,
        )}
        role="img"
        aria-label={alt}
      >
        <Waves className="h-10 w-10" aria-hidden="true" />
      </div>
    )
  }
  return (
    <img
      src={src}
      srcSet={imageSrcSet(src)}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('object-cover', className)}
    />
  )
}
