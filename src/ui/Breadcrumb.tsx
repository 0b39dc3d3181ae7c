import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { breadcrumbTrail, type Locale, localizedHref } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

/**
 * Home › menu group › this page, from the site map and the pages' names (`getSiteNames()`);
 * `current` names a page below it that the site map does not list (a news article).
 */
export async function Breadcrumb({
  locale,
  names,
  path,
  current,
  className = '',
}: {
  locale: Locale
  names: SiteNames
  path: string
  current?: string
  className?: string
}) {
  const t = await getTranslations({ locale, namespace: 'shell' })
  const crumbs: { title: string; href?: string }[] = [
    ...breadcrumbTrail(path).map((crumb) => ({ title: nameOf(names, crumb.name)[locale], href: crumb.href })),
    ...(current ? [{ title: current }] : []),
  ]
  return (
    <nav aria-label={t('breadcrumb')} className={`text-sm ${className}`}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={`${index}-${crumb.title}`} className="flex items-center gap-2">
              {index > 0 && <span aria-hidden="true">›</span>}
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
              ) : (
                <Link href={localizedHref(locale, crumb.href)} className="underline-offset-4 hover:underline">
                  {crumb.title}
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
