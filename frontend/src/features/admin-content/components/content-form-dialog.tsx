import { useState, type FormEvent } from 'react'
import { useTranslation } from '@/i18n/react'
import { isApiError } from '@/api/errors'
import type { AdminContent } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { Button, Dialog, Field, Input, Select, Textarea } from '@/components/ui'
import { useSaveContent } from '../api/save-content'
import { CONTENT_LANGUAGES, CONTENT_TYPES, SECTIONS, blankContent, contentToForm, formToBody, metaError, type ContentFormValues } from './content-form'

export function ContentForm({ row, onClose }: { row: AdminContent | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const save = useSaveContent()
  const { fieldMessage: errorText } = useErrorMessages('admin')
  const [values, setValues] = useState<ContentFormValues>(() => (row ? contentToForm(row) : blankContent))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = <K extends keyof ContentFormValues>(key: K, value: ContentFormValues[K]) => setValues((v) => ({ ...v, [key]: value }))
  const sections: string[] = [...SECTIONS]
  if (!sections.includes(values.sectionKey)) sections.push(values.sectionKey)

  function submit(event: FormEvent) {
    event.preventDefault()
    const local: Record<string, string> = {}
    if (!values.content.trim()) local.content = errorText('required')
    const meta = metaError(values.meta)
    if (meta) local.meta = errorText(meta)
    if (Object.keys(local).length > 0) {
      setErrors(local)
      return
    }
    setErrors({})
    save.mutate(
      { id: row?.id ?? null, body: formToBody(values) },
      {
        onSuccess: () => {
          toast.success(t(row ? 'adminContent.updated' : 'adminContent.created'))
          onClose()
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 422) {
            setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, code]) => [k, k === 'content' && code === 'invalid_json' ? t('adminContent.invalidJsonContent') : errorText(code)])))
          }
          toast.failure(t('adminContent.saveFailed'))
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('adminContent.fields.section')} required error={errors.sectionKey}>
          {(control) => (
            <Select {...control} value={values.sectionKey} onChange={(e) => set('sectionKey', e.target.value)}>
              {sections.map((key) => (
                <option key={key} value={key}>
                  {t(`adminContent.sections.${key as (typeof SECTIONS)[number]}`, { defaultValue: key })}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('adminContent.fields.type')}>
          {(control) => (
            <Select {...control} value={values.contentType} onChange={(e) => set('contentType', e.target.value as ContentFormValues['contentType'])}>
              {CONTENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`adminContent.types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t('adminContent.fields.language')}>
          {(control) => (
            <Select {...control} value={values.language} onChange={(e) => set('language', e.target.value as ContentFormValues['language'])}>
              {CONTENT_LANGUAGES.map((lang) => (
                <option key={lang} value={lang}>
                  {t(`adminCommon.languages.${lang}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label={t('adminContent.fields.title')} optional error={errors.title}>
        {(control) => <Input {...control} value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={300} />}
      </Field>
      <Field label={t('adminContent.fields.content')} required error={errors.content} hint={values.contentType === 'html' ? t('adminContent.fields.contentHintHtml') : undefined}>
        {(control) => <Textarea {...control} value={values.content} onChange={(e) => set('content', e.target.value)} rows={6} className={values.contentType === 'text' || values.contentType === 'markdown' ? undefined : 'font-mono text-xs'} />}
      </Field>
      <Field label={t('adminContent.fields.metadata')} optional hint={t('adminContent.fields.metadataHint')} error={errors.meta}>
        {(control) => <Textarea {...control} value={values.meta} onChange={(e) => set('meta', e.target.value)} rows={3} className="font-mono text-xs" spellCheck={false} />}
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} className="h-4 w-4 rounded border-slate-300" />
        {t('adminContent.fields.active')}
      </label>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('adminCommon.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('adminContent.save')}
        </Button>
      </div>
    </form>
  )
}

export function ContentFormDialog({ open, row, onClose }: { open: boolean; row: AdminContent | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!open) return null
  return (
    <Dialog open size="lg" onClose={onClose} title={row ? t('adminContent.editTitle') : t('adminContent.createTitle')}>
      <ContentForm key={row?.id ?? 'new'} row={row} onClose={onClose} />
    </Dialog>
  )
}
