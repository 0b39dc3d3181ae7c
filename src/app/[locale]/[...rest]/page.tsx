import type { Metadata } from 'next'

import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { followRedirect } from '@/features/content/redirects.server'
import { notFoundMetadata, PageNotFound } from '@/features/site/components/PageNotFound'
import { localizedHref } from '@/siteMap'

// the answer depends on the redirect table (a cached read): rendered per request
export const dynamic = 'force-dynamic'

type UnknownPageProps = { params: Promise<{ locale: string; rest: string[] }> }

/** Any path no route knows: a real 404 inside the site's layout, in the visitor's language. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  return notFoundMetadata(locale)
}

/** An old address an editor redirected goes on to its new page; anything else is a 404, rendered here (`PageNotFound`). */
export default async function UnknownPage({ params }: UnknownPageProps) {
  const locale = await pageLocale(params)
  const { rest } = await params
  await followRedirect(localizedHref(locale, `/${rest.join('/')}`))
  return <PageNotFound locale={locale} />
}
