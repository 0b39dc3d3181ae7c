import { describe, expect, it } from 'vitest'

import { buildSuggestionIndex, suggest, suggestionDocuments, SUGGESTIONS_MAX } from '@/features/search/suggestions'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { type Locale, productTargets } from '@/siteMap'
import { nameOf } from '@/siteMap/names'

// the catalogue as a fresh site has it: every product of the site map under the name editors start with
const products = productTargets.map((target) => ({ title: nameOf(siteNames, target.name), href: target.href }))
const articles: Record<Locale, { id: number; title: string }[]> = {
  zh: [
    { id: 41, title: '公司参加 SEMICON China 2024 展会' },
    { id: 42, title: '新款真空插板阀通过寿命测试' },
  ],
  en: [{ id: 43, title: 'We exhibit at SEMICON China 2024' }],
}
const indexOf = (locale: Locale) =>
  buildSuggestionIndex(suggestionDocuments(locale, { names: siteNames, products, articles: articles[locale] }))
const index = { zh: indexOf('zh'), en: indexOf('en') }
const titles = (locale: Locale, keyword: string) => suggest(index[locale], keyword).map((s) => s.title)

describe('search suggestions', () => {
  it('suggest the Presys model Y70-2 for its number written any way, in both languages', () => {
    for (const keyword of ['Y70-2', 'y702', 'y70 2', 'y70Two']) {
      expect(suggest(index.zh, keyword)[0]).toEqual({ title: 'Y70-2 双向密封矩形阀', kind: 'product', path: '/presysDetail?form=y70Two' })
      expect(suggest(index.en, keyword)[0]).toMatchObject({ title: 'Y70-2 Bi-directional Slit Valve', path: '/presysDetail?form=y70Two' })
    }
  })

  it('suggest the whole Y70 family while the number is being typed, the plain Y70 first', () => {
    const found = titles('en', 'y70')
    expect(found[0]).toBe('Y70 Slit Valve')
    expect(found.slice(1, 3)).toEqual(expect.arrayContaining(['Y70-2 Bi-directional Slit Valve', 'Y70-3 Heated Slit Valve']))
    expect(titles('en', 'y7')).toContain('Y77 Pendulum Control Valve')
  })

  it('find a Chinese product by its characters, any part of its name', () => {
    expect(titles('zh', '节流阀')[0]).toBe('节流阀')
    expect(titles('zh', '插板')).toEqual(expect.arrayContaining(['真空插板阀', '高真空插板阀', 'MGV/AGV 系列插板阀']))
    expect(titles('zh', '冷水')).toEqual(['Unisem 冷水机'])
  })

  it('find a Chinese product by the pinyin initials of its name or of a part of it', () => {
    expect(titles('zh', 'jlf')[0]).toBe('节流阀')
    expect(titles('zh', 'zkcbf').slice(0, 3)).toEqual(expect.arrayContaining(['真空插板阀', '高真空插板阀']))
    expect(titles('zh', 'zkf')).toContain('真空阀门')
  })

  it('rank the names where the initials spell a whole word first: cbf finds the gate valves (插板阀) before 软抽摆阀', () => {
    const gateValves = ['MGV/AGV 系列插板阀', '真空插板阀', '高真空插板阀', 'Y73 阀盖式插板阀', 'Y78 超高真空插板阀']
    for (const keyword of ['cbf', 'cb']) {
      const found = titles('zh', keyword)
      expect(found.slice(0, gateValves.length).sort()).toEqual([...gateValves].sort())
      expect(found).toContain('Y76 软抽摆阀')
    }
    expect(titles('zh', 'zkcbf')[0]).toBe('真空插板阀')
  })

  it('forgive a typo in a longer English word and complete a word being typed', () => {
    expect(titles('en', 'buterfly')).toContain('Butterfly Control Valve')
    expect(titles('en', 'thrott')).toEqual(expect.arrayContaining(['Throttle Valve', 'Throttle Valve Controller', 'Dual Throttle Valve']))
  })

  it("suggest the site's pages and news in the page's language", () => {
    expect(suggest(index.zh, '联系')).toContainEqual({ title: '联系我们', kind: 'page', path: '/contactUs' })
    expect(suggest(index.en, 'contact')).toContainEqual({ title: 'Contact us', kind: 'page', path: '/contactUs' })
    expect(suggest(index.zh, 'semicon')).toEqual([{ title: '公司参加 SEMICON China 2024 展会', kind: 'news', path: '/NewsDetail?id=41' }])
    expect(suggest(index.en, 'semicon')).toEqual([{ title: 'We exhibit at SEMICON China 2024', kind: 'news', path: '/NewsDetail?id=43' }])
    // a name typed in the other language still finds the page, shown in the page's language
    expect(titles('en', '蝶形控制阀')[0]).toBe('Butterfly Control Valve')
  })

  it('give at most ten suggestions, and none for an empty or unknown keyword', () => {
    expect(suggest(index.zh, '阀').length).toBe(SUGGESTIONS_MAX)
    expect(suggest(index.zh, '')).toEqual([])
    expect(suggest(index.zh, '   ')).toEqual([])
    expect(suggest(index.en, 'qqqqzzzz')).toEqual([])
  })

  it('answer any input, of any length or script, without an error', () => {
    const mixed = 'Y70-2 真空阀 😀🚀 Ünïcode ﷽ \u0000 <script> ' + 'é漢😀a1-'.repeat(800)
    expect(mixed.length).toBeGreaterThan(5000)
    for (const locale of ['zh', 'en'] as const) {
      expect(() => suggest(index[locale], mixed)).not.toThrow()
      expect(suggest(index[locale], '😀🚀🎉')).toEqual([])
      expect(suggest(index[locale], '\uD800 lone surrogate')).toBeInstanceOf(Array)
    }
  })
})
