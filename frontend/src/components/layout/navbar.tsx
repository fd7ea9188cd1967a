import { useEffect, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Menu, X } from 'lucide-react'
import { useTranslation } from '@/i18n/react'
import { buttonClasses } from '@/components/ui/button'
import { stripLanguage, useLocalizedPath } from '@/i18n/routing'
import { landingPages, paths } from '@/lib/config/paths'
import { cn } from '@/lib/ui/cn'
import { LanguageSelector } from './language-selector'
import { Logo } from './logo'

// Each item stands for a section of the site: every route of the section highlights it (a
// package and the list's landing pages belong to the camps).
const links = [
  { to: paths.home, key: 'home', section: [] },
  {
    to: paths.surfCamps,
    key: 'surfCamps',
    section: [paths.surfCamps, ...landingPages.map((page) => paths[page]), '/packages'],
  },
  { to: paths.joinPartner, key: 'pricing', section: [paths.joinPartner] },
  { to: paths.about, key: 'about', section: [paths.about] },
  { to: paths.blog, key: 'blog', section: [paths.blog] },
  { to: paths.contact, key: 'contact', section: [paths.contact] },
] as const

/** The navigation item whose section holds `pathname` (with or without the language prefix). */
function activeNavItem(pathname: string): (typeof links)[number]['key'] | undefined {
  const path = stripLanguage(pathname).replace(/(.)\/+$/, '$1')
  if (path === paths.home) return 'home'
  return links.find((link) => link.section.some((root: string) => path === root || path.startsWith(`${root}/`)))?.key
}

/** The mobile menu's id: one navbar per page, and a fixed name the stylesheet opens it by without the script. */
const MENU_ID = 'site-menu'
const MENU_BUTTON =
  'inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 xl:hidden'

export function Navbar() {
  const { t } = useTranslation()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  // A language switch goes to the page's URL in that language, which closes the menu like any navigation.
  const place = location.pathname
  const [closedAt, setClosedAt] = useState(place)
  const active = activeNavItem(location.pathname)

  // Close the mobile menu after navigating or switching language (state derived, no effect needed).
  if (closedAt !== place) {
    setClosedAt(place)
    if (open) setOpen(false)
  }

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <header className="sticky top-0 z-40 border-b border-sand-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <nav
        aria-label={t('nav.mainNavigation')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8"
      >
        <Logo />
        <NavLinks
          active={active}
          className="hidden items-center gap-0.5 xl:flex"
          linkClassName="rounded-full px-2.5 py-2 text-sm font-semibold whitespace-nowrap transition-colors"
          idle="text-slate-700 hover:text-ocean-700"
        />
        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSelector />
          <CallsToAction size="sm" className="whitespace-nowrap" />
        </div>
        {/* Without the script the menu opens as the page's #site-menu (src/index.css), through a link. */}
        <noscript>
          <a href={`#${MENU_ID}`} aria-label={t('nav.openMenu')} className={MENU_BUTTON}>
            <Menu className="h-6 w-6" aria-hidden="true" />
          </a>
        </noscript>
        <button
          type="button"
          className={cn(MENU_BUTTON, 'needs-script')}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X className="h-6 w-6" aria-hidden="true" /> : <Menu className="h-6 w-6" aria-hidden="true" />}
        </button>
      </nav>
      <div id={MENU_ID} hidden={!open} className="border-t border-sand-200 bg-white xl:hidden">
        <NavLinks
          active={active}
          className="mx-auto max-w-7xl space-y-1 px-4 py-3 sm:px-6"
          linkClassName="block rounded-xl px-3 py-3 text-base font-semibold"
          idle="text-slate-700 hover:bg-slate-50"
        />
        <div className="mx-auto flex max-w-7xl flex-col gap-3 border-t border-sand-100 px-4 py-4 sm:px-6">
          <LanguageSelector className="self-start" />
          <CallsToAction size="md" className="w-full" />
        </div>
      </div>
    </header>
  )
}

/** The site's sections, the one being read marked (the bar's row on wide screens, the menu's list on narrow). */
function NavLinks({
  active,
  className,
  linkClassName,
  idle,
}: {
  active: ReturnType<typeof activeNavItem>
  className: string
  linkClassName: string
  idle: string
}) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.key}>
          <Link
            to={lp(link.to)}
            aria-current={active === link.key ? 'page' : undefined}
            className={cn(linkClassName, active === link.key ? 'bg-ocean-50 text-ocean-800' : idle)}
          >
            {t(`nav.${link.key}`)}
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** "Become a partner" and "Book now". */
function CallsToAction({ size, className }: { size: 'sm' | 'md'; className: string }) {
  const { t } = useTranslation()
  const lp = useLocalizedPath()
  return (
    <>
      <Link to={lp(paths.partnerSignup)} className={buttonClasses('accent', size, className)}>
        {t('nav.becomePartner')}
      </Link>
      <Link to={lp(paths.surfCamps)} className={buttonClasses('primary', size, className)}>
        {t('nav.bookNow')}
      </Link>
    </>
  )
}
