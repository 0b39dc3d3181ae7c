import { unstable_cache } from 'next/cache'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { listArticles } from '@/domain/articles'
import { getPayloadClient } from '@/lib/payload.server'
import { contentTags } from '@/lib/revalidate'
import { isLocale, type Locale, localizedHref, pages } from '@/siteMap'

const latestNews = unstable_cache(
  async (locale: Locale) => listArticles(await getPayloadClient(), locale, 3),
  ['home-latest-news'],
  { tags: [contentTags.articles] },
)

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: raw } = await params
  const locale: Locale = isLocale(raw) ? raw : 'zh'
  setRequestLocale(locale)
  const t = await getTranslations('home')
  const news = await latestNews(locale)
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-bold text-brand">{pages.home.title[locale]}</h1>
      <h2 className="mt-6 text-xl">{t('latestNews')}</h2>
      <ul>
        {news.map((item) => (
          <li key={item.id}>
            <a href={localizedHref(locale, `${pages.newsDetail.path}?id=${item.id}`)}>{item.title}</a>{' '}
            <time>{item.create_time.slice(0, 10)}</time>
          </li>
        ))}
      </ul>
    </main>
  )
}
