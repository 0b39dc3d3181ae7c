import { getTranslations } from 'next-intl/server'

import { MemberScreen } from '@/features/members/components/MemberScreen'
import { RegisterForm } from '@/features/members/components/RegisterForm'
import { ClientMessages } from '@/i18n/ClientMessages'
import { type MemberPageProps, memberPageMetadata } from '@/features/members/components/memberPage'
import { pageLocale } from '@/i18n/pageLocale'

export const generateMetadata = ({ params }: MemberPageProps) => memberPageMetadata(params, 'register')

export default async function RegisterPage({ params }: MemberPageProps) {
  await pageLocale(params)
  const t = await getTranslations('member.register')
  return (
    <MemberScreen heading={t('heading')} intro={t('intro')}>
      <ClientMessages paths={['member']}>
        <RegisterForm />
      </ClientMessages>
    </MemberScreen>
  )
}
