'use client'

import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useState } from 'react'
import { toast } from '@/ui/toast'

import { type ApiReply, callApi } from '@/lib/apiClient'

import { SmsCodeField } from './SmsCodeField'
import { type AccountFields, accountSchema, type Registration } from '@/features/members/rules'
import { memberRuleValues } from '@/features/members/ruleValues'
import { requestFailureKey } from '@/lib/requestFailure'
import { MemberInput, mobileInput, passwordInput } from './MemberInput'
import { useMemberForm } from './useMemberForm'
import { primaryButtonClass } from '@/ui/FormField'
import { LinkedText } from '@/ui/LinkedText'
import { localizedHref, pages } from '@/siteMap'

const blank: AccountFields = { company: '', mobile: '', code: '', truename: '', password: '', repassword: '', check: false }

interface MemberDetailsFormProps {
  /** register: /api/user/register; reset: /api/user/forgetPwd (docs/api.md). */
  purpose: 'register' | 'reset'
  /** Called with the server's accepting reply (code 1, with the member's token). */
  onAccepted: (reply: ApiReply, fields: Registration) => void
}

/** The registration and password-reset form: the same fields, rules and order. */
export function MemberDetailsForm({ purpose, onAccepted }: MemberDetailsFormProps) {
  const t = useTranslations('member')
  const locale = useLocale()
  const { form, onInvalid, errorText, flag } = useMemberForm(accountSchema, blank)
  const { register, handleSubmit, getValues } = form
  const [sending, setSending] = useState(false)
  const id = (field: keyof AccountFields) => `${purpose}-${field}`
  const texts = purpose === 'register' ? 'register' : 'retrieve'

  const submit = async (fields: Registration) => {
    setSending(true)
    try {
      const path = purpose === 'register' ? '/api/user/register' : '/api/user/forgetPwd'
      const reply = await callApi(path, fields, { locale })
      if (reply.code === 1 && reply.token) onAccepted(reply, fields)
      else toast.error(reply.msg)
    } catch (error) {
      toast.error(t(requestFailureKey(error)))
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit, onInvalid)} className="space-y-4">
      <MemberInput
        id={id('company')}
        label={t('fields.company')}
        error={errorText('company')}
        field={register('company')}
        autoComplete="organization"
        placeholder={t('placeholders.company')}
      />
      <MemberInput
        id={id('mobile')}
        label={t('fields.mobile')}
        error={errorText('mobile')}
        field={register('mobile')}
        {...mobileInput('tel-national')}
        placeholder={t('placeholders.mobile')}
      />
      <SmsCodeField
        id={id('code')}
        label={t('fields.code')}
        error={errorText('code')}
        input={{ ...register('code'), placeholder: t('placeholders.code', memberRuleValues) }}
        purpose={purpose}
        mobile={() => getValues('mobile')}
        onMobileProblem={(message) => flag('mobile', message)}
      />
      <MemberInput
        id={id('truename')}
        label={t('fields.truename')}
        error={errorText('truename')}
        field={register('truename')}
        autoComplete="name"
        placeholder={t('placeholders.truename')}
      />
      <MemberInput
        id={id('password')}
        label={purpose === 'register' ? t('fields.password') : t('fields.newPassword')}
        error={errorText('password')}
        field={register('password')}
        {...passwordInput('new-password')}
        placeholder={t('placeholders.password', memberRuleValues)}
      />
      <MemberInput
        id={id('repassword')}
        label={t('fields.repassword')}
        error={errorText('repassword')}
        field={register('repassword')}
        {...passwordInput('new-password')}
        placeholder={t('placeholders.repassword')}
      />
      <div>
        <label htmlFor={id('check')} className="flex items-start gap-2 text-sm text-slate-700">
          <input
            id={id('check')}
            type="checkbox"
            {...register('check')}
            aria-invalid={Boolean(errorText('check'))}
            aria-describedby={errorText('check') ? `${id('check')}-error` : undefined}
            className="mt-0.5 size-4 accent-brand"
          />
          <span>
            <LinkedText
              text={t.raw('fields.agreement') as string}
              links={{
                agreement: localizedHref(locale, pages.userAgreement.path),
                privacy: localizedHref(locale, pages.privacyPolicy.path),
              }}
              newTabHint={t('fields.opensInNewTab')}
            />
          </span>
        </label>
        {errorText('check') && (
          <p id={`${id('check')}-error`} className="mt-1 text-sm text-red-600">
            {errorText('check')}
          </p>
        )}
      </div>
      <button type="submit" disabled={sending} className={`${primaryButtonClass} w-full`}>
        {sending ? t(`${texts}.submitting`) : t(`${texts}.submit`)}
      </button>
    </form>
  )
}
