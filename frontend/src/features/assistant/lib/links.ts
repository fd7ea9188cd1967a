/**
 * The links in an assistant reply: pages of this site (opened inside the app) and WhatsApp chats.
 * Any other address stays plain text, so a reply can never point the visitor somewhere else.
 */
export type ReplyPart = { text: string } | { text: string; href: string; internal: boolean }

const URL = /https?:\/\/[^\s<>"]+/g
const TRAILING = /[.,;:!?)»"']+$/
const WHATSAPP = 'https://wa.me/'

export function replyParts(message: string, origin: string): ReplyPart[] {
  const parts: ReplyPart[] = []
  let last = 0
  for (const match of message.matchAll(URL)) {
    const address = match[0].replace(TRAILING, '')
    const start = match.index
    let href: string | null = null
    let internal = false
    if (address.startsWith(`${origin}/`)) {
      href = address.slice(origin.length)
      internal = true
    } else if (address.startsWith(WHATSAPP)) {
      href = address
    }
    if (href === null) continue
    if (start > last) parts.push({ text: message.slice(last, start) })
    parts.push({ text: address, href, internal })
    last = start + address.length
  }
  if (last < message.length) parts.push({ text: message.slice(last) })
  return parts
}
