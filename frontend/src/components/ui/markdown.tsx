import type { ReactNode } from 'react'
import MarkdownToJsx, { RuleType, type MarkdownToJSX } from 'markdown-to-jsx'
import { Link } from 'react-router'
import { useLocalizedPath } from '@/i18n/routing'
import { cn } from '@/lib/ui/cn'

// Typography for rendered Markdown, scoped to this component (no global prose stylesheet).
const PROSE = [
  'text-base leading-relaxed text-slate-700',
  '[&_p]:my-4 [&_ul]:my-4 [&_ol]:my-4 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-ocean-700 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-ocean-900',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-ocean-300 [&_blockquote]:pl-4 [&_blockquote]:italic',
  '[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border-b-2 [&_th]:border-sand-300 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_td]:border-b [&_td]:border-sand-200 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_code]:rounded [&_code]:bg-sand-100 [&_code]:px-1 [&_code]:text-sm',
  '[&_hr]:my-8 [&_hr]:border-sand-200',
].join(' ')

/** A link of the text: in-site ones stay in the SPA and the current language, others open a new tab. */
function TextLink({ href, children }: { href?: string; children?: ReactNode }) {
  const lp = useLocalizedPath()
  if (href && href.startsWith('/') && !href.startsWith('//')) return <Link to={lp(href)}>{children}</Link>
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

function ScrollingTable({ children }: { children?: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table>{children}</table>
    </div>
  )
}

const RAW_HTML: string[] = [RuleType.htmlBlock, RuleType.htmlSelfClosing, RuleType.htmlComment]

const OPTIONS: MarkdownToJSX.Options = {
  forceBlock: true,
  overrides: { h1: { component: 'h2' as const }, a: { component: TextLink }, table: { component: ScrollingTable } },
  // Raw HTML in a text is dropped, not rendered.
  renderRule: (next, node) => (RAW_HTML.includes(node.type) ? null : next()),
}

/**
 * Renders Markdown written by our team (blog posts, CMS texts) safely: raw HTML is dropped, unsafe
 * link protocols are removed by markdown-to-jsx's URL filter, headings start at h2 because the page
 * owns its h1, and in-site links stay in the SPA and the current language. markdown-to-jsx (7 KB)
 * rather than react-markdown with remark-gfm (49 KB gzip on the blog's first route): GitHub tables,
 * lists and links are all our texts use.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={cn(PROSE, className)}>
      <MarkdownToJsx options={OPTIONS}>{children}</MarkdownToJsx>
    </div>
  )
}
