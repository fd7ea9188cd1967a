import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from '@/i18n/react'
import { Badge } from '@/components/ui'
import { useToast } from '@/components/ui/toast'
import { downscaleImage } from '@/components/media/image-rules'
import type { uploadImage, ImagePurpose, UploadedImage } from './upload-image'
import { useUploadFailure } from './upload-failure'

// The pieces both image uploaders (featured image, gallery) share.
export type UploadFn = typeof uploadImage

export interface CommonProps {
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

export function jpegName(file: File): string {
  return (file.name.replace(/\.[^.]+$/, '') || 'image') + '.jpg'
}

export async function prepareAndUpload(
  upload: UploadFn,
  file: File,
  purpose: ImagePurpose,
  onProgress: (fraction: number) => void,
): Promise<UploadedImage> {
  const blob = await downscaleImage(file)
  return upload(blob, purpose, onProgress, blob === file ? file.name : jpegName(file))
}

export function ProgressBar({ value, label }: { value: number; label: string }) {
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

export function useBusy(onBusyChange?: (busy: boolean) => void) {
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

/** What both uploaders hold: their words, toasts and failure texts, the input's id and element, busy and progress. */
export function useUploader(onBusyChange?: (busy: boolean) => void) {
  const { t } = useTranslation()
  const toast = useToast()
  const explain = useUploadFailure()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useBusy(onBusyChange)
  const [progress, setProgress] = useState(0)
  return { t, toast, explain, id, input, busy, setBusy, progress, setProgress }
}

/** The uploader's file input: hidden (its drop zone and buttons open it), read and emptied on each choice. */
export function FileInput({
  input,
  label,
  errorId,
  multiple = false,
  disabled,
  onFiles,
}: {
  input: RefObject<HTMLInputElement | null>
  label: string
  errorId?: string
  multiple?: boolean
  disabled: boolean
  onFiles: (files: File[]) => void
}) {
  return (
    <input
      ref={input}
      type="file"
      accept="image/*"
      multiple={multiple}
      className="sr-only"
      tabIndex={-1}
      aria-label={label}
      aria-describedby={errorId}
      disabled={disabled}
      onChange={(event) => {
        const files = Array.from(event.target.files ?? [])
        event.target.value = ''
        onFiles(files)
      }}
    />
  )
}

export function useDropZone(onFiles: (files: File[]) => void, disabled: boolean) {
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

export function FieldLabel({
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
