import { useState, type ImgHTMLAttributes } from 'react'
import { ImageOff } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { cn } from '@/lib/ui/cn'

export interface ImageWithFallbackProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  src: string | null | undefined
  alt: string
  /**
   * `full` (default) says "Surf image coming soon"; `icon` only shows the mark (thumbnails);
   * `plain` is the calm background alone (decorative photos behind text).
   */
  placeholder?: 'full' | 'icon' | 'plain'
  /** classes for the placeholder only, on top of `className` */
  placeholderClassName?: string
}

/**
 * Every public photo: the image, or, when there is none or it fails to load, a placeholder in the
 * same box (same `className`) instead of the browser's broken-image icon. A new `src` tries again.
 */
export function ImageWithFallback({
  src,
  alt,
  placeholder = 'full',
  className,
  placeholderClassName,
  onError,
  ...img
}: ImageWithFallbackProps) {
  const { t } = useTranslation()
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  if (!src || failedSrc === src) {
    const decorative = !alt || placeholder === 'plain'
    return (
      <div
        className={cn(
          'flex flex-col items-center justify-center gap-2 bg-gradient-to-br from-ocean-100 to-sand-100 text-center text-ocean-800/70',
          className,
          placeholderClassName,
        )}
        data-testid="image-placeholder"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      >
        {placeholder === 'plain' ? null : <ImageOff className="h-8 w-8 shrink-0" aria-hidden="true" />}
        {placeholder === 'full' ? (
          <span className="px-3 text-sm font-medium">{t('common.imageComingSoon')}</span>
        ) : null}
      </div>
    )
  }
  return (
    <img
      {...img}
      src={src}
      alt={alt}
      className={className}
      onError={(event) => {
        setFailedSrc(src)
        onError?.(event)
      }}
    />
  )
}
