import type { CollectionAfterChangeHook, PayloadRequest, TypeWithID } from 'payload'

import { absoluteUrl } from '@/lib/siteUrl'
import { noSearchEnginePush, searchEnginePush } from '@/services/searchEnginePush'
import { type Locale, locales } from '@/siteMap'

/** A public page in one language. */
export interface LocalizedPage {
  locale: Locale
  path: string
}

/** The public pages that show a saved document (none for a draft). */
export type PagesOf<Doc> = (doc: Doc, req: PayloadRequest) => LocalizedPage[] | Promise<LocalizedPage[]>

/** A page that every language has. */
export const inEveryLanguage = (path: string | undefined): LocalizedPage[] => (path ? locales.map((locale) => ({ locale, path })) : [])

/**
 * After a save, the pages that show the document go to the search engine's push (off unless
 * BAIDU_PUSH_TOKEN is set), which sends them in the background; a failure to work out the pages
 * is logged and never fails the save.
 */
export const pushChangedPages =
  <Doc extends TypeWithID>(pagesOf: PagesOf<Doc>): CollectionAfterChangeHook<Doc> =>
  async ({ doc, req }) => {
    const push = searchEnginePush()
    // no reads for pages that go nowhere
    if (push === noSearchEnginePush) return doc
    try {
      const changed = await pagesOf(doc, req)
      push.push(changed.map(({ locale, path }) => absoluteUrl(locale, path)))
    } catch (error) {
      req.payload.logger.warn({ err: error }, '[search-push] could not list the pages of a saved document')
    }
    return doc
  }
