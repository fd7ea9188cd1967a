import { api, unwrap } from '@/api/client'

/** Deletes an upload that was never saved (the server refuses images still in use). */
export function discardImage(id: number) {
  return unwrap(api.DELETE('/api/v1/media/images/{image_id}', { params: { path: { image_id: id } } }))
}
