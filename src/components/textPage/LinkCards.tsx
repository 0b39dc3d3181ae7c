import { Link } from '@/ui/Link'

import { getSiteNames } from '@/features/content/content.server'
import { type Locale, localizedHref, type PageKey, pages } from '@/siteMap'

/** Cards leading to related pages, titled with the pages' names. */
export async function LinkCards({ locale, to, heading }: { locale: Locale; to: PageKey[]; heading: string }) {
  const names = await getSiteNames()
  return (
    <nav aria-label={heading} className="mt-12">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {to.map((key) => (
          <li key={key}>
            <Link
              href={localizedHref(locale, pages[key].path)}
              className="group flex h-full items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 p-5 font-medium text-slate-900 hover:border-brand hover:bg-brand-light hover:text-brand"
            >
              {names.pages[key][locale]}
              <span
                aria-hidden="true"
                className="text-accent-strong transition-transform group-hover:translate-x-1 motion-reduce:transition-none"
              >
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
