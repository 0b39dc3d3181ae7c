'use client'

import { Link } from '@/ui/Link'
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { confirmMemberSession, useIsLogin } from '@/features/members/memberState'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { LogoutButton } from './LogoutButton'

export interface MemberStatusText {
  login: string
  register: string
  logout: string
  loggedOut: string
  /** The member's own space (/account): profile, requests, enquiries, downloads and data rights. */
  myAccount: string
}

/**
 * The header's member entry: log in and register for visitors, their own space and log out for members. The token
 * lives in the browser (localStorage), so the state is known only after hydration; until
 * then the visitor's links show. It follows logins, logouts and other tabs (memberState), and on
 * each page asks whether the session still holds (a disabled member is logged out).
 */
export function MemberStatus({ locale, text, className = '' }: { locale: Locale; text: MemberStatusText; className?: string }) {
  const loggedIn = useIsLogin()
  const pathname = usePathname()
  useEffect(() => {
    if (loggedIn) confirmMemberSession(pathname)
  }, [loggedIn, pathname])
  const linkClass = 'inline-flex min-h-6 items-center whitespace-nowrap underline-offset-4 hover:underline'
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      {loggedIn ? (
        <>
          <Link href={localizedHref(locale, pages.account.path)} className={linkClass}>
            {text.myAccount}
          </Link>
          <LogoutButton locale={locale} text={text} className={`${linkClass} cursor-pointer disabled:opacity-60`} />
        </>
      ) : (
        <>
          <Link href={localizedHref(locale, pages.login.path)} className={linkClass}>
            {text.login}
          </Link>
          <Link href={localizedHref(locale, pages.register.path)} className={linkClass}>
            {text.register}
          </Link>
        </>
      )}
    </div>
  )
}
