import { z } from '@/lib/forms/zod'
import { contentLanguageValues, contentSectionValues, contentTypeValues } from '@/api/enums'
import type { AdminContent, AdminContentCreate } from '@/api/types'
import { requiredText } from '@/lib/forms/zod-form'

/** The sections the site reads (the API's enum); a row written before the list was enforced may name another. */
export const SECTIONS = contentSectionValues
export type SectionKey = (typeof SECTIONS)[number]
export type ContentType = NonNullable<AdminContentCreate['contentType']>
export const CONTENT_TYPES = contentTypeValues
export type ContentLanguage = NonNullable<AdminContentCreate['language']>
export const CONTENT_LANGUAGES = contentLanguageValues
export const PREVIEW_LENGTH = 100

export interface ContentFormValues {
  sectionKey: SectionKey
  title: string
  content: string
  contentType: ContentType
  language: ContentLanguage
  isActive: boolean
  meta: string
}

/** The spec's defaults: type text, language en, active. */
export const blankContent: ContentFormValues = {
  sectionKey: 'hero',
  title: '',
  content: '',
  contentType: 'text',
  language: 'en',
  isActive: true,
  meta: '',
}

export function contentToForm(row: AdminContent): ContentFormValues {
  return {
    // An old row's section outside the list must be chosen anew (the server refuses it).
    sectionKey: SECTIONS.find((key) => key === row.sectionKey) ?? 'hero',
    title: row.title ?? '',
    content: row.content,
    contentType: CONTENT_TYPES.find((type) => type === row.contentType) ?? 'text',
    language: CONTENT_LANGUAGES.find((language) => language === row.language) ?? 'en',
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

/** Content is required and metadata must be a JSON object; the server checks the rest. */
export const contentFormSchema: z.ZodType<ContentFormValues, ContentFormValues> = z.object({
  sectionKey: z.enum(SECTIONS),
  title: z.string(),
  content: requiredText,
  contentType: z.enum(CONTENT_TYPES),
  language: z.enum(CONTENT_LANGUAGES),
  isActive: z.boolean(),
  meta: z.string().superRefine((text, ctx) => {
    const code = metaError(text)
    if (code) ctx.addIssue({ code: 'custom', message: code })
  }),
})

/** The first 100 characters of the content, as plain text. */
export function preview(content: string, length = PREVIEW_LENGTH): string {
  const text = content
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
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
