import { newsImage } from './assets/images'
import { sharedBanner } from './banners'
import { type SeedContext, uploadImage } from './context'
import { articles, type ArticleText } from './data/articles'
import { paragraphsToRichText } from './richText'

const fields = (text: ArticleText) => ({
  title: text.title,
  intro: text.intro,
  content: paragraphsToRichText(text.paragraphs),
})

/** News items, each published in the languages it has a text for. */
export async function seedArticles(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  const banner = await sharedBanner(ctx, 'news')
  const pictures = await Promise.all(
    articles.map((article, index) => newsImage({ theme: article.imageTheme, date: article.publishedAt.slice(0, 10), variant: index })),
  )
  for (const [index, article] of articles.entries()) {
    const { zh, en } = article.text
    const image = await uploadImage(ctx, pictures[index], {
      zh: zh?.title ?? en?.title ?? article.imageTheme,
      en: en?.title ?? zh?.title ?? article.imageTheme,
    })
    const shared = { image, banner, category: article.category, publishedAt: article.publishedAt, _status: 'published' as const }
    const first = zh ? { locale: 'zh' as const, text: zh } : en ? { locale: 'en' as const, text: en } : undefined
    if (!first) continue
    const doc = await payload.create({
      collection: 'articles',
      locale: first.locale,
      data: { ...shared, ...fields(first.text) },
      depth: 0,
      req,
    })
    if (zh && en) {
      await payload.update({
        collection: 'articles',
        id: doc.id,
        locale: 'en',
        data: { ...fields(en), _status: 'published' },
        depth: 0,
        req,
      })
    }
  }
}
