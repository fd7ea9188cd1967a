import { useTranslation } from '@/i18n/react'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { useLanguageHref, useSwitchLanguage } from '@/i18n/routing'
import type { MouseEvent } from 'react'
import { cn } from '@/lib/ui/cn'

/**
 * EN / FR / DE segmented control. On the public site it switches the page's language (the default),
 * as links to the page's address in each language (they work before the script has arrived, and
 * without one); an area that keeps the language elsewhere (a signed-in person's account) passes
 * `value` and `onSelect`, and gets buttons.
 */
export function LanguageSelector({
  className,
  tone = 'light',
  value,
  onSelect,
  label,
}: {
  className?: string
  tone?: 'light' | 'dark'
  value?: Language
  onSelect?: (language: Language) => void
  label?: string
}) {
  const { t, i18n } = useTranslation()
  const switchLanguage = useSwitchLanguage()
  const hrefOf = useLanguageHref()
  const current = value ?? i18n.language
  const select = onSelect ?? switchLanguage
  return (
    <div
      role="group"
      aria-label={label ?? t('language.label')}
      className={cn('inline-flex rounded-full p-0.5', tone === 'light' ? 'bg-slate-100' : 'bg-white/10', className)}
    >
      {LANGUAGES.map((language: Language) => {
        const active = current === language
        const href = onSelect ? null : hrefOf(language)
        const Control = href ? 'a' : 'button'
        return (
          <Control
            key={language}
            {...(href
              ? { href, 'aria-current': active ? 'true' : undefined }
              : { type: 'button', 'aria-pressed': active })}
            lang={language}
            hrefLang={href ? language : undefined}
            title={t(`language.${language}`)}
            onClick={(event: MouseEvent) => {
              // A link opened in a new tab or window is the browser's.
              if (href && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey))
                return
              event.preventDefault()
              if (!active) select(language)
            }}
            className={cn(
              'inline-block min-w-9 rounded-full px-2 py-1.5 text-center text-xs font-bold tracking-wide uppercase transition-colors',
              active
                ? 'bg-ocean-700 text-white shadow-sm'
                : tone === 'light'
                  ? 'text-slate-600 hover:text-ocean-800'
                  : 'text-white/80 hover:text-white',
            )}
          >
            {language.toUpperCase()}
          </Control>
        )
      })}
    </div>
  )
}
