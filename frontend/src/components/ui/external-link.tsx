import type { AnchorHTMLAttributes } from 'react'

/** A link that opens another site (WhatsApp, a map) in a new tab, without handing it this page. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
    </a>
  )
}
