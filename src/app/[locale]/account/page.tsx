import { getTranslations } from 'next-intl/server'
import { Link } from '@/ui/Link'
import { redirect } from 'next/navigation'

import { DownloadActions } from '@/features/catalogue/components/DownloadActions'
import { DownloadButton } from '@/features/catalogue/components/DownloadButton'
import { downloadButtonText } from '@/features/catalogue/components/downloadButtonText.server'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { readingColumn } from '@/ui/layout'
import { getSiteNames } from '@/features/content/content.server'
import { ChangeMobileForm } from '@/features/members/components/account/ChangeMobileForm'
import { MyServiceRequests } from '@/features/members/components/account/MyServiceRequests'
import { ProfileForm } from '@/features/members/components/account/ProfileForm'
import { EmptyNote, MemberSection, MemberTable } from '@/features/members/components/MemberSection'
import { type MemberPageProps, memberPageMetadata } from '@/features/members/components/memberPage'
import { currentMember } from '@/features/members/currentMember.server'
import { readMemberData } from '@/features/memberData/dataRights'
import { readDownloadHistory } from '@/features/members/downloadHistory'
import { ClientMessages } from '@/i18n/ClientMessages'
import { pageLocale } from '@/i18n/pageLocale'
import { beijingTime } from '@/lib/beijingTime'
import { getPayloadClient } from '@/lib/payload'
import { localizedHref, pages } from '@/siteMap'

// The member's own space: read from the session cookie on every request, never cached.
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'account')

const link = 'font-medium text-brand underline underline-offset-2'

/** /account: the member's profile, service requests, enquiries, downloads and a way to their data rights. */
export default async function AccountPage({ params }: MemberPageProps) {
  const locale = await pageLocale(params)
  const member = await currentMember()
  if (!member) redirect(`${localizedHref(locale, pages.login.path)}?${new URLSearchParams({ redirect: pages.account.path })}`)
  const payload = await getPayloadClient()
  const [t, names, data, downloads, buttonText] = await Promise.all([
    getTranslations({ locale, namespace: 'account' }),
    getSiteNames(),
    readMemberData(payload, member),
    readDownloadHistory(payload, member, locale),
    downloadButtonText(locale),
  ])
  const againText = { ...buttonText, action: t('downloads.again'), actionFor: t.raw('downloads.againFor') as string }

  return (
    <div className={`${readingColumn} py-10`}>
      <Breadcrumb locale={locale} names={names} path={pages.account.path} className="text-slate-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand">{names.pages.account[locale]}</h1>
      <p className="mt-2 text-slate-600">{t('intro')}</p>

      <MemberSection id="account-profile" heading={t('profile.heading')}>
        <ClientMessages paths={['member', 'account.profile', 'account.mobile']}>
          <ProfileForm truename={member.fullName} company={member.company} />
          <h3 className="mt-8 mb-2 text-lg font-semibold text-slate-900">{t('mobile.heading')}</h3>
          <p className="mb-4 text-sm text-slate-700" data-testid="account-mobile-now">
            {t('mobile.current', { mobile: member.mobile })}
          </p>
          <ChangeMobileForm />
        </ClientMessages>
      </MemberSection>

      <MemberSection id="account-service-requests" heading={t('serviceRequests.heading')}>
        <ClientMessages paths={['account.serviceRequests', 'serviceRequest.status']}>
          <MyServiceRequests />
        </ClientMessages>
      </MemberSection>

      <MemberSection id="account-enquiries" heading={t('enquiries.heading')}>
        {data.enquiries.length === 0 ? (
          <EmptyNote>{t('enquiries.empty')}</EmptyNote>
        ) : (
          <ol className="space-y-4" data-testid="account-enquiries">
            {data.enquiries.map((enquiry) => (
              <li key={enquiry.sentAt} className="rounded border border-slate-200 p-4 text-sm">
                <p className="text-slate-500">
                  <span className="sr-only">{t('enquiries.sentAt')} </span>
                  <time dateTime={enquiry.sentAt}>{beijingTime(enquiry.sentAt)}</time>
                </p>
                {enquiry.topic && <p className="mt-1 font-semibold text-slate-900">{enquiry.topic}</p>}
                <p className="mt-1 break-words whitespace-pre-line text-slate-700">{enquiry.content}</p>
                {enquiry.items && (
                  <div className="mt-2">
                    <p className="font-medium text-slate-900">{t('enquiries.items')}</p>
                    <p className="whitespace-pre-line text-slate-700">{enquiry.items}</p>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </MemberSection>

      <MemberSection id="account-downloads" heading={t('downloads.heading')}>
        {downloads.length === 0 ? (
          <EmptyNote>{t('downloads.empty')}</EmptyNote>
        ) : (
          <DownloadActions text={againText} locale={locale}>
            <MemberTable columns={[t('downloads.at'), t('downloads.item'), { hidden: t('downloads.again') }]} testId="account-downloads">
              {downloads.map((row, index) => (
                <tr key={index}>
                  <td className="whitespace-nowrap">{beijingTime(row.at)}</td>
                  <td>{row.title}</td>
                  <td>
                    {row.itemId !== null && (
                      <DownloadButton
                        itemId={row.itemId}
                        title={row.title}
                        text={againText}
                        className={`${link} cursor-pointer whitespace-nowrap disabled:opacity-60`}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </MemberTable>
          </DownloadActions>
        )}
      </MemberSection>

      <MemberSection id="account-data" heading={t('data.heading')}>
        <p className="text-sm text-slate-600">{t('data.text')}</p>
        <Link href={localizedHref(locale, pages.memberData.path)} className={`${link} mt-3 inline-block`}>
          {t('data.link')}
        </Link>
      </MemberSection>
    </div>
  )
}
