import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { allEmpty, fieldsWithChinese, hasLocalizedFields, localizedTextFieldNames } from './localizedText'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  {
    type: 'row',
    fields: [{ name: 'intro', type: 'textarea', localized: true }],
  },
  {
    type: 'tabs',
    tabs: [
      {
        name: 'seo',
        fields: [{ name: 'description', type: 'text', localized: true }],
      },
    ],
  },
  { name: 'content', type: 'richText', localized: true },
]

const lexical = (text: string) => ({
  root: {
    children: [{ children: [{ text, type: 'text' }], type: 'paragraph' }],
  },
})

describe('the content-language guard', () => {
  it('finds the localized text fields, however deep', () => {
    expect(localizedTextFieldNames(fields)).toEqual(['title', 'intro', 'seo.description', 'content'])
    expect(hasLocalizedFields(fields)).toBe(true)
    expect(hasLocalizedFields([{ name: 'slug', type: 'text' }])).toBe(false)
  })

  it('notices Chinese in plain and rich text, not in English', () => {
    const names = localizedTextFieldNames(fields)
    expect(fieldsWithChinese({ title: 'Gate valve', content: lexical('闸阀') }, names)).toEqual(['content'])
    expect(fieldsWithChinese({ title: 'Gate valve', seo: { description: 'DN100' } }, names)).toEqual([])
    expect(fieldsWithChinese({ seo: { description: '超高真空' } }, names)).toEqual(['seo.description'])
  })

  it('tells an empty language version from a filled one', () => {
    const names = localizedTextFieldNames(fields)
    expect(allEmpty({ title: null, intro: ' ', content: lexical('') }, names)).toBe(true)
    expect(allEmpty({ title: '闸阀' }, names)).toBe(false)
  })
})
