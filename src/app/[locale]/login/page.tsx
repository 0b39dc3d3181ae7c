import { getTranslations } from 'next-intl/server'

import { LoginForm } from '@/features/members/components/LoginForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import { MemberScreen } from '@/features/members/components/MemberScreen'
import { type MemberPageProps, memberPageMetadata, redirectParam } from '@/features/members/components/memberPage'
import { pageLocale } from '@/i18n/pageLocale'

// reads the visitor's session or query: rendered per request (its data reads stay cached)
export const dynamic = 'force-dynamic'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'login')

export default async function LoginPage({ params, searchParams }: MemberPageProps) {
  await pageLocale(params)
  const t = await getTranslations('member.login')
  return (
    <MemberScreen heading={t('heading')} intro={t('intro')}>
      <ClientMessages paths={['member']}>
        <LoginForm redirect={await redirectParam(searchParams)} />
      </ClientMessages>
    </MemberScreen>
  )
}
