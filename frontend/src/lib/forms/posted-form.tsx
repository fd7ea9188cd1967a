import { useContext, useEffect, useState } from 'react'
import { UNSAFE_LocationContext } from 'react-router'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { ApiError } from '@/api/errors'
import { applyServerErrors, type TranslateCode } from '@/lib/forms/server-errors'
import { forgetInitialData, peekInitialData } from '@/api/initial-data'

/**
 * A public form that works without JavaScript (backend/app/seo/forms.py): a form element posting to its
 * own page (method "post"), with a hidden field naming it. The browser posts it when no script runs; the server
 * validates it with the JSON route's own rules and either sends the browser to the form's success URL or
 * renders the page again carrying what was typed and the refusal, which the form reads here in its first
 * render and shows like a refused JSON request (the same `applyServerErrors` mapping, the same texts).
 */
export interface PostedForm {
  form: string
  values: Record<string, string | string[]>
  error?: { status: number; error: string; detail?: string; fields?: Record<string, string> } | null
  token?: string | null
  result?: Record<string, unknown> | null
}

export type PageFormName =
  | 'booking'
  | 'contact'
  | 'newsletter'
  | 'lostLink'
  | 'waitlist'
  | 'myBookingCancel'
  | 'myBookingMessage'
  | 'myBookingDates'

const pathOf = (name: PageFormName) => `/forms/${name}`

/** What the server handed the page for form `name` (nothing after a navigation in the browser). */
export function usePostedForm(name: PageFormName): { posted: PostedForm | null; error: ApiError | null } {
  const [posted] = useState(() => peekInitialData<PostedForm>(pathOf(name), {}) ?? null)
  useEffect(() => forgetInitialData(pathOf(name), {}), [name])
  const [error] = useState(() =>
    posted?.error
      ? new ApiError({
          status: posted.error.status,
          code: posted.error.error,
          detail: posted.error.detail,
          fields: posted.error.fields,
        })
      : null,
  )
  return { posted, error }
}

/** A posted text field's value ('' when absent). */
export function postedText(posted: PostedForm | null, name: string): string | undefined {
  const value = posted?.values[name]
  return typeof value === 'string' ? value : undefined
}

/** The form element's attributes that let the browser post it to its page without a script. */
export function usePageFormAttributes(action?: string): { method: 'post'; action?: string } {
  const pathname = usePageLocation()?.pathname
  return { method: 'post', action: action ?? pathname }
}

/** The page's address; none for a form shown outside the router (a component's own test). */
function usePageLocation(): { pathname: string; search: string } | undefined {
  return (useContext(UNSAFE_LocationContext) as { location?: { pathname: string; search: string } } | null)?.location
}

/** The hidden fields naming the form (and its one-time token) for the server. */
export function PageFormFields({ name, token }: { name: PageFormName; token?: string | null }) {
  return (
    <>
      <input type="hidden" name="_form" value={name} />
      {token ? <input type="hidden" name="formToken" value={token} /> : null}
    </>
  )
}

/** Whether the page was reached after its form `name` was sent without a script (?sent=name). */
export function useSentWithoutScript(name: string): boolean {
  return new URLSearchParams(usePageLocation()?.search ?? '').get('sent') === name
}

/** `defaults` with the texts a post without a script carried, as typed. */
export function postedValues<V extends Record<string, unknown>>(posted: PostedForm | null, defaults: V): V {
  const values: Record<string, unknown> = { ...defaults }
  for (const name of Object.keys(defaults)) {
    const value = posted?.values[name]
    if (typeof value === 'string' && typeof defaults[name] === 'string') values[name] = value
  }
  return values as V
}

/**
 * The refusal of a post without a script, put under the form's fields in its first render (on the server
 * and while hydrating), through the one mapping of server errors; true when it named a field.
 */
export function usePostedFieldErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V>, 'getValues' | 'setError'>,
  error: ApiError | null,
  translate?: TranslateCode,
): boolean {
  const [named] = useState(() =>
    error ? applyServerErrors(error, form.setError, { getValues: form.getValues, translate }).length > 0 : false,
  )
  return named
}
