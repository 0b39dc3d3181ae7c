import { Link } from '@/ui/Link'
import { getTranslations } from 'next-intl/server'

import { MemberScreen } from '@/features/members/components/MemberScreen'
import { RetrievePasswordForm } from '@/features/members/components/RetrievePasswordForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import { type MemberPageProps, memberPageMetadata, redirectParam } from '@/features/members/components/memberPage'
import { pageLocale } from '@/i18n/pageLocale'
import { localizedHref, pages } from '@/siteMap'

// reads the visitor's session or query: rendered per request (its data reads stay cached)
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'retrievePassword')

export default async function RetrievePasswordPage({ params, searchParams }: MemberPageProps) {
  const locale = await pageLocale(params)
  const t = await getTranslations('member.retrieve')
  return (
    <MemberScreen
      heading={t('heading')}
      intro={t('intro')}
      footer={
        <Link href={localizedHref(locale, pages.login.path)} className="font-medium text-brand underline-offset-2 hover:underline">
          {t('backToLogin')}
        </Link>
      }
    >
      <ClientMessages paths={['member']}>
        <RetrievePasswordForm redirect={await redirectParam(searchParams)} />
      </ClientMessages>
    </MemberScreen>
  )
}
