import type React from 'react'

/**
 * A message whose tagged words are links (`我已阅读并同意<agreement>用户协议</agreement>…`), each to
 * its own `href` and opened in a new tab: the consent boxes link the legal pages, and reading them
 * must not lose what the visitor typed into the form. Untagged text stays text; a tag without an
 * `href` shows its words unlinked.
 */
export function LinkedText({ text, links, newTabHint }: { text: string; links: Record<string, string>; newTabHint: string }) {
  const parts: React.ReactNode[] = []
  const tagged = /<(\w+)>(.*?)<\/\1>/g
  let last = 0
  for (const match of text.matchAll(tagged)) {
    const [whole, tag, words] = match
    parts.push(text.slice(last, match.index))
    const href = links[tag]
    parts.push(
      href ? (
        // the hint is in the link's name only: the label's text stays the sentence the visitor reads
        <a
          key={match.index}
          href={href}
          target="_blank"
          rel="noopener"
          aria-label={`${words}${newTabHint}`}
          className="text-brand underline underline-offset-2"
        >
          {words}
        </a>
      ) : (
        words
      ),
    )
    last = match.index + whole.length
  }
  parts.push(text.slice(last))
  return <>{parts}</>
}
