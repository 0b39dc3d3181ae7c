'use client'

import { useTranslation } from '@payloadcms/ui'
import { type ReactNode, useEffect } from 'react'

/**
 * Words Payload 3.90 writes in English whatever the admin language (they are not in its
 * translations, so `i18n.translations` cannot reach them): the schedule drawer's locale choice
 * "All" and the upload details' "Copy URL". In the Chinese admin they are replaced where they
 * appear. Remove an entry once Payload translates it.
 */
const chinese: { english: string; chinese: string; within: string }[] = [
  { english: 'All', chinese: '全部语言', within: '.schedule-publish' },
  { english: 'Copy URL', chinese: '复制链接', within: '.copy-to-clipboard' },
]

function translate(node: Node) {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const words = text.nodeValue?.trim()
    // only Payload's own controls: an editor's text that says "All" stays as written
    const known = chinese.find((entry) => entry.english === words && text.parentElement?.closest(entry.within))
    if (known) text.nodeValue = known.chinese
  }
}

export function HardCodedEnglish({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const inChinese = i18n.language === 'zh'

  useEffect(() => {
    if (!inChinese) return
    translate(document.body)
    const observer = new MutationObserver((changes) => {
      for (const change of changes) {
        if (change.type === 'characterData') translate(change.target)
        change.addedNodes.forEach(translate)
      }
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [inChinese])

  return children
}
