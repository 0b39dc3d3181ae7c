import type { Article } from '@/payload-types'

type RichText = NonNullable<Article['content']>

/** Lexical editor state with one plain paragraph per string, as the rich-text field stores it. */
export function paragraphsToRichText(paragraphs: readonly string[]): RichText {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [{ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }],
      })),
    },
  }
}
