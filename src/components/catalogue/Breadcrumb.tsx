import { getTranslations } from 'next-intl/server'

import type { Crumb } from './trails'

/** The trail from home to this page; the last crumb is the page itself. */
export async function Breadcrumb({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('catalogue')
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.href} className="hover:text-brand hover:underline">
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
