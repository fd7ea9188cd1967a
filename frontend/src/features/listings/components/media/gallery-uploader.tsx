import { useEffect, useRef, useState } from 'react'
import { ChevronLeft, ChevronRight, ImagePlus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui'
import { cn } from '@/lib/ui/cn'
import { MAX_GALLERY_IMAGES, fitsGallery, move, partitionImages, thumbnailUrl } from '@/components/media/image-rules'

import { UploaderFrame, prepareAndUpload, useDropZone, useUploader, type CommonProps } from './uploader-parts'

export interface GalleryUploaderProps extends CommonProps {
  value: string[]
  onChange: (urls: string[]) => void
  max?: number
}

interface Pending {
  key: string
  preview: string | null
}

/** Up to five gallery images: add several at once, see progress and previews, reorder and remove. */
export function GalleryUploader({ value, onChange, max = MAX_GALLERY_IMAGES, ...common }: GalleryUploaderProps) {
  const { t, toast, explain, input, busy, setBusy, setProgress, onUploaded, disabled, upload, frame } =
    useUploader(common)
  const [pending, setPending] = useState<Pending[]>([])
  // Uploads finish after renders; the latest list is read from here so no image is lost.
  const latest = useRef(value)
  useEffect(() => {
    latest.current = value
  }, [value])

  async function handle(files: File[]) {
    if (files.length === 0) return
    const { images, skipped } = partitionImages(files)
    if (skipped.length > 0)
      toast({
        title: t('uploader.invalidFilesTitle'),
        description: t('uploader.invalidFilesBody'),
        variant: 'destructive',
      })
    if (images.length === 0) return
    if (!fitsGallery(latest.current.length, images.length, max)) {
      toast({
        title: t('uploader.tooManyTitle'),
        description: t('uploader.tooManyBody', { max }),
        variant: 'destructive',
      })
      return
    }
    const queue = images.map((file, index) => ({
      file,
      key: `${Date.now()}-${index}`,
      preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null,
    }))
    setPending(queue.map(({ key, preview }) => ({ key, preview })))
    setProgress(0)
    setBusy(true)
    let uploaded = 0
    let failure: { error: unknown } | null = null
    for (const [index, item] of queue.entries()) {
      try {
        const image = await prepareAndUpload(upload, item.file, 'package-gallery', (fraction) =>
          setProgress((index + fraction) / queue.length),
        )
        onUploaded?.(image)
        latest.current = [...latest.current, image.url]
        onChange(latest.current)
        uploaded += 1
      } catch (error) {
        failure = { error } // the reason of the last refusal is the one shown
      } finally {
        setPending((list) => list.filter((p) => p.key !== item.key))
        if (item.preview) URL.revokeObjectURL(item.preview)
      }
    }
    setBusy(false)
    if (uploaded > 0)
      toast({
        title: t('uploader.successTitle'),
        description: t('uploader.gallerySuccess', { count: uploaded }),
        variant: 'success',
      })
    if (failure) toast({ ...explain(failure.error, t('uploader.galleryFailed')), variant: 'destructive' })
  }

  const full = value.length + pending.length >= max
  const drop = useDropZone((files) => void handle(files), disabled || busy || full)

  return (
    <UploaderFrame
      {...frame}
      fallbackLabel={t('uploader.gallery')}
      extra={<span className="text-xs text-slate-500">{t('uploader.count', { count: value.length, max })}</span>}
      multiple
      inputDisabled={disabled || busy || full}
      onFiles={(files) => void handle(files)}
      hint={t('uploader.galleryHint', { max })}
    >
      <ul
        {...drop.handlers}
        className={cn(
          'grid grid-cols-2 gap-3 rounded-2xl p-1 sm:grid-cols-3',
          drop.over && 'bg-ocean-50 ring-2 ring-ocean-400',
        )}
      >
        {value.map((url, index) => (
          <li key={url} className="group relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100">
            <img
              src={thumbnailUrl(url)}
              alt={t('uploader.preview', { index: index + 1 })}
              className="aspect-[3/2] w-full object-cover"
            />
            <div className="flex items-center justify-between gap-1 bg-white/95 p-1">
              <div className="flex gap-1">
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={t('uploader.moveLeft')}
                  disabled={disabled || busy || index === 0}
                  onClick={() => onChange(move(value, index, index - 1))}
                >
                  <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="h-8 w-8"
                  aria-label={t('uploader.moveRight')}
                  disabled={disabled || busy || index === value.length - 1}
                  onClick={() => onChange(move(value, index, index + 1))}
                >
                  <ChevronRight className="h-4 w-4" aria-hidden="true" />
                </Button>
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="h-8 w-8 text-red-700 hover:bg-red-50"
                aria-label={t('uploader.remove')}
                disabled={disabled || busy}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
        {pending.map((item) => (
          <li
            key={item.key}
            className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-100"
            aria-hidden="true"
          >
            {item.preview ? (
              <img src={item.preview} alt="" className="aspect-[3/2] w-full object-cover opacity-60" />
            ) : (
              <div className="aspect-[3/2] w-full" />
            )}
            <div className="h-10 bg-white/95" />
          </li>
        ))}
        {!full ? (
          <li>
            <button
              type="button"
              onClick={() => input.current?.click()}
              disabled={disabled || busy}
              className="flex aspect-[3/2] h-full min-h-28 w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 bg-slate-50 p-3 text-center text-sm font-semibold text-ocean-800 hover:border-ocean-400 hover:bg-ocean-50 disabled:opacity-60"
            >
              <ImagePlus className="h-6 w-6 shrink-0" aria-hidden="true" />
              {t('uploader.addImages')}
              <span className="text-xs font-normal text-slate-500">{t('uploader.drop')}</span>
            </button>
          </li>
        ) : null}
      </ul>
    </UploaderFrame>
  )
}
