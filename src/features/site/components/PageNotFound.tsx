import type { Metadata } from 'next'
import type { ReactNode } from 'react'
import { getTranslations } from 'next-intl/server'

import { NOT_FOUND_META } from '@/runtime/pageStatus.mjs'
import { ButtonLink } from '@/ui/ButtonLink'
import { container } from '@/ui/layout'
import { type Locale, localizedHref, pages } from '@/siteMap'

/**
 * A page's answer when there is nothing at its address: rendered by the page itself, in the site's
 * layout and on the server, and sent with 404 (its head's mark: src/runtime/pageStatus.mjs). Next's
 * `notFound()` would send an empty document for the browser's script to fill.
 */
export function NotFoundAnswer({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <div className={`${container} flex flex-col items-start gap-6 py-24`}>
      <meta name={NOT_FOUND_META.name} content={NOT_FOUND_META.content} />
      <p className="text-6xl font-bold text-accent-strong" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold text-brand">{title}</h1>
      <p className="text-slate-700">{text}</p>
      {action}
    </div>
  )
}

/** The site's 404: the page is not there, in the visitor's language, with a way home. */
export async function PageNotFound({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <NotFoundAnswer
      title={t('title')}
      text={t('text')}
      action={<ButtonLink href={localizedHref(locale, pages.home.path)}>{t('home')}</ButtonLink>}
    />
  )
}

/** A page's metadata when it answers with `PageNotFound`: the 404's title, and no index. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}
