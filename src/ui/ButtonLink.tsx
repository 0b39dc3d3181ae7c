import { Link } from '@/ui/Link'
import type React from 'react'

const variants = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  accent: 'bg-accent-strong text-white hover:bg-orange-800',
  outline: 'border border-brand text-brand hover:bg-brand-light',
  light: 'bg-white text-brand hover:bg-brand-light',
} as const

/** A link that looks like a button (calls to action: contact us, back home, see the page). */
export function ButtonLink({
  href,
  variant = 'primary',
  className = '',
  children,
}: {
  href: string
  variant?: keyof typeof variants
  className?: string
  children: React.ReactNode
}) {
  return (
    <Link href={href} className={`button-link ${variants[variant]} ${className}`}>
      {children}
    </Link>
  )
}
