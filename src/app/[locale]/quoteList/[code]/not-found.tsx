import { getLocale } from 'next-intl/server'

import { SharedQuoteListGone } from '@/features/quote/components/SharedQuoteListGone'
import { isLocale } from '@/siteMap'

/** Next's 404 under /quoteList/<code>; the page itself answers an unknown code with the same (rendered on the server). */
export default async function SharedQuoteListNotFound() {
  const requested = await getLocale()
  return <SharedQuoteListGone locale={isLocale(requested) ? requested : 'zh'} />
}
