import { useState } from 'react'
import { ImagePlus, Trash2, Upload } from 'lucide-react'
import { Button } from '@/components/ui'
import { cn } from '@/lib/ui/cn'
import { isImageFile, thumbnailUrl } from '@/components/media/image-rules'
import type { ImagePurpose } from './upload-image'

import { UploaderFrame, prepareAndUpload, useDropZone, useUploader, type CommonProps } from './uploader-parts'

export type { UploadFn } from './uploader-parts'
export { GalleryUploader, type GalleryUploaderProps } from './gallery-uploader'

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
  ...common
}: FeaturedImageUploaderProps) {
  const { t, toast, explain, input, busy, setBusy, setProgress, onUploaded, disabled, upload, frame } =
    useUploader(common)
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

  return (
    <UploaderFrame
      {...frame}
      fallbackLabel={t('uploader.featured')}
      required={required}
      inputDisabled={disabled || busy}
      onFiles={(files) => void handle(files)}
      hint={t('uploader.hint')}
      actions={
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
      }
    >
      <div
        {...drop.handlers}
        className={cn(
          'relative max-w-md overflow-hidden rounded-2xl border-2 border-dashed bg-slate-50 transition-colors',
          drop.over ? 'border-ocean-500 bg-ocean-50' : frame.error ? 'border-red-400' : 'border-slate-300',
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
    </UploaderFrame>
  )
}
