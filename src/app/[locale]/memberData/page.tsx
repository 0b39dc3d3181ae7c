import { getTranslations } from 'next-intl/server'
import { redirect } from 'next/navigation'

import { beijingTime } from '@/lib/beijingTime'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { readingColumn } from '@/ui/layout'
import { CancelAccountForm } from '@/features/members/components/CancelAccountForm'
import { EmptyNote, MemberSection, MemberTable } from '@/features/members/components/MemberSection'
import { type MemberPageProps, memberPageMetadata } from '@/features/members/components/memberPage'
import { currentMember } from '@/features/members/currentMember.server'
import { readMemberData } from '@/features/memberData/dataRights'
import { serviceStatusName } from '@/features/serviceRequests/statusNames'
import { ClientMessages } from '@/i18n/ClientMessages'
import { pageLocale } from '@/i18n/pageLocale'
import { getSiteNames } from '@/features/content/content.server'
import { getPayloadClient } from '@/lib/payload'
import { localizedHref, pages } from '@/siteMap'

// The member's own data: read from the session cookie on every request, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'memberData')

/** /memberData: what the site holds about the logged-in member, a copy to download, and cancelling the account. */
export default async function MemberDataPage({ params }: MemberPageProps) {
  const locale = await pageLocale(params)
  const member = await currentMember()
  if (!member) redirect(`${localizedHref(locale, pages.login.path)}?${new URLSearchParams({ redirect: pages.memberData.path })}`)
  const [t, names, data] = await Promise.all([
    getTranslations({ locale, namespace: 'memberData' }),
    getSiteNames(),
    readMemberData(await getPayloadClient(), member),
  ])

  return (
    <div className={`${readingColumn} py-10`}>
      <Breadcrumb locale={locale} names={names} path={pages.memberData.path} className="text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand">{names.pages.memberData[locale]}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      <MemberSection id="member-profile" heading={t('profile.heading')}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" data-testid="member-profile">
          <dt className="text-slate-500">{t('profile.mobile')}</dt>
          <dd>{data.profile.mobile}</dd>
          <dt className="text-slate-500">{t('profile.name')}</dt>
          <dd>{data.profile.fullName}</dd>
          <dt className="text-slate-500">{t('profile.company')}</dt>
          <dd>{data.profile.company}</dd>
          <dt className="text-slate-500">{t('profile.registeredAt')}</dt>
          <dd>{beijingTime(data.profile.registeredAt)}</dd>
        </dl>
      </MemberSection>

      <MemberSection id="member-enquiries" heading={t('enquiries.heading')}>
        {data.enquiries.length === 0 ? (
          <EmptyNote>{t('enquiries.empty')}</EmptyNote>
        ) : (
          <MemberTable columns={[t('enquiries.sentAt'), t('enquiries.topic'), t('enquiries.content')]}>
            {data.enquiries.map((enquiry) => (
              <tr key={enquiry.sentAt}>
                <td className="whitespace-nowrap">{beijingTime(enquiry.sentAt)}</td>
                <td>{enquiry.topic}</td>
                <td className="break-words whitespace-pre-line">{enquiry.content}</td>
              </tr>
            ))}
          </MemberTable>
        )}
        <p className="mt-2 text-xs text-slate-500">{t('enquiries.note')}</p>
      </MemberSection>

      <MemberSection id="member-service-requests" heading={t('serviceRequests.heading')}>
        {data.serviceRequests.length === 0 ? (
          <EmptyNote>{t('serviceRequests.empty')}</EmptyNote>
        ) : (
          <MemberTable
            columns={[
              t('serviceRequests.sentAt'),
              t('serviceRequests.rma'),
              t('serviceRequests.contact'),
              t('serviceRequests.returnAddress'),
            ]}
          >
            {data.serviceRequests.map((request) => (
              <tr key={request.rma}>
                <td className="whitespace-nowrap">{beijingTime(request.sentAt)}</td>
                <td className="whitespace-nowrap">
                  {request.rma}
                  <br />
                  {serviceStatusName(request.status, locale)}
                </td>
                <td className="break-words">
                  {[request.contactName, request.company, request.mobile, request.email].filter(Boolean).join(' · ')}
                  <br />
                  {t('serviceRequests.declarant')}: {request.declarantName}
                  {request.files ? (
                    <>
                      <br />
                      {t('serviceRequests.files')}: {request.files}
                    </>
                  ) : null}
                  {request.ip ? (
                    <>
                      <br />
                      {t('serviceRequests.ip')}: {request.ip}
                    </>
                  ) : null}
                </td>
                <td className="break-words whitespace-pre-line">{request.returnAddress}</td>
              </tr>
            ))}
          </MemberTable>
        )}
      </MemberSection>

      <MemberSection id="member-downloads" heading={t('downloads.heading')}>
        {data.downloads.length === 0 ? (
          <EmptyNote>{t('downloads.empty')}</EmptyNote>
        ) : (
          <MemberTable columns={[t('downloads.at'), t('downloads.item')]}>
            {data.downloads.map((row, index) => (
              <tr key={index}>
                <td className="whitespace-nowrap">{beijingTime(row.at)}</td>
                <td>{row.item}</td>
              </tr>
            ))}
          </MemberTable>
        )}
      </MemberSection>

      <MemberSection id="member-export" heading={t('export.heading')}>
        <p className="text-sm text-slate-600">{t('export.text')}</p>
        {/* a plain link: the browser saves the file the server names (GET /api/member/data, the session cookie) */}
        <a href="/api/member/data" download className="mt-3 inline-block font-medium text-brand underline underline-offset-2">
          {t('export.link')}
        </a>
      </MemberSection>

      <section aria-labelledby="member-cancel" className="mt-10 rounded-lg border border-red-200 bg-red-50/50 p-5">
        <h2 id="member-cancel" className="mb-2 text-xl font-bold text-red-800">
          {t('cancel.heading')}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{t('cancel.text')}</p>
        <ClientMessages paths={['member', 'memberData.cancel']}>
          <CancelAccountForm mobile={data.profile.mobile} />
        </ClientMessages>
      </section>
    </div>
  )
}
