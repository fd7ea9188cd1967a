import { useState, type KeyboardEvent } from 'react'
import { Plus, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { Button, Input, Label } from '@/components/ui'

export interface ListEditorProps {
  label: string
  items: string[]
  onChange: (items: string[]) => void
  placeholder?: string
  addLabel: string
  maxItems?: number
  maxLength?: number
  disabled?: boolean
  id: string
  /** The language the items are written in (the listing's source language). */
  lang?: string
}

/** A list of short texts (amenities, what's included): add with Enter or the button, remove each. */
export function ListEditor({
  label,
  items,
  onChange,
  placeholder,
  addLabel,
  maxItems = 30,
  maxLength = 100,
  disabled = false,
  id,
  lang,
}: ListEditorProps) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState('')
  const full = items.length >= maxItems

  function add() {
    const value = draft.trim()
    if (!value || full) return
    if (!items.some((item) => item.toLowerCase() === value.toLowerCase())) onChange([...items, value])
    setDraft('')
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault()
      add()
    }
  }

  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {items.length > 0 ? (
        <ul className="flex flex-wrap gap-2" lang={lang}>
          {items.map((item, index) => (
            <li
              key={`${item}-${index}`}
              className="inline-flex items-center gap-1 rounded-full border border-ocean-200 bg-ocean-50 py-1 pr-1 pl-3 text-sm text-ocean-900"
            >
              {item}
              <button
                type="button"
                className="rounded-full p-1 text-ocean-700 hover:bg-ocean-100 disabled:opacity-50"
                aria-label={t('ownerDashboard.listEditor.remove', { item })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
                disabled={disabled}
              >
                <X className="h-3.5 w-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{t('ownerDashboard.listEditor.empty')}</p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          lang={lang}
          value={draft}
          maxLength={maxLength}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          disabled={disabled || full}
        />
        <Button variant="secondary" onClick={add} disabled={disabled || full || !draft.trim()} className="sm:shrink-0">
          <Plus className="h-4 w-4" aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </div>
  )
}
