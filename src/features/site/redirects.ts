import type { Payload } from 'payload'

import { publicHref } from '@/features/site/internalLinks'
import type { Redirect } from '@/payload-types'
import { isLocale, type Locale, defaultLocale } from '@/siteMap'

/** Paths that are not pages: Payload, the public API, file grants, Next's own files, the health check. */
const notPages = ['admin', 'cms-api', 'api', 'files', '_next', 'healthz']

/**
 * Why a path cannot be the source or target of a redirect, or null when it can: only paths of this
 * site (no other host, so a redirect can never send visitors elsewhere) and only pages.
 */
export function redirectPathProblem(path: string): { zh: string; en: string } | null {
  if (!path.startsWith('/') || path.startsWith('//') || /[\s\\]/.test(path) || path.length > 500) {
    return {
      zh: '请填写本站路径，以 / 开头，如 /NewsDetail?id=12',
      en: 'Enter a path of this site starting with /, e.g. /NewsDetail?id=12',
    }
  }
  const [first = '', second = ''] = path.slice(1).split(/[/?#]/)
  const segment = isLocale(first) ? second : first
  if (notPages.includes(segment.toLowerCase())) {
    return { zh: '后台、接口与文件的路径不能重定向', en: 'Admin, API and file paths cannot be redirected' }
  }
  return null
}

/** Where a redirect sends visitors: a path of this site, and whether for good. */
export interface RedirectTarget {
  to: string
  permanent: boolean
}

/** The language of an address: /en/… is English, everything else Chinese. */
const localeOfPath = (path: string): Locale => {
  const first = path.split(/[/?#]/)[1]
  return isLocale(first) ? first : defaultLocale
}

const targetOf = (redirect: Redirect): string | undefined => {
  if (redirect.toType === 'path') return redirect.toPath ?? undefined
  const target = redirect.toDocument
  return target ? publicHref(target.relationTo, target.value, localeOfPath(redirect.from)) : undefined
}

/**
 * Every redirect by its old address. A target that is itself redirected is left out (no chains,
 * so no loops), as is one whose document was deleted.
 */
export async function readRedirects(payload: Payload): Promise<Record<string, RedirectTarget>> {
  const { docs } = await payload.find({ collection: 'redirects', pagination: false, depth: 1, overrideAccess: true })
  const sources = new Set(docs.map((doc) => doc.from))
  const table: Record<string, RedirectTarget> = {}
  for (const doc of docs) {
    const to = targetOf(doc)
    if (!to || to === doc.from || sources.has(to) || redirectPathProblem(to)) continue
    table[doc.from] = { to, permanent: doc.permanent !== false }
  }
  return table
}
