import type { AdminContent, AdminContentCreate } from '@/api/types'

export const SECTIONS = ['hero', 'about', 'features', 'testimonials', 'pricing', 'faq', 'footer', 'contact', 'blog', 'promotions'] as const
export type SectionKey = (typeof SECTIONS)[number]
export type ContentType = NonNullable<AdminContentCreate['contentType']>
export const CONTENT_TYPES: ContentType[] = ['text', 'html', 'markdown', 'json']
export type ContentLanguage = NonNullable<AdminContentCreate['language']>
export const CONTENT_LANGUAGES: ContentLanguage[] = ['en', 'fr', 'de']
export const PREVIEW_LENGTH = 100

export interface ContentFormValues {
  sectionKey: string
  title: string
  content: string
  contentType: ContentType
  language: ContentLanguage
  isActive: boolean
  meta: string
}

/** The spec's defaults: type text, language en, active. */
export const blankContent: ContentFormValues = { sectionKey: 'hero', title: '', content: '', contentType: 'text', language: 'en', isActive: true, meta: '' }

export function contentToForm(row: AdminContent): ContentFormValues {
  return {
    sectionKey: row.sectionKey,
    title: row.title ?? '',
    content: row.content,
    contentType: (CONTENT_TYPES as string[]).includes(row.contentType) ? (row.contentType as ContentType) : 'text',
    language: (CONTENT_LANGUAGES as string[]).includes(row.language) ? (row.language as ContentLanguage) : 'en',
    isActive: row.isActive,
    meta: Object.keys(row.meta).length ? JSON.stringify(row.meta, null, 2) : '',
  }
}

/** Metadata must be a JSON object (or empty); invalid JSON is refused, never silently turned into {}. */
export function metaError(text: string): 'invalid_json' | 'not_json_object' | null {
  if (!text.trim()) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return 'invalid_json'
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'not_json_object'
}

/** The first 100 characters of the content, as plain text. */
export function preview(content: string, length = PREVIEW_LENGTH): string {
  const text = content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}

export function formToBody(values: ContentFormValues): AdminContentCreate {
  return {
    sectionKey: values.sectionKey,
    title: values.title,
    content: values.content,
    contentType: values.contentType,
    language: values.language,
    isActive: values.isActive,
    // The text goes to the server as typed; it parses it and answers a field error if it is not an object.
    meta: values.meta.trim() ? values.meta : null,
  }
}
