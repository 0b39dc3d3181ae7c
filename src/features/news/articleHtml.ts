import { convertLexicalToHTML, type HTMLConverters, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import { publicHref } from '@/features/site/internalLinks'
import type { Media } from '@/payload-types'
import { defaultLocale, type Locale } from '@/siteMap'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/** Images in an article span the column. */
const fullWidthUpload: HTMLConverters['upload'] = ({ node }) => {
  const file = node.value as Partial<Media> | number | null
  if (!file || typeof file !== 'object' || !file.url) return ''
  if (!file.mimeType?.startsWith('image')) return `<a href="${file.url}">${file.filename ?? ''}</a>`
  const alt = String(node.fields?.alt ?? file.alt ?? '').replace(/"/g, '&quot;')
  return `<img src="${file.url}" alt="${alt}" loading="lazy" style="display:block;width:100%;height:auto">`
}

/**
 * An article's rich text as HTML for the page and the detail call, in the visitor's language:
 * a link to another article, a product or a page leads to its public page in that language. The
 * editor's HTML is sanitized once more on the way out, so nothing an editor pastes can run script
 * on a visitor's page.
 */
export function articleHtml(content: unknown, locale: Locale = defaultLocale): string {
  const internalLinks = LinkHTMLConverter({
    internalDocToHref: ({ linkNode }) => {
      const doc = linkNode.fields.doc
      // a link whose target was deleted leads nowhere rather than to "#"
      return (doc && publicHref(doc.relationTo, doc.value, locale)) ?? ''
    },
  })
  const html = convertLexicalToHTML({
    data: content as LexicalState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, ...internalLinks, upload: fullWidthUpload }),
  })
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'picture', 'source'],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      source: ['srcset', 'media', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['style'],
    },
    allowedStyles: {
      img: { display: [/^block$/], width: [/^100%$/], height: [/^auto$/] },
      '*': { 'text-align': [/^(left|right|center|justify|start|end)$/], 'padding-inline-start': [/^\d+(px|em|rem)$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      // a link without a target (its document was deleted) stays as plain text
      a: (tagName, attribs) =>
        attribs.href ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName: 'span', attribs: {} },
    },
  })
}
