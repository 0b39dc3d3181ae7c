'use client'

import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { toast } from '@/ui/toast'

import { rememberMember } from '@/features/members/memberState'
import { returnPath } from '@/lib/returnPath'
import { localizedHref } from '@/siteMap'
import { useRouter } from '@/ui/useRouter'

import { MemberDetailsForm } from './MemberDetailsForm'

/** Password reset by SMS code; the member is logged in afterwards. */
export function RetrievePasswordForm({ redirect }: { redirect?: string }) {
  const t = useTranslations('member.retrieve')
  const locale = useLocale()
  const router = useRouter()
  return (
    <MemberDetailsForm
      purpose="reset"
      onAccepted={(reply) => {
        rememberMember(reply.token ?? '')
        toast.success(reply.msg || t('success'))
        router.push(localizedHref(locale, returnPath(redirect)))
      }}
    />
  )
}
