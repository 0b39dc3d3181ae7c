import type { Config } from 'payload'

import { linkableCollections, publicHref } from '@/features/site/internalLinks'
import { siteUrl } from '@/lib/siteUrl'
import { isLocale } from '@/siteMap'

/** The collections whose documents are public pages the editors can watch while typing. */
const livePreviewCollections = ['articles', 'vacuum-valves', 'presys-models', 'other-products']

/**
 * The origin the admin was opened at: Payload posts the form to the preview frame for exactly
 * this origin, so it must be absolute. SITE_URL when set (production behind a proxy), else the
 * address the request came to.
 */
function adminOrigin(headers: Headers): string {
  if (process.env.SITE_URL) return siteUrl()
  return `http://${headers.get('host') ?? 'localhost'}`
}

/**
 * Live preview beside the form: the document's public page in the admin's current content
 * language, opened through /preview (draft mode, staff only; src/app/preview/route.ts).
 */
export const livePreview: NonNullable<NonNullable<Config['admin']>['livePreview']> = {
  collections: livePreviewCollections,
  url: ({ collectionConfig, data, locale, req }) => {
    const slug = collectionConfig?.slug
    if (!slug || !data?.id || !(linkableCollections as readonly string[]).includes(slug)) return null
    const path = publicHref(slug, data, isLocale(locale?.code) ? locale.code : 'zh')
    return path ? `${adminOrigin(req.headers)}/preview?path=${encodeURIComponent(path)}` : null
  },
  breakpoints: [
    { name: 'phone', label: '手机 Phone', width: 390, height: 844 },
    { name: 'desktop', label: '电脑 Desktop', width: 1366, height: 768 },
  ],
}
