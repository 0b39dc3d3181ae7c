'use client'

import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useState } from 'react'
import { toast } from '@/ui/toast'

import { Link } from '@/ui/Link'
import { callApi } from '@/lib/apiClient'
import { rememberMember } from '@/features/members/memberState'
import { returnPath } from '@/lib/returnPath'
import { localizedHref, pages } from '@/siteMap'

import { type LoginFields, loginSchema } from '@/features/members/rules'
import { requestFailureKey } from '@/lib/requestFailure'
import { MemberInput, mobileInput, passwordInput } from './MemberInput'
import { useMemberForm } from './useMemberForm'
import { primaryButtonClass, secondaryButtonClass } from '@/ui/FormField'
import { useRouter } from '@/ui/useRouter'

/** Log in with mobile and password, then go back to the page that sent the visitor here. */
export function LoginForm({ redirect }: { redirect?: string }) {
  const t = useTranslations('member')
  const locale = useLocale()
  const router = useRouter()
  const { form, onInvalid, errorText } = useMemberForm(loginSchema, { mobile: '', password: '' })
  const { register, handleSubmit } = form
  const [sending, setSending] = useState(false)

  const submit = async ({ mobile, password }: LoginFields) => {
    setSending(true)
    try {
      const reply = await callApi('/api/user/login', { mobile, password }, { locale })
      if (reply.code === 1 && reply.token) {
        rememberMember(reply.token)
        toast.success(reply.msg || t('login.success'))
        router.push(localizedHref(locale, returnPath(redirect)))
        return
      }
      toast.error(reply.msg)
    } catch (error) {
      toast.error(t(requestFailureKey(error)))
    }
    setSending(false)
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit, onInvalid)} className="space-y-4">
      <MemberInput
        id="login-mobile"
        label={t('fields.mobile')}
        error={errorText('mobile')}
        field={register('mobile')}
        {...mobileInput('username')}
        placeholder={t('placeholders.mobile')}
      />
      <MemberInput
        id="login-password"
        label={t('fields.password')}
        error={errorText('password')}
        field={register('password')}
        {...passwordInput('current-password')}
      />
      <div className="flex justify-end text-sm">
        <Link href={localizedHref(locale, pages.retrievePassword.path)} className="text-brand underline-offset-2 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <button type="submit" disabled={sending} className={`${primaryButtonClass} w-full`}>
        {sending ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="flex items-center justify-center gap-3 text-sm text-slate-600">
        <span>{t('login.noAccount')}</span>
        <Link href={localizedHref(locale, pages.register.path)} className={`${secondaryButtonClass} py-1.5 text-sm`}>
          {t('login.quickRegister')}
        </Link>
      </p>
    </form>
  )
}
