'use client'

import Link from 'next/link'
import { useRef, useState } from 'react'

import { ChevronIcon } from './ChevronIcon'
import { holdsPage, type NavItem } from './navItems'
import { useSitePath } from './useSitePath'

/**
 * The desktop main menu (disclosure navigation): each entry is a link, and an entry with a
 * dropdown has its own toggle button. Hover opens it too; Escape or leaving the entry closes it.
 */
export function MainMenu({ items, label, submenuLabel }: { items: NavItem[]; label: string; submenuLabel: string }) {
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
                href={item.href ?? '#'}
                aria-current={item.path === pathname ? 'page' : undefined}
                className={`flex h-full items-center border-b-2 px-2 font-medium whitespace-nowrap lg:px-4 ${holdsPage(item, pathname) ? 'border-accent text-brand' : 'border-transparent text-slate-800 hover:text-brand'}`}
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
                  <div
                    id={submenuId}
                    hidden={!isOpen}
                    className="absolute left-0 top-full z-50 min-w-60 border-t-2 border-accent bg-white py-2 shadow-lg"
                  >
                    <SubmenuList items={item.children} pathname={pathname} onChoose={() => setOpen(null)} />
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

function SubmenuList({ items, pathname, onChoose }: { items: NavItem[]; pathname: string; onChoose: () => void }) {
  return (
    <ul>
      {items.map((child) => (
        <li key={child.title}>
          {child.href ? (
            <Link
              href={child.href}
              aria-current={child.path === pathname ? 'page' : undefined}
              onClick={onChoose}
              className="block px-4 py-2 text-sm whitespace-nowrap text-slate-700 hover:bg-brand-light hover:text-brand aria-[current=page]:font-semibold aria-[current=page]:text-brand"
            >
              {child.title}
            </Link>
          ) : (
            <span className="block px-4 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{child.title}</span>
          )}
          {child.children && (
            <div className="pl-3">
              <SubmenuList items={child.children} pathname={pathname} onChoose={onChoose} />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}
