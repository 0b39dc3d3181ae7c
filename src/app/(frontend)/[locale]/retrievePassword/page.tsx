import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'
import { type MemberPageProps, memberPageLocale, memberPageMetadata, redirectParam } from '@/components/member/memberPage'
import { MemberScreen } from '@/components/member/MemberScreen'
import { RetrievePasswordForm } from '@/components/member/RetrievePasswordForm'
import { pages } from '@/siteMap'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'retrievePassword')

export default async function RetrievePasswordPage({ params, searchParams }: MemberPageProps) {
  await memberPageLocale(params)
  const t = await getTranslations('member.retrieve')
  return (
    <MemberScreen
      heading={t('heading')}
      intro={t('intro')}
      footer={
        <Link href={pages.login.path} className="font-medium text-brand underline-offset-2 hover:underline">
          {t('backToLogin')}
        </Link>
      }
    >
      <RetrievePasswordForm redirect={await redirectParam(searchParams)} />
    </MemberScreen>
  )
}
