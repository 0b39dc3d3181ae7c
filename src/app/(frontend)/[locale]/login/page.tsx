import { getTranslations } from 'next-intl/server'

import { LoginForm } from '@/components/member/LoginForm'
import { type MemberPageProps, memberPageLocale, memberPageMetadata, redirectParam } from '@/components/member/memberPage'
import { MemberScreen } from '@/components/member/MemberScreen'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'login')

export default async function LoginPage({ params, searchParams }: MemberPageProps) {
  await memberPageLocale(params)
  const t = await getTranslations('member.login')
  return (
    <MemberScreen heading={t('heading')} intro={t('intro')}>
      <LoginForm redirect={await redirectParam(searchParams)} />
    </MemberScreen>
  )
}
