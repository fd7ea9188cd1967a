import { useTranslation } from '@/i18n/react'
import { LANGUAGES, type Language } from '@/i18n/languages'
import { useSwitchLanguage } from '@/i18n/routing'
import { cn } from '@/lib/ui/cn'

/**
 * EN / FR / DE segmented control. On the public site it switches the page's language (the default);
 * an area that keeps the language elsewhere (a signed-in person's account) passes `value` and `onSelect`.
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
        return (
          <button
            key={language}
            type="button"
            lang={language}
            title={t(`language.${language}`)}
            aria-pressed={active}
            onClick={() => {
              if (!active) select(language)
            }}
            className={cn(
              'min-w-9 rounded-full px-2 py-1.5 text-xs font-bold tracking-wide uppercase transition-colors',
              active
                ? 'bg-ocean-700 text-white shadow-sm'
                : tone === 'light'
                  ? 'text-slate-600 hover:text-ocean-800'
                  : 'text-white/80 hover:text-white',
            )}
          >
            {language.toUpperCase()}
          </button>
        )
      })}
    </div>
  )
}
