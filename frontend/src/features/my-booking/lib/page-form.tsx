import type { ApiError } from '@/api/errors'
import { PageFormFields, usePostedForm, type PageFormName, type PostedForm } from '@/lib/forms/posted-form'

/**
 * A form of the "My booking" page that also works without a script: the browser posts it to the page
 * itself, the link's token in the address (the page shown again on a refusal is the booking's) and in a
 * hidden field, its only key (backend/app/seo/page_forms.py). With the script the same form sends JSON.
 */
export interface MyBookingPageForm {
  /** The form element's attributes: a post to this page, on this booking. */
  attributes: { method: 'post'; action: string }
  /** The hidden fields naming the form and the booking. */
  fields: React.ReactNode
  /** What the server handed back after a post without a script: what was typed, and the refusal. */
  posted: PostedForm | null
  error: ApiError | null
}

export function useMyBookingPageForm(name: PageFormName, token: string): MyBookingPageForm {
  const { posted, error } = usePostedForm(name)
  return {
    attributes: { method: 'post', action: myBookingAction(token) },
    fields: <MyBookingFormFields name={name} token={token} />,
    posted,
    error,
  }
}

/** Where a form of the page posts: the page's own path, whatever its language prefix, on this booking. */
export const myBookingAction = (token: string) => `?token=${encodeURIComponent(token)}`

/** The hidden fields naming the form and the booking. */
export function MyBookingFormFields({ name, token }: { name: PageFormName; token: string }) {
  return (
    <>
      <PageFormFields name={name} />
      <input type="hidden" name="token" value={token} />
    </>
  )
}

/** The query `?sent=` a post without a script comes back with, and what the page says then. */
export const SENT_NOTICES = {
  cancel: 'myBooking.cancel.done',
  message: 'myBooking.messageSent',
  dates: 'myBooking.moveDates.sent',
} as const
