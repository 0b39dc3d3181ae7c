import { Link } from '@/ui/Link'

import { Img } from '@/ui/Img'

import type { ArticleSummary } from '@/features/news/articles'
import { localImageSrc } from '@/lib/media'
import { type Locale, localizedHref, pages } from '@/siteMap'

export const articleHref = (locale: Locale, id: number) => localizedHref(locale, `${pages.newsDetail.path}?id=${id}`)

/** An article's date as pages show it (2024-05-01). */
export const articleDate = (article: Pick<ArticleSummary, 'publishedAt'>) => article.publishedAt.slice(0, 10)

const CARD_IMAGE_PX = 384

/** A news item in a list: picture, date, title and summary, all one link (styled by `.article-card` in components.css). */
export function ArticleCard({
  article,
  locale,
  featured = false,
  headingLevel = 3,
}: {
  article: ArticleSummary
  locale: Locale
  featured?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={`article-card group ${featured ? 'flex-col md:flex-row' : 'flex-col'}`}>
      <div className={featured ? 'md:aspect-auto md:min-h-80 md:w-1/2' : undefined}>
        {article.image &&
          (featured ? (
            <Img src={localImageSrc(article.image)} alt="" fill preload fetchPriority="high" sizes="(min-width: 768px) 50vw, 100vw" />
          ) : (
            // a card is at most about 360 px wide (a phone's column, a third of the desktop's): two
            // widths (1x, 2x) cover it and keep the srcset short, where `fill` would list seven
            <Img src={localImageSrc(article.image)} alt="" width={CARD_IMAGE_PX} height={(CARD_IMAGE_PX * 10) / 16} />
          ))}
      </div>
      <div className={featured ? 'p-6 md:p-8' : 'p-5'}>
        <time dateTime={articleDate(article)}>{articleDate(article)}</time>
        <Heading className={featured ? 'text-xl md:text-2xl' : 'text-lg'}>
          <Link href={articleHref(locale, article.id)}>{article.title}</Link>
        </Heading>
        {article.intro && <p className={featured ? 'line-clamp-4' : 'line-clamp-3 text-sm'}>{article.intro}</p>}
      </div>
    </article>
  )
}
