import type React from 'react'

/** The frame of the login, register and retrieve-password screens. */
export function MemberScreen({
  heading,
  intro,
  children,
  footer,
}: {
  heading: string
  intro: string
  children: React.ReactNode
  footer?: React.ReactNode
}) {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto w-full max-w-md rounded-lg bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold text-brand">{heading}</h1>
        <p className="mt-1 mb-6 text-sm text-slate-600">{intro}</p>
        {children}
        {footer && <MemberScreenFooter>{footer}</MemberScreenFooter>}
      </div>
    </div>
  )
}

/** The line under a member form ("No account yet? Register"), for a form that hides it once done. */
export function MemberScreenFooter({ children }: { children: React.ReactNode }) {
  return <div className="mt-6 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">{children}</div>
}
