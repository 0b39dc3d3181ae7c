import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import sanitizeHtml from 'sanitize-html'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/**
 * An article's rich text as HTML for the page and the detail call. The editor's HTML is sanitized
 * once more on the way out, so nothing an editor pastes can run script on a visitor's page.
 */
export function articleHtml(content: unknown): string {
  const html = convertLexicalToHTML({ data: content as LexicalState, disableContainer: true })
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
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify|start|end)$/], 'padding-inline-start': [/^\d+(px|em|rem)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  })
}
