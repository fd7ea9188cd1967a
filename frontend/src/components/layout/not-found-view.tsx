import type { ReactNode } from 'react'
import { SearchX } from 'lucide-react'

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
    <div
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-20"
      data-testid="not-found"
    >
      <span className="flex h-14 w-14 items-center justify-center rounded-2xl bg-sand-100 text-sunset-600">
        <SearchX className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-balance text-slate-900">{title}</h1>
      {text ? <p className="mt-3 text-slate-600">{text}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </div>
  )
}
