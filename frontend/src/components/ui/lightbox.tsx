import * as RadixDialog from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { ImageWithFallback } from './image-with-fallback'
import { ModalRoot } from './dialog'
import { focusAutofocus, useOpener } from './use-opener'

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
 * Full-screen image viewer (a Radix dialog, so it stacks above another dialog): previous/next wrap
 * around, "n / total" counter, arrow keys, Escape closes only the viewer, focus stays inside and
 * returns to the opener on close.
 */
export function Lightbox({ images, index, onIndexChange, onClose, label }: LightboxProps) {
  const { t } = useTranslation()
  const open = index !== null && images.length > 0
  const opener = useOpener(open)
  const total = images.length
  const current = open ? ((index % total) + total) % total : 0
  const image = images[current]
  return (
    <ModalRoot open={open} onClose={onClose}>
      {/* The overlay is what keeps the page behind from scrolling. */}
      <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-ocean-950/95">
        <RadixDialog.Content
          aria-describedby={undefined}
          aria-modal="true"
          className="flex h-full flex-col text-white focus:outline-none"
          data-testid="lightbox"
          onOpenAutoFocus={focusAutofocus}
          onCloseAutoFocus={opener.giveBack}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') onIndexChange((current + 1) % total)
            else if (event.key === 'ArrowLeft') onIndexChange((current - 1 + total) % total)
          }}
        >
          <RadixDialog.Title className="sr-only">{label}</RadixDialog.Title>
          <div className="flex items-center justify-between gap-4 px-4 py-3">
            <p className="text-sm font-semibold tabular-nums" aria-live="polite" data-testid="lightbox-counter">
              {current + 1} / {total}
            </p>
            <RadixDialog.Close
              className="rounded-full p-2 hover:bg-white/10"
              aria-label={t('common.close')}
              data-autofocus
            >
              <X className="h-6 w-6" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          {image ? (
            <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-6 sm:px-16">
              <ImageWithFallback
                key={image.src}
                src={image.src}
                srcSet={image.srcSet}
                sizes="100vw"
                alt={image.alt}
                className="max-h-full max-w-full rounded-xl object-contain shadow-2xl"
                placeholderClassName="aspect-[3/2] w-full max-w-3xl"
              />
              {total > 1 ? (
                <>
                  <button
                    type="button"
                    onClick={() => onIndexChange((current - 1 + total) % total)}
                    className="absolute top-1/2 left-2 -translate-y-1/2 rounded-full bg-white/15 p-2.5 backdrop-blur hover:bg-white/25 sm:left-4"
                    aria-label={t('lightbox.previous')}
                  >
                    <ChevronLeft className="h-6 w-6" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onIndexChange((current + 1) % total)}
                    className="absolute top-1/2 right-2 -translate-y-1/2 rounded-full bg-white/15 p-2.5 backdrop-blur hover:bg-white/25 sm:right-4"
                    aria-label={t('lightbox.next')}
                  >
                    <ChevronRight className="h-6 w-6" aria-hidden="true" />
                  </button>
                </>
              ) : null}
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Overlay>
    </ModalRoot>
  )
}
