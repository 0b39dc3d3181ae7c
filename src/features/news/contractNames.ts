import type { ArticleSummary } from '@/features/news/articles'
import { unescapeHtml } from '@/lib/htmlEntities'

/**
 * An article as the news calls name it (docs/api.md): `cate` for its category, `create_time` for
 * when it was published ("2024-03-20 02:00:00.000Z"), and `intro` as HTML. Pages and components use
 * the stored names; this is the one place the two meet.
 */
export interface ContractArticle extends Omit<ArticleSummary, 'category' | 'publishedAt'> {
  cate: string
  create_time: string
}

/** The contract's fields of an article whose `intro` the caller has already turned into HTML. */
export function toContractArticle<Article extends ArticleSummary>({ category, publishedAt, ...same }: Article) {
  return { ...same, cate: category, create_time: publishedAt.replace('T', ' ') }
}

/**
 * An article of a news call's list as the cards show it: the stored names, and the intro as the
 * editor's plain text again (the contract's HTML is only paragraphs, line breaks and escapes).
 */
export function fromContractArticle({ cate, create_time, intro, ...same }: ContractArticle): ArticleSummary {
  const text = unescapeHtml(
    intro
      .replace(/<\/p><p>/g, '\n\n')
      .replace(/<br>/g, '\n')
      .replace(/<\/?p>/g, ''),
  )
  return { ...same, intro: text, category: cate, publishedAt: create_time.replace(' ', 'T') }
}
