import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { ChevronLeft, ChevronRight, ImagePlus, Trash2, Upload } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Badge, Button } from '@/components/ui'
import { useToast } from '@/components/ui/toast'
import { cn } from '@/lib/ui/cn'
import {
  MAX_GALLERY_IMAGES,
  downscaleImage,
  fitsGallery,
  isImageFile,
  move,
  partitionImages,
  thumbnailUrl,
} from './image-rules'
import { uploadImage, type ImagePurpose, type UploadedImage } from './upload-image'
import { useUploadFailure } from './upload-failure'

export type UploadFn = typeof uploadImage

interface CommonProps {
  label?: ReactNode
  /** Called with every image stored on the server (so a form can discard unsaved uploads). */
  onUploaded?: (image: UploadedImage) => void
  /** True while an upload runs, so a form can hold its Save button. */
  onBusyChange?: (busy: boolean) => void
  error?: ReactNode
  disabled?: boolean
  upload?: UploadFn
  className?: string
}

function jpegName(file: File): string {
  return (file.name.replace(/\.[^.]+$/, '') || 'image') + '.jpg'
}

async function prepareAndUpload(
  upload: UploadFn,
  file: File,
  purpose: ImagePurpose,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const blob = await downscaleImage(file)
  return upload(blob, purpose, onProgress, blob === file ? file.name : jpegName(file))
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100)
  return (
    <div className="w-full">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-ocean-600 transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}

function useBusy(onBusyChange?: (busy: boolean) => void) {
  const [busy, setBusy] = useState(false)
  const callback = useRef(onBusyChange)
  useEffect(() => {
    callback.current = onBusyChange
  }, [onBusyChange])
  useEffect(() => {
    callback.current?.(busy)
  }, [busy])
  return [busy, setBusy] as const
}

function useDropZone(onFiles: (files: File[]) => void, disabled: boolean) {
  const [over, setOver] = useState(false)
  return {
    over,
    handlers: {
      onDragOver: (event: DragEvent) => {
        if (disabled) return
        event.preventDefault()
        setOver(true)
      },
      onDragLeave: () => setOver(false),
      onDrop: (event: DragEvent) => {
        if (disabled) return
        event.preventDefault()
        setOver(false)
        onFiles(Array.from(event.dataTransfer.files))
      },
    },
  }
}

function FieldLabel({
  id,
  label,
  required,
  extra,
}: {
  id: string
  label: ReactNode
  required?: boolean
  extra?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <div className="flex items-center justify-between gap-2">
      <p id={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <Badge variant="accent" className="ml-2 align-middle">
            {t('uploader.required')}
          </Badge>
        ) : null}
      </p>
      {extra}
    </div>
  )
}

export interface FeaturedImageUploaderProps extends CommonProps {
  value: string | null
  onChange: (url: string | null) => void
  purpose?: Extract<ImagePurpose, 'package-featured' | 'camp'>
  required?: boolean
}

/** One image (a package's featured image or the camp photo): choose or drop, preview, replace, remove. */
export function FeaturedImageUploader({
  value,
  onChange,
  purpose = 'package-featured',
  required = false,
  label,
  onUploaded,
  onBusyChange,
  error,
  disabled = false,
  upload = uploadImage,
  className,
}: FeaturedImageUploaderProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const explain = useUploadFailure()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useBusy(onBusyChange)
  const [progress, setProgress] = useState(0)
  const [localPreview, setLocalPreview] = useState<string | null>(null)

  async function handle(files: File[]) {
    const file = files[0]
    if (!file) return
    if (!isImageFile(file)) {
      toast({
        title: t('uploader.invalidTypeTitle'),
        description: t('uploader.invalidTypeBody'),
        variant: 'destructive',
      })
      return
    }
    const preview = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
    setLocalPreview(preview)
    setProgress(0)
    setBusy(true)
    try {
      const image = await prepareAndUpload(upload, file, purpose, setProgress)
      onUploaded?.(image)
      onChange(image.url)
      toast({ title: t('uploader.successTitle'), description: t('uploader.featuredSuccess'), variant: 'success' })
    } catch (failure) {
      toast({ ...explain(failure, t('uploader.featuredFailed')), variant: 'destructive' })
    } finally {
      setBusy(false)
      setLocalPreview(null)
      if (preview) URL.revokeObjectURL(preview)
    }
  }

  const drop = useDropZone((files) => void handle(files), disabled || busy)
  const shown = localPreview ?? (value ? thumbnailUrl(value) : null)
  const labelId = `${id}-label`
  const errorId = `${id}-error`

  return (
    <div className={cn('space-y-2', className)}>
      <FieldLabel id={labelId} label={label ?? t('uploader.featured')} required={required} />
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={typeof label === 'string' ? label : t('uploader.featured')}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled || busy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          void handle(files)
        }}
      />
      <div
        {...drop.handlers}
        className={cn(
          'relative max-w-md overflow-hidden rounded-2xl border-2 border-dashed bg-slate-50 transition-colors',
          drop.over ? 'border-ocean-500 bg-ocean-50' : error ? 'border-red-400' : 'border-slate-300',
        )}
      >
        {shown ? (
          <div className="relative aspect-[3/2] w-full bg-slate-100">
            <img src={shown} alt={t('uploader.featuredPreview')} className="h-full w-full object-cover" />
            {busy ? <div className="absolute inset-0 bg-white/50" aria-hidden="true" /> : null}
          </div>
        ) : (
          <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 p-4 text-center text-slate-500 sm:aspect-[16/7]">
            <ImagePlus className="h-8 w-8 shrink-0" aria-hidden="true" />
            <p className="text-sm">{t('uploader.drop')}</p>
          </div>
        )}
      </div>
      {busy ? (
        <div className="space-y-1" aria-live="polite">
          <ProgressBar value={progress} label={t('uploader.progress')} />
          <p className="text-xs text-slate-600">{t('uploader.uploading', { percent: Math.round(progress * 100) })}</p>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={disabled || busy}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          {value ? t('uploader.replace') : t('uploader.choose')}
        </Button>
        {value && !busy ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            disabled={disabled}
            className="text-red-700 hover:bg-red-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('uploader.remove')}
          </Button>
        ) : null}
      </div>
      <p className="text-xs text-slate-500">{t('uploader.hint')}</p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

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
export function GalleryUploader({
  value,
  onChange,
  max = MAX_GALLERY_IMAGES,
  label,
  onUploaded,
  onBusyChange,
  error,
  disabled = false,
  upload = uploadImage,
  className,
}: GalleryUploaderProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const explain = useUploadFailure()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useBusy(onBusyChange)
  const [progress, setProgress] = useState(0)
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
  const labelId = `${id}-label`
  const errorId = `${id}-error`
  const groupLabel = typeof label === 'string' ? label : t('uploader.gallery')

  return (
    <div className={cn('space-y-2', className)}>
      <FieldLabel
        id={labelId}
        label={label ?? t('uploader.gallery')}
        extra={<span className="text-xs text-slate-500">{t('uploader.count', { count: value.length, max })}</span>}
      />
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label={groupLabel}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled || busy || full}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? [])
          event.target.value = ''
          void handle(files)
        }}
      />
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
      {busy ? (
        <div className="space-y-1" aria-live="polite">
          <ProgressBar value={progress} label={t('uploader.progress')} />
          <p className="text-xs text-slate-600">{t('uploader.uploading', { percent: Math.round(progress * 100) })}</p>
        </div>
      ) : null}
      <p className="text-xs text-slate-500">{t('uploader.galleryHint', { max })}</p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
