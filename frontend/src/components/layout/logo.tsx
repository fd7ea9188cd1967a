import { Link } from 'react-router'
import { useTranslation } from '@/i18n/react'
import { useLocalizedPath } from '@/i18n/routing'
import { cn } from '@/lib/ui/cn'

/** `compact` shows only the mark on phones (busy headers). */
export function Logo({
  tone = 'dark',
  to = '/',
  compact = false,
}: {
  tone?: 'dark' | 'light'
  to?: string
  compact?: boolean
}) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  return (
    <Link to={lp(to)} className="group inline-flex shrink-0 items-center gap-2 rounded-lg" aria-label={t('brand.name')}>
      <span
        className="flex h-9 w-9 items-center justify-center rounded-xl bg-gradient-to-br from-ocean-500 to-ocean-800 shadow-sm"
        aria-hidden="true"
      >
        <svg viewBox="0 0 32 32" className="h-6 w-6">
          <path
            d="M3 20c4 0 4-3 8-3s4 3 8 3 4-3 8-3"
            stroke="#fff"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
          <path
            d="M3 13c4 0 4-3 8-3s4 3 8 3 4-3 8-3"
            stroke="#fcd34d"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <span
        className={cn(
          'leading-tight',
          tone === 'dark' ? 'text-ocean-900' : 'text-white',
          compact && 'hidden sm:inline',
        )}
      >
        <span
          className="block text-base font-extrabold tracking-tight whitespace-nowrap"
          style={{ fontFamily: 'var(--font-display)' }}
        >
          {t('brand.name')}
        </span>
      </span>
    </Link>
  )
}
