import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readArticle } from '@/features/news/articles'
import type { User } from '@/payload-types'

import { createStaff } from './admin-helpers'
import { createDatasheet, createImage } from '../support/fixtures'
import { testPayload } from '../support/payload'

let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  await createStaff(payload, 'rich-admin@example.com', 'admin')
  editor = await createStaff(payload, 'rich-editor@example.com', 'editor')
})

const text = (value: string) => ({
  type: 'text',
  version: 1,
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
})
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children,
})
const content = (...children: object[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children,
  },
})
const upload = (relationTo: string, id: number) => ({
  type: 'upload',
  version: 3,
  format: '',
  relationTo,
  value: id,
  fields: {},
})
const internalLink = (relationTo: string, id: number, words: string) => ({
  type: 'link',
  version: 3,
  direction: 'ltr',
  format: '',
  indent: 0,
  fields: {
    linkType: 'internal',
    doc: { relationTo, value: id },
    newTab: false,
  },
  children: [text(words)],
})

async function saveArticle(body: object) {
  const article = await payload.create({
    collection: 'articles',
    data: { title: '富文本测试', content: body as never, _status: 'published' },
    overrideAccess: false,
    user: editor,
  })
  // a title in English too, so that the article is listed on the English site
  await payload.update({
    collection: 'articles',
    id: article.id,
    locale: 'en',
    data: { title: 'Rich text test' },
  })
  return article
}

describe('the rich text of public pages', () => {
  it('takes pictures from the public image library', async () => {
    const image = await createImage(payload, 'valve.png')
    const article = await saveArticle(content(upload('media', image.id)))
    expect((await readArticle(payload, 'zh', article.id))?.content).toContain('<img')
  })

  it('refuses a private datasheet as a picture in public text', async () => {
    const datasheet = await createDatasheet(payload, 'secret.pdf')
    await expect(saveArticle(content(upload('datasheets', datasheet.id)))).rejects.toThrow()
  })

  it('links another article by its public address in the reader’s language', async () => {
    const target = await saveArticle(content(paragraph(text('目标'))))
    const article = await saveArticle(content(paragraph(internalLink('articles', target.id, '相关新闻'))))
    expect((await readArticle(payload, 'zh', article.id))?.content).toContain(`href="/NewsDetail?id=${target.id}"`)
    expect((await readArticle(payload, 'en', article.id))?.content).toContain(`href="/en/NewsDetail?id=${target.id}"`)
  })

  it('refuses a link to a record that has no public page, such as a staff account', async () => {
    await expect(saveArticle(content(paragraph(internalLink('users', editor.id, '编辑'))))).rejects.toThrow()
  })
})
