import { convertLexicalToHTML, type HTMLConverters } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

import type { Media } from '@/payload-types'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/** Images in an article span the column (the spec: "images made full width"). */
const fullWidthUpload: HTMLConverters['upload'] = ({ node }) => {
  const file = node.value as Partial<Media> | number | null
  if (!file || typeof file !== 'object' || !file.url) return ''
  if (!file.mimeType?.startsWith('image')) return `<a href="${file.url}">${file.filename ?? ''}</a>`
  const alt = String(node.fields?.alt ?? file.alt ?? '').replace(/"/g, '&quot;')
  return `<img src="${file.url}" alt="${alt}" loading="lazy" style="width:100%;height:auto">`
}

/**
 * An article's rich text as HTML for the page and the detail call. The editor's HTML is sanitized
 * once more on the way out, so nothing an editor pastes can run script on a visitor's page.
 */
export function articleHtml(content: unknown): string {
  const html = convertLexicalToHTML({
    data: content as LexicalState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({ ...defaultConverters, upload: fullWidthUpload }),
  })
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'picture',
      'source',
    ],
    allowedAttributes: {
      a: ['href', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      source: ['srcset', 'media', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['style'],
    },
    allowedStyles: {
      img: { width: [/^100%$/], height: [/^auto$/] },
      '*': { 'text-align': [/^(left|right|center|justify|start|end)$/], 'padding-inline-start': [/^\d+(px|em|rem)$/] },
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  })
}
