import { describe, expect, it } from 'vitest'

import { articleHtml } from '@/features/news/articleHtml'

const text = (value: string, format = 0) => ({ type: 'text', version: 1, text: value, format, detail: 0, mode: 'normal', style: '' })
const paragraph = (...children: object[]) => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  textFormat: 0,
  children,
})
const state = (...children: object[]) => ({ root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } })

describe('article HTML', () => {
  it('renders paragraphs and formatting from Lexical', () => {
    const html = articleHtml(state(paragraph(text('Clean room '), text('ready', 1))))
    expect(html).toContain('<p>')
    expect(html).toContain('Clean room')
    expect(html).toContain('<strong>ready</strong>')
  })

  it('escapes text an editor typed that looks like markup', () => {
    const html = articleHtml(state(paragraph(text('<script>alert(1)</script>'))))
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })

  it('drops script links and keeps ordinary ones, opened safely', () => {
    const link = (url: string) => ({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'custom', url, newTab: true },
      children: [text('here')],
    })
    const html = articleHtml(state(paragraph(link('javascript:alert(1)')), paragraph(link('https://example.com/a'))))
    expect(html).not.toContain('javascript:')
    expect(html).toContain('href="https://example.com/a"')
    expect(html).toContain('rel="noopener noreferrer"')
  })

  it('keeps uploaded pictures', () => {
    const upload = {
      type: 'upload',
      version: 3,
      format: '',
      relationTo: 'media',
      value: { id: 1, url: '/cms-api/media/file/a.png', alt: 'A valve', width: 800, height: 600, mimeType: 'image/png', filename: 'a.png' },
      fields: {},
    }
    const html = articleHtml(state(upload))
    expect(html).toMatch(/<img[^>]+src="\/cms-api\/media\/file\/a\.png"/)
    expect(html).toContain('alt="A valve"')
  })

  it('leads internal links to the public page in the visitor’s language', () => {
    const internal = (relationTo: string, value: unknown) => ({
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: {
        linkType: 'internal',
        doc: { relationTo, value },
        newTab: false,
      },
      children: [text(relationTo)],
    })
    const content = state(
      paragraph(internal('articles', { id: 42, title: '展会' })),
      paragraph(
        internal('vacuum-valves', {
          id: 3,
          pageNumber: 4,
          title: '超高真空角阀',
        }),
      ),
      paragraph(internal('presys-models', { id: 9, name: 'presysy77' })),
      paragraph(internal('other-products', { id: 1, slug: 'throttleValve' })),
      paragraph(internal('text-pages', { id: 5, key: 'repairMaintenance' })),
    )
    const zh = articleHtml(content, 'zh')
    expect(zh).toContain('href="/NewsDetail?id=42"')
    expect(zh).toContain('href="/VacuumValve4"')
    expect(zh).toContain('href="/presysDetail?form=presysy77"')
    expect(zh).toContain('href="/throttleValve"')
    expect(zh).toContain('href="/ValveRepairDndMaintenance"')
    const en = articleHtml(content, 'en')
    expect(en).toContain('href="/en/NewsDetail?id=42"')
    expect(en).toContain('href="/en/VacuumValve4"')
    expect(en).not.toContain('href="#"')
  })

  it('keeps the words of a link whose document was deleted, without a link', () => {
    const orphan = {
      type: 'link',
      version: 3,
      direction: 'ltr',
      format: '',
      indent: 0,
      fields: { linkType: 'internal', doc: null, newTab: false },
      children: [text('old product')],
    }
    const html = articleHtml(state(paragraph(orphan)), 'zh')
    expect(html).toContain('old product')
    expect(html).not.toContain('<a')
  })

  it('renders nothing for empty content', () => {
    expect(articleHtml(state()).trim()).toBe('')
  })
})
