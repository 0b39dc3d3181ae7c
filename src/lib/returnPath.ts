import { locales } from '@/siteMap'

const HOME = '/home'

/**
 * Where to go after logging in: the `redirect` query parameter when it is a path of this site,
 * else home. Anything that could leave the site (`//host`, `/\host`, `https:`, control
 * characters) is refused, so a crafted link cannot send a member elsewhere after login.
 * The locale prefix is removed: the caller adds the page's own.
 */
export function returnPath(redirect: string | null | undefined): string {
  if (!redirect || redirect.length > 500) return HOME
  if (!redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return HOME
  if (/[\u0000-\u001f\u007f\\]/.test(redirect)) return HOME
  let url: URL
  try {
    url = new URL(redirect, 'http://site.invalid')
  } catch {
    return HOME
  }
  if (url.host !== 'site.invalid') return HOME
  const [, first, ...rest] = url.pathname.split('/')
  const pathname = locales.includes(first as (typeof locales)[number]) ? `/${rest.join('/')}` : url.pathname
  // checked again without the prefix: `/en//host` would otherwise become `//host`
  if (pathname.startsWith('//') || pathname.startsWith('/\\')) return HOME
  if (pathname === '/' || isMemberScreen(pathname)) return HOME
  return `${pathname}${url.search}${url.hash}`
}

// returning to the login or register screen after logging in would look like a failure
const isMemberScreen = (pathname: string) => ['/login', '/register', '/retrievepassword'].includes(pathname.toLowerCase())
