import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/ui/Breadcrumb'
import { readingColumn } from '@/ui/layout'
import { getSiteNames } from '@/features/content/content.server'
import { currentMember } from '@/features/members/currentMember.server'
import { type MemberPageProps, memberPageMetadata } from '@/features/members/components/memberPage'
import { serviceRequestMessagePaths } from '@/features/serviceRequests/components/serviceRequestPage.server'
import { TrackRequests } from '@/features/serviceRequests/components/TrackRequests'
import { ClientMessages } from '@/i18n/ClientMessages'
import { pageLocale } from '@/i18n/pageLocale'
import { localizedHref, pages } from '@/siteMap'

// What a request shows belongs to its customer: rendered per request, never shared or indexed.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'serviceRequestTrack')

/** /serviceRequest/track: a request's progress from its RMA number and mobile, or a member's own requests. */
export default async function ServiceRequestTrackPage({ params, searchParams }: MemberPageProps) {
  const locale = await pageLocale(params)
  const [t, names, member] = await Promise.all([
    getTranslations({ locale, namespace: 'serviceRequest.links' }),
    getSiteNames(),
    currentMember(),
  ])
  const query = (await searchParams).rma
  const rma = (Array.isArray(query) ? query[0] : query)?.slice(0, 40) ?? ''

  return (
    <div className={`${readingColumn} py-10`}>
      <Breadcrumb locale={locale} names={names} path={pages.serviceRequestTrack.path} className="text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand">{names.pages.serviceRequestTrack[locale]}</h1>
      <p className="mt-2 mb-8 text-sm">
        <Link href={localizedHref(locale, pages.serviceRequest.path)} className="font-medium text-brand underline-offset-2 hover:underline">
          {t('request')}
        </Link>
      </p>
      <ClientMessages paths={serviceRequestMessagePaths}>
        <TrackRequests member={member !== null} rma={rma} />
      </ClientMessages>
    </div>
  )
}
