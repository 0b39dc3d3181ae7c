'use client'

import { Link } from '@/ui/Link'
import { useRef, useState } from 'react'

import { type Locale, localizedHref } from '@/siteMap'

import { ChevronIcon } from '@/ui/ChevronIcon'
import { holdsPage, type NavItem } from './navItems'
import { useSitePath } from '@/ui/useSitePath'

/**
 * The desktop main menu (disclosure navigation): each entry is a link, and an entry with a
 * dropdown has its own toggle button. Hover opens it too; Escape or leaving the entry closes it.
 * A dropdown's links are drawn only while it is open.
 */
export function MainMenu({
  items,
  locale,
  label,
  submenuLabel,
}: {
  items: NavItem[]
  locale: Locale
  label: string
  submenuLabel: string
}) {
  const pathname = useSitePath()
  const [open, setOpen] = useState<number | null>(null)
  const toggles = useRef<(HTMLButtonElement | null)[]>([])

  return (
    <nav aria-label={label} className="hidden h-full md:block">
      <ul className="flex h-full items-stretch">
        {items.map((item, index) => {
          const isOpen = open === index
          const submenuId = `main-submenu-${index}`
          return (
            <li
              key={item.title}
              className="relative flex items-center"
              onMouseEnter={() => item.children && setOpen(index)}
              onMouseLeave={() => setOpen((current) => (current === index ? null : current))}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget)) setOpen((current) => (current === index ? null : current))
              }}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && isOpen) {
                  setOpen(null)
                  toggles.current[index]?.focus()
                }
              }}
            >
              <Link
                href={item.path ? localizedHref(locale, item.path) : '#'}
                aria-current={item.path === pathname ? 'page' : undefined}
                className={holdsPage(item, pathname) ? 'main-menu-link main-menu-link-current' : 'main-menu-link'}
                onClick={() => setOpen(null)}
              >
                {item.title}
              </Link>
              {item.children && (
                <>
                  <button
                    type="button"
                    ref={(element) => {
                      toggles.current[index] = element
                    }}
                    aria-expanded={isOpen}
                    aria-controls={submenuId}
                    aria-label={submenuLabel.replace('{title}', item.title)}
                    onClick={() => setOpen(isOpen ? null : index)}
                    className="-ml-2 mr-1 rounded p-1 text-slate-600 hover:text-brand"
                  >
                    <ChevronIcon open={isOpen} />
                  </button>
                  {/* drawn when opened, as the phone menu is: each page's HTML and hydration would otherwise carry
                      every dropdown (about 40 elements); each of their pages is linked from its section's page,
                      the footer or both, and listed in the sitemap */}
                  <div id={submenuId} hidden={!isOpen} className="main-submenu">
                    {isOpen && <SubmenuList items={item.children} locale={locale} pathname={pathname} onChoose={() => setOpen(null)} />}
                  </div>
                </>
              )}
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** A dropdown's entries (styled by `.main-submenu` in components.css): links, and group titles over their links. */
function SubmenuList({ items, locale, pathname, onChoose }: { items: NavItem[]; locale: Locale; pathname: string; onChoose: () => void }) {
  return (
    <ul>
      {items.map((child) => (
        <li key={child.title}>
          {child.path ? (
            <Link href={localizedHref(locale, child.path)} aria-current={child.path === pathname ? 'page' : undefined} onClick={onChoose}>
              {child.title}
            </Link>
          ) : (
            <span>{child.title}</span>
          )}
          {child.children && (
            <div className="pl-3">
              <SubmenuList items={child.children} locale={locale} pathname={pathname} onChoose={onChoose} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
