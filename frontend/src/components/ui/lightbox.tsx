import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ImageWithFallback } from './image-with-fallback'

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])'

export interface LightboxImage {
  src: string
  alt: string
  srcSet?: string
}

export interface LightboxProps {
  images: readonly LightboxImage[]
  /** index of the open image, or null when closed */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
  label: string
}

/**
 * Full-screen image viewer: previous/next wrap around, "n / total" counter, arrow keys,
 * Escape closes, focus stays inside and returns to the opener on close.
 */
export function Lightbox({ images, index, onIndexChange, onClose, label }: LightboxProps) {
  const { t } = useTranslation()
  const panel = useRef<HTMLDivElement>(null)
  const open = index !== null && images.length > 0
  const total = images.length
  const current = open ? ((index % total) + total) % total : 0
  const latest = useRef({ current, total, onIndexChange, onClose })
  useEffect(() => {
    latest.current = { current, total, onIndexChange, onClose }
  })

  useEffect(() => {
    if (!open) return
    const previouslyFocused = document.activeElement as HTMLElement | null
    const node = panel.current
    node?.querySelector<HTMLElement>('[data-autofocus]')?.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    function onKeyDown(event: KeyboardEvent) {
      const { current: at, total: count, onIndexChange: go, onClose: close } = latest.current
      if (event.key === 'Escape') {
        event.stopPropagation()
        close()
      } else if (event.key === 'ArrowRight') {
        go((at + 1) % count)
      } else if (event.key === 'ArrowLeft') {
        go((at - 1 + count) % count)
      } else if (event.key === 'Tab' && node) {
        const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE))
        const first = items[0]
        const last = items[items.length - 1]
        if (!first || !last) return
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault()
          last.focus()
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault()
          first.focus()
        } else if (!node.contains(document.activeElement)) {
          event.preventDefault()
          first.focus()
        }
      }
    }
    // Capture phase: a lightbox opened above a dialog handles Escape first.
    document.addEventListener('keydown', onKeyDown, true)
    return () => {
      document.removeEventListener('keydown', onKeyDown, true)
      document.body.style.overflow = overflow
      previouslyFocused?.focus?.()
    }
  }, [open])

  if (!open) return null
  const image = images[current]!
  return createPortal(
    <div ref={panel} role="dialog" aria-modal="true" aria-label={label} className="fixed inset-0 z-[60] flex flex-col bg-ocean-950/95 text-white" data-testid="lightbox">
      <div className="flex items-center justify-between gap-4 px-4 py-3">
        <p className="text-sm font-semibold tabular-nums" aria-live="polite" data-testid="lightbox-counter">
          {current + 1} / {total}
        </p>
        <button type="button" onClick={onClose} className="rounded-full p-2 hover:bg-white/10" aria-label={t('common.close')} data-autofocus>
          <X className="h-6 w-6" aria-hidden="true" />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
        <ImageWithFallback key={image.src} src={image.src} srcSet={image.srcSet} sizes="100vw" alt={image.alt} className="max-h-full max-w-full rounded-xl object-contain shadow-2xl" placeholderClassName="aspect-[3/2] w-full max-w-3xl" />
        {total > 1 ? (
          <>
            <button type="button" onClick={() => onIndexChange((current - 1 + total) % total)} className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/15 p-2.5 backdrop-blur hover:bg-white/25 sm:left-4" aria-label={t('lightbox.previous')}>
              <ChevronLeft className="h-6 w-6" aria-hidden="true" />
            </button>
            <button type="button" onClick={() => onIndexChange((current + 1) % total)} className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/15 p-2.5 backdrop-blur hover:bg-white/25 sm:right-4" aria-label={t('lightbox.next')}>
              <ChevronRight className="h-6 w-6" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
    </div>,
    document.body,
  )
}
