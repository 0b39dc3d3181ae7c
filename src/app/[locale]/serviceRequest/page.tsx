import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { Breadcrumb } from '@/ui/Breadcrumb'
import { readingColumn } from '@/ui/layout'
import { getSiteNames } from '@/features/content/content.server'
import { currentMember } from '@/features/members/currentMember.server'
import { type MemberPageProps, memberPageMetadata } from '@/features/members/components/memberPage'
import { serviceRequestRuleValues } from '@/features/serviceRequests/requestRules'
import {
  memberDetails,
  productGroups,
  serviceFileText,
  serviceRequestMessagePaths,
} from '@/features/serviceRequests/components/serviceRequestPage.server'
import { preselectedProduct } from '@/features/serviceRequests/components/productLinks'
import { ServiceRequestForm } from '@/features/serviceRequests/components/ServiceRequestForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import { HydrateOnUsePart } from '@/ui/apart.server'
import { pageLocale } from '@/i18n/pageLocale'
import { localizedHref, pages } from '@/siteMap'

// A member's request is prefilled from the session cookie: rendered per request, never shared or indexed.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'serviceRequest')

/** /serviceRequest: a repair, maintenance or upgrade request, answered in place with its RMA number. */
export default async function ServiceRequestPage({ params, searchParams }: MemberPageProps) {
  const locale = await pageLocale(params)
  const [t, names, member, groups, fileText] = await Promise.all([
    getTranslations({ locale, namespace: 'serviceRequest.form' }),
    getSiteNames(),
    currentMember(),
    productGroups(locale),
    serviceFileText(locale),
  ])
  const product = preselectedProduct((await searchParams).product)

  return (
    <div className={`${readingColumn} py-10`}>
      <Breadcrumb locale={locale} names={names} path={pages.serviceRequest.path} className="text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand">{names.pages.serviceRequest[locale]}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>
      <p className="mt-2 mb-8 text-sm">
        <Link
          href={localizedHref(locale, pages.serviceRequestTrack.path)}
          className="font-medium text-brand underline-offset-2 hover:underline"
        >
          {t('trackLink')}
        </Link>
      </p>
      <ClientMessages paths={serviceRequestMessagePaths}>
        {/* the form answers a person only: hydrated at the page's first use (decision 050) */}
        <HydrateOnUsePart>
          <ServiceRequestForm
            locale={locale}
            productGroups={groups}
            member={memberDetails(member)}
            product={product}
            fileText={fileText}
            ruleValues={serviceRequestRuleValues}
          />
        </HydrateOnUsePart>
      </ClientMessages>
    </div>
  )
}
