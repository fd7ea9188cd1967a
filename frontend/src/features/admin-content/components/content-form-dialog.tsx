import { useWatch } from 'react-hook-form'
import { useTranslation } from '@/i18n/react'
import type { AdminContent } from '@/api/types'
import { useAdminToast } from '@/components/admin/use-admin-toast'
import { useErrorMessages } from '@/lib/errors/use-error-message'
import { Dialog, Field, Input, Select, Textarea } from '@/components/ui'
import { setServerFieldErrors } from '@/lib/forms/server-errors'
import { errorTextOf, useZodForm } from '@/lib/forms/zod-form'
import { useSaveContent } from '../api/save-content'
import {
  CONTENT_LANGUAGES,
  CONTENT_TYPES,
  SECTIONS,
  blankContent,
  contentFormSchema,
  contentToForm,
  formToBody,
  type ContentFormValues,
} from './content-form'
import { CancelSubmit } from '@/components/ui/cancel-submit'

export function ContentForm({ row, onClose }: { row: AdminContent | null; onClose: () => void }) {
  const { t } = useTranslation()
  const toast = useAdminToast()
  const save = useSaveContent()
  const { fieldMessage: errorText } = useErrorMessages('admin')
  const form = useZodForm(contentFormSchema, row ? contentToForm(row) : blankContent)
  const { register } = form
  // The server parses JSON content too; its refusal of the content says so in its own words.
  const errorOf = errorTextOf(form.formState.errors, (code, field) =>
    field === 'content' && code === 'invalid_json' ? t('adminContent.invalidJsonContent') : errorText(code),
  )
  const contentType = useWatch({ control: form.control, name: 'contentType' })

  function submit(values: ContentFormValues) {
    save.mutate(
      { id: row?.id ?? null, body: formToBody(values) },
      {
        onSuccess: () => {
          toast.success(t(row ? 'adminContent.updated' : 'adminContent.created'))
          onClose()
        },
        onError: (error) => {
          setServerFieldErrors(error, form)
          toast.failure(t('adminContent.saveFailed'))
        },
      },
    )
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t('adminContent.fields.section')} required error={errorOf('sectionKey')}>
          {(props) => (
            <Select
              {...props}
              {...register('sectionKey')}
              options={SECTIONS.map((key) => ({ value: key, label: t(`adminContent.sections.${key}`) }))}
            />
          )}
        </Field>
        <Field label={t('adminContent.fields.type')}>
          {(props) => (
            <Select
              {...props}
              {...register('contentType')}
              options={CONTENT_TYPES.map((type) => ({ value: type, label: t(`adminContent.types.${type}`) }))}
            />
          )}
        </Field>
        <Field label={t('adminContent.fields.language')}>
          {(props) => (
            <Select
              {...props}
              {...register('language')}
              options={CONTENT_LANGUAGES.map((lang) => ({ value: lang, label: t(`adminCommon.languages.${lang}`) }))}
            />
          )}
        </Field>
      </div>
      <Field label={t('adminContent.fields.title')} optional error={errorOf('title')}>
        {(props) => <Input {...props} {...register('title')} maxLength={300} />}
      </Field>
      <Field
        label={t('adminContent.fields.content')}
        required
        error={errorOf('content')}
        hint={contentType === 'html' ? t('adminContent.fields.contentHintHtml') : undefined}
      >
        {(props) => (
          <Textarea
            {...props}
            {...register('content')}
            rows={6}
            className={contentType === 'text' || contentType === 'markdown' ? undefined : 'font-mono text-xs'}
          />
        )}
      </Field>
      <Field
        label={t('adminContent.fields.metadata')}
        optional
        hint={t('adminContent.fields.metadataHint')}
        error={errorOf('meta')}
      >
        {(props) => (
          <Textarea {...props} {...register('meta')} rows={3} className="font-mono text-xs" spellCheck={false} />
        )}
      </Field>
      <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <input type="checkbox" {...register('isActive')} className="h-4 w-4 rounded border-slate-300" />
        {t('adminContent.fields.active')}
      </label>
      <CancelSubmit
        submitLabel={t('adminContent.save')}
        onCancel={onClose}
        pending={save.isPending}
        row
        className="border-t border-slate-100 pt-4"
      />
    </form>
  )
}

export function ContentFormDialog({
  open,
  row,
  onClose,
}: {
  open: boolean
  row: AdminContent | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  if (!open) return null
  return (
    <Dialog open size="lg" onClose={onClose} title={row ? t('adminContent.editTitle') : t('adminContent.createTitle')}>
      <ContentForm key={row?.id ?? 'new'} row={row} onClose={onClose} />
    </Dialog>
  )
}
