import type { ReactNode } from 'react'
import { SearchX } from 'lucide-react'
import { StatePanel } from './state-panel'

export interface NotFoundViewProps {
  title: string
  text?: string
  /** the ways on: links (they work without the script); a button that needs the script has `needs-script` */
  children: ReactNode
}

/**
 * The site's "not found" page body: an unknown address, a package or a blog post that does not exist.
 * The server answers such a page with 404 and renders this in the URL's language (backend/app/seo).
 */
export function NotFoundView({ title, text, children }: NotFoundViewProps) {
  return (
    <StatePanel icon={SearchX} iconClassName="bg-sand-100 text-sunset-600" title={title} testId="not-found">
      {text ? <p className="mt-3 text-slate-600">{text}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </StatePanel>
  )
}
