import { ApiError, networkError } from '@/api/errors'
import type { components } from '@/api/schema'
import { session } from '@/lib/auth/session'

export type UploadedImage = components['schemas']['ImageRead']
export type ImagePurpose = UploadedImage['purpose']

function send(
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<{ status: number; body: unknown; retryAfter: string | null }> {
  return new Promise((resolve, reject) => {
    // XMLHttpRequest rather than fetch: only it reports upload progress.
    const xhr = new XMLHttpRequest()
    xhr.open('POST', '/api/v1/media/images')
    xhr.withCredentials = true
    const token = session.getAccessToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total)
    }
    xhr.onload = () =>
      resolve({ status: xhr.status, body: xhr.response, retryAfter: xhr.getResponseHeader('Retry-After') })
    xhr.onerror = () => reject(networkError(new Error('upload failed')))
    xhr.onabort = () => reject(networkError(new Error('upload aborted')))
    xhr.send(form)
  })
}

/** Uploads one image (POST /api/v1/media/images) and reports progress from 0 to 1. */
export async function uploadImage(
  file: Blob,
  purpose: ImagePurpose,
  onProgress?: (fraction: number) => void,
  name = 'image.jpg',
): Promise<UploadedImage> {
  const build = () => {
    const form = new FormData()
    form.append('purpose', purpose)
    form.append('file', file, name)
    return form
  }
  let result = await send(build(), onProgress)
  if (result.status === 401 && (await session.refresh())) result = await send(build(), onProgress)
  if (result.status >= 200 && result.status < 300) return result.body as UploadedImage
  const body = (result.body && typeof result.body === 'object' ? result.body : {}) as Record<string, unknown>
  throw new ApiError({
    status: result.status,
    code: typeof body.error === 'string' ? body.error : 'unknown_error',
    detail: typeof body.detail === 'string' ? body.detail : '',
    retryAfter: result.retryAfter ? Number(result.retryAfter) : null,
  })
}
