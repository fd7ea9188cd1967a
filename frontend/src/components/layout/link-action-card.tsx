import type { ReactNode } from 'react'
import { Alert, Button } from '@/components/ui'
import { AuthCard } from './page-shell'

/** What the card says in each state, in the page's language. */
export interface LinkActionTexts {
  heading: string
  missing: string
  doneTitle: string
  done: string
  invalidTitle: string
  invalid: string
  failed: string
  body: string
  working: string
  confirm: string
}

/**
 * The page a link in an e-mail opens to stop something (the waitlist, the newsletter). The visitor
 * confirms with a button, so mail scanners that open links stop nothing. `action` is the mutation
 * sent with the link's token; `invalid` says the token was refused (or cannot be one).
 */
export function LinkActionCard({
  token,
  action,
  invalid,
  texts,
  missingVariant = 'info',
  footer,
}: {
  token: string
  action: { isSuccess: boolean; isError: boolean; isPending: boolean; mutate: (token: string) => void }
  invalid: boolean
  texts: LinkActionTexts
  missingVariant?: 'info' | 'warning'
  footer: ReactNode
}) {
  let body: ReactNode
  if (!token) body = <Alert variant={missingVariant}>{texts.missing}</Alert>
  else if (action.isSuccess)
    body = (
      <Alert variant="success" title={texts.doneTitle}>
        {texts.done}
      </Alert>
    )
  else if (invalid)
    body = (
      <Alert variant="error" title={texts.invalidTitle}>
        {texts.invalid}
      </Alert>
    )
  else
    body = (
      <div className="space-y-5">
        {action.isError ? <Alert variant="error">{texts.failed}</Alert> : null}
        <p className="text-sm text-slate-600">{texts.body}</p>
        <Button size="lg" className="w-full" loading={action.isPending} onClick={() => action.mutate(token)}>
          {action.isPending ? texts.working : texts.confirm}
        </Button>
      </div>
    )
  return (
    <AuthCard title={texts.heading} footer={footer}>
      {body}
    </AuthCard>
  )
}
