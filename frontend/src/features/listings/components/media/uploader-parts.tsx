import { useEffect, useId, useRef, useState, type DragEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from '@/i18n/react'
import { Badge } from '@/components/ui'
import { useToast } from '@/components/ui/toast'
import { downscaleImage } from '@/components/media/image-rules'
import { cn } from '@/lib/ui/cn'
import { uploadImage, type ImagePurpose, type UploadedImage } from './upload-image'
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

/**
 * What both uploaders hold: their words, toasts and failure texts, the input's id and element, busy and
 * progress, the common props with their defaults, and what their frame (UploaderFrame) is handed.
 */
export function useUploader({
  label,
  onUploaded,
  onBusyChange,
  error,
  disabled = false,
  upload = uploadImage,
  className,
}: CommonProps) {
  const { t } = useTranslation()
  const toast = useToast()
  const explain = useUploadFailure()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useBusy(onBusyChange)
  const [progress, setProgress] = useState(0)
  const frame = { id, input, label, error, className, busy, progress }
  return { t, toast, explain, input, busy, setBusy, progress, setProgress, onUploaded, disabled, upload, frame }
}

/**
 * An uploader's frame: its label, hidden file input, drop area (`children`), progress while uploading,
 * `actions`, hint and error.
 */
export function UploaderFrame({
  id,
  input,
  label,
  error,
  className,
  busy,
  progress,
  fallbackLabel,
  required,
  extra,
  multiple,
  inputDisabled,
  onFiles,
  actions,
  hint,
  children,
}: {
  id: string
  input: RefObject<HTMLInputElement | null>
  label?: ReactNode
  error?: ReactNode
  className?: string
  busy: boolean
  progress: number
  /** The label when none is given, and the file input's name when the label is not text. */
  fallbackLabel: string
  required?: boolean
  extra?: ReactNode
  multiple?: boolean
  inputDisabled: boolean
  onFiles: (files: File[]) => void
  actions?: ReactNode
  hint: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const errorId = `${id}-error`
  return (
    <div className={cn('space-y-2', className)}>
      <FieldLabel id={`${id}-label`} label={label ?? fallbackLabel} required={required} extra={extra} />
      <FileInput
        input={input}
        multiple={multiple}
        label={typeof label === 'string' ? label : fallbackLabel}
        errorId={error ? errorId : undefined}
        disabled={inputDisabled}
        onFiles={onFiles}
      />
      {children}
      {busy ? (
        <div className="space-y-1" aria-live="polite">
          <ProgressBar value={progress} label={t('uploader.progress')} />
          <p className="text-xs text-slate-600">{t('uploader.uploading', { percent: Math.round(progress * 100) })}</p>
        </div>
      ) : null}
      {actions}
      <p className="text-xs text-slate-500">{hint}</p>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
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
