import { describe, expect, it } from 'vitest'

import { countries } from '@/features/enquiries/countries'
import { unescapeHtml } from '@/lib/htmlEntities'

import { countryOptionsHtml } from './countryOptions'

/** The options back from the HTML: value and label, as a browser reads them. */
const optionsOf = (html: string) =>
  [...html.matchAll(/<option value="([^"]*)">([^<]*)<\/option>/g)].map(([, value, label]) => ({
    value: unescapeHtml(value),
    label: unescapeHtml(label),
  }))

describe('countryOptionsHtml', () => {
  it('writes every country once, the English name as its value and the page language as its label', () => {
    for (const locale of ['zh', 'en'] as const) {
      const options = optionsOf(countryOptionsHtml(locale))
      expect(options).toHaveLength(countries.length)
      expect(new Set(options.map((option) => option.value))).toEqual(new Set(countries.map((country) => country.en)))
      for (const option of options) expect(option.label).toBe(countries.find((country) => country.en === option.value)?.[locale])
    }
  })

  it('escapes what the markup would read otherwise', () => {
    const html = countryOptionsHtml('en')
    expect(html).toContain('<option value="Côte d&#39;Ivoire">Côte d&#39;Ivoire</option>')
    expect(html).not.toContain("'")
  })

  it("orders the labels as the page's language does: pinyin for Chinese", () => {
    const labels = optionsOf(countryOptionsHtml('zh')).map((option) => option.label)
    expect(labels.indexOf('阿尔巴尼亚')).toBeLessThan(labels.indexOf('中国'))
    expect(labels.indexOf('德国')).toBeLessThan(labels.indexOf('法国'))
    expect(optionsOf(countryOptionsHtml('en'))[0].label).toBe('Afghanistan')
  })
})
