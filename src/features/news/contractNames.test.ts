import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import type { ArticleSummary } from '@/features/news/articles'
import { contractArticle } from '@/api/newsType'

import { fromContractArticle } from './contractNames'

const article: ArticleSummary = {
  id: 7,
  title: 'SEMICON China',
  intro: 'Booth <N3>, "hall" 3 & 4.\nCome and see.\n\nValves for 5 nm nodes.',
  image: '/cms-api/media/file/news-7.png',
  category: 'exhibition',
  publishedAt: '2024-03-20T02:00:00.000Z',
}

describe("a news call's article", () => {
  it('is named as the contract says', () => {
    expect(contractArticle(article)).toEqual({
      id: 7,
      title: 'SEMICON China',
      intro: '<p>Booth &lt;N3&gt;, &quot;hall&quot; 3 &amp; 4.<br>Come and see.</p><p>Valves for 5 nm nodes.</p>',
      image: '/cms-api/media/file/news-7.png',
      cate: 'exhibition',
      create_time: '2024-03-20 02:00:00.000Z',
    })
  })

  it('reads on a "see more" card as on the cards of the page: same date, plain text summary', () => {
    expect(fromContractArticle(contractArticle(article))).toEqual(article)
  })
})

describe('pages and components', () => {
  const root = path.resolve(import.meta.dirname, '../../..')
  const sources = ['src/components', 'src/app'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.tsx?$/.test(name))
      .map((name) => path.join(dir, name)),
  )

  it("use the stored names of an article, never the contract's", () => {
    expect(sources.length).toBeGreaterThan(10)
    const contractOnly = /\b(?:cate|create_time)\b/
    expect(sources.filter((file) => contractOnly.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([])
  })
})
