'use client'

import { useTranslations } from '@/i18n/clientTranslations'

import { primaryButtonClass } from '@/ui/FormField'
import { type ProfileFields, profileSchema } from '@/features/members/rules'

import { MemberInput } from '../MemberInput'
import { useMemberForm } from '../useMemberForm'
import { useAccountCall } from './useAccountCall'

/**
 * The member's name and company, prefilled, saved with /api/member/update. The fields also carry
 * them as their default values: the form's `register` fills an input only once the script runs,
 * and the server's HTML should already show them.
 */
export function ProfileForm({ truename, company }: { truename: string; company: string }) {
  const t = useTranslations('account.profile')
  const { form, onInvalid, errorText } = useMemberForm<ProfileFields, ProfileFields>(profileSchema, { truename, company })
  const { send, sending } = useAccountCall()
  const save = async (fields: ProfileFields) => {
    const reply = await send('/api/member/update', fields)
    if (reply?.code === 1) form.reset(fields)
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(save, onInvalid)} className="grid gap-4 sm:grid-cols-2">
      <MemberInput
        id="account-truename"
        label={t('name')}
        error={errorText('truename')}
        field={form.register('truename')}
        defaultValue={truename}
        autoComplete="name"
      />
      <MemberInput
        id="account-company"
        label={t('company')}
        error={errorText('company')}
        field={form.register('company')}
        defaultValue={company}
        autoComplete="organization"
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={primaryButtonClass}>
          {sending ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  )
}
