'use client'

import { Link } from '@/ui/Link'
import type React from 'react'
import { useRef, useState } from 'react'

import { type Locale, localizedHref } from '@/siteMap'

import { ChevronIcon } from '@/ui/ChevronIcon'
import type { NavItem } from './navItems'
import { useSitePath } from '@/ui/useSitePath'

export interface MobileMenuText {
  open: string
  close: string
  label: string
  submenu: string
}

/**
 * The phone's hamburger menu: the main entries, each submenu toggling on its own, then whatever the
 * header passes in (search, top links, member entry, languages). Escape closes it.
 */
export function MobileMenu({
  items,
  locale,
  text,
  children,
}: {
  items: NavItem[]
  locale: Locale
  text: MobileMenuText
  children?: React.ReactNode
}) {
  const pathname = useSitePath()
  // open on the page where it was opened: a navigation closes it
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null)
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const button = useRef<HTMLButtonElement>(null)

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(key)) next.delete(key)
      else next.add(key)
      return next
    })

  const renderItems = (list: NavItem[], parentKey: string, depth: number): React.ReactNode => (
    <ul className={depth > 0 ? 'border-l border-slate-200 pl-3' : 'divide-y divide-slate-200'}>
      {list.map((item, index) => {
        const key = `${parentKey}-${index}`
        const isExpanded = expanded.has(key)
        const submenuId = `mobile-submenu${key}`
        return (
          <li key={key}>
            <div className="flex items-center justify-between">
              {item.path ? (
                <Link
                  href={localizedHref(locale, item.path)}
                  aria-current={item.path === pathname ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  className={`flex-1 py-3 ${depth === 0 ? 'font-medium text-slate-900' : 'text-sm text-slate-700'} aria-[current=page]:text-brand`}
                >
                  {item.title}
                </Link>
              ) : (
                <span className="flex-1 py-3 text-sm text-slate-700">{item.title}</span>
              )}
              {item.children && (
                <button
                  type="button"
                  aria-expanded={isExpanded}
                  aria-controls={submenuId}
                  aria-label={text.submenu.replace('{title}', item.title)}
                  onClick={() => toggle(key)}
                  className="rounded p-3 text-slate-600"
                >
                  <ChevronIcon open={isExpanded} />
                </button>
              )}
            </div>
            {item.children && (
              <div id={submenuId} hidden={!isExpanded} className="pb-2">
                {renderItems(item.children, key, depth + 1)}
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )

  return (
    <div
      className="md:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false)
          button.current?.focus()
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={open ? text.close : text.open}
        onClick={() => setOpen(!open)}
        className="rounded p-2 text-brand"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-slate-200 bg-white px-4 pb-6 shadow-lg"
      >
        {/* drawn when opened: every page's HTML would otherwise carry the whole menu a second time */}
        {open && (
          <>
            <nav aria-label={text.label}>{renderItems(items, '', 0)}</nav>
            {children}
          </>
        )}
      </div>
    </div>
  )
}
