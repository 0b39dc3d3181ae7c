'use client'

import { Link } from '@/ui/Link'
import { useLocale, useTranslations } from '@/i18n/clientTranslations'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/ui/toast'

import { rememberMember } from '@/features/members/memberState'
import { localizedHref, pages } from '@/siteMap'

import { MemberDetailsForm } from './MemberDetailsForm'
import { MemberScreenFooter } from './MemberScreen'
import { primaryButtonClass } from '@/ui/FormField'

/** Registration, ending in the success screen with its download-files button. */
export function RegisterForm() {
  const t = useTranslations('member.register')
  const locale = useLocale()
  const [welcomed, setWelcomed] = useState<string | null>(null)

  // the new member is logged in: the success screen offers the files, not the login
  if (welcomed !== null) return <RegistrationDone name={welcomed} />
  return (
    <>
      <MemberDetailsForm
        purpose="register"
        onAccepted={(reply, fields) => {
          rememberMember(reply.token ?? '')
          toast.success(reply.msg || t('success'))
          setWelcomed(fields.truename.trim())
        }}
      />
      <MemberScreenFooter>
        {t('haveAccount')}{' '}
        <Link href={localizedHref(locale, pages.login.path)} className="font-medium text-brand underline-offset-2 hover:underline">
          {t('toLogin')}
        </Link>
      </MemberScreenFooter>
    </>
  )
}

function RegistrationDone({ name }: { name: string }) {
  const t = useTranslations('member.register')
  const locale = useLocale()
  const heading = useRef<HTMLHeadingElement>(null)
  // the form that had the focus is gone: the screen reader continues from the new heading
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="py-6 text-center" data-testid="registration-done">
      <div
        aria-hidden="true"
        className="mx-auto mb-4 flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
      >
        ✓
      </div>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
        {t('doneHeading')}
      </h2>
      <p className="mt-2 text-slate-600">{t('doneText', { name })}</p>
      <Link href={localizedHref(locale, pages.download.path)} className={`${primaryButtonClass} mt-6`}>
        {t('downloadFiles')}
      </Link>
    </section>
  )
}
