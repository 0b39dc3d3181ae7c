'use client'

import { useTranslations } from '@/i18n/clientTranslations'

import { FormField, inputClass, primaryButtonClass } from '@/ui/FormField'
import { type ChangeMobileFields, changeMobileSchema } from '@/features/members/rules'
import { CODE_LENGTH, memberRuleValues } from '@/features/members/ruleValues'

import { GetCodeButton } from '../GetCodeButton'
import { MemberInput, mobileInput, passwordInput } from '../MemberInput'
import { useMemberForm } from '../useMemberForm'
import { useAccountCall } from './useAccountCall'

const blank: ChangeMobileFields = { mobile: '', code: '', password: '' }

/** Moving the account to a new number: the code goes to the new number (purpose `changeMobile`); the current password confirms it is the member. */
export function ChangeMobileForm() {
  const t = useTranslations('account.mobile')
  const tMember = useTranslations('member')
  const { form, onInvalid, errorText, flag } = useMemberForm<ChangeMobileFields, { mobile: string; code: string; password: string }>(
    changeMobileSchema,
    blank,
  )
  const { send, sending } = useAccountCall()
  const change = async (fields: { mobile: string; code: string; password: string }) => {
    const reply = await send('/api/member/changeMobile', fields)
    if (reply?.code === 1) form.reset(blank)
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(change, onInvalid)} className="space-y-4">
      <MemberInput
        id="account-mobile"
        label={t('newMobile')}
        error={errorText('mobile')}
        field={form.register('mobile')}
        {...mobileInput('tel-national')}
        placeholder={tMember('placeholders.mobile')}
      />
      <FormField id="account-code" label={t('code')} error={errorText('code')} hint={t('hint')} required>
        {(control) => (
          <div className="flex flex-col gap-2 min-[360px]:flex-row">
            <input
              {...control}
              {...form.register('code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={CODE_LENGTH}
              placeholder={tMember('placeholders.code', memberRuleValues)}
              className={inputClass}
            />
            <GetCodeButton
              purpose="changeMobile"
              mobile={() => form.getValues('mobile')}
              onMobileProblem={(message) => flag('mobile', message)}
            />
          </div>
        )}
      </FormField>
      <MemberInput
        id="account-password"
        label={t('password')}
        error={errorText('password')}
        field={form.register('password')}
        {...passwordInput('current-password')}
      />
      <button type="submit" disabled={sending} className={primaryButtonClass}>
        {sending ? t('submitting') : t('submit')}
      </button>
    </form>
  )
}
