import { useState } from 'react'
import { Images } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ImageWithFallback } from '@/components/ui/image-with-fallback'
import { cn } from '@/lib/ui/cn'
import { srcSetOf } from '@/lib/images'
import { useOthersAfterFirst } from '../lib/photos-in-turn'

/**
 * The package page's photo slideshow: dots, "View Gallery (N)", and for a photo that is missing or
 * fails to load the "Surf image coming soon" placeholder in its place.
 */
export function PackageHero({
  name,
  images,
  onOpenGallery,
}: {
  name: string
  images: string[]
  onOpenGallery: (index: number) => void
}) {
  const { t } = useTranslation()
  const [active, setActive] = useState(0)
  // The other photos of the slideshow wait until the first one is on screen.
  const [firstShown, showOthers] = useOthersAfterFirst()

  return (
    <section className="relative bg-ocean-950" aria-label={name}>
      <div className="relative mx-auto h-[52vw] max-h-[32rem] min-h-64 w-full max-w-[100rem] overflow-hidden">
        {images.length > 0 ? (
          images.map((src, index) =>
            index > 0 && index !== active && !firstShown ? null : (
              <ImageWithFallback
                key={src}
                src={src}
                srcSet={srcSetOf(src)}
                sizes="100vw"
                alt={index === active ? t('packageDetail.heroAlt', { name, index: index + 1 }) : ''}
                aria-hidden={index === active ? undefined : true}
                width={1200}
                height={800}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : undefined}
                onLoad={index === 0 ? showOthers : undefined}
                onError={index === 0 ? showOthers : undefined}
                // The placeholder's text sits above the dots and the gallery button.
                placeholderClassName="pb-12"
                className={cn(
                  'absolute inset-0 h-full w-full object-cover transition-opacity duration-500',
                  index === active ? 'opacity-100' : 'pointer-events-none opacity-0',
                )}
              />
            ),
          )
        ) : (
          <ImageWithFallback src={null} alt="" placeholder="full" className="absolute inset-0 h-full w-full" />
        )}
        <div
          className="pointer-events-none absolute inset-0 bg-gradient-to-t from-ocean-950/70 via-transparent to-ocean-950/20"
          aria-hidden="true"
        />
        {images.length > 1 ? (
          <div className="absolute bottom-5 left-3 flex gap-1 sm:bottom-4 sm:left-1/2 sm:-translate-x-1/2">
            {images.map((src, index) => (
              <button
                key={src}
                type="button"
                onClick={() => setActive(index)}
                aria-label={t('packageDetail.showImage', { index: index + 1 })}
                aria-pressed={index === active}
                className="group flex h-6 min-w-6 items-center justify-center"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2.5 rounded-full transition-all',
                    index === active ? 'w-7 bg-white' : 'w-2.5 bg-white/60 group-hover:bg-white/90',
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
        {images.length > 0 ? (
          <button
            type="button"
            onClick={() => onOpenGallery(active)}
            className="absolute right-4 bottom-4 inline-flex items-center gap-2 rounded-full bg-white/90 px-4 py-2 text-sm font-semibold text-slate-900 shadow backdrop-blur hover:bg-white"
          >
            <Images className="h-4 w-4" aria-hidden="true" />
            {t('packageDetail.viewGallery', { count: images.length })}
          </button>
        ) : null}
      </div>
    </section>
  )
}
