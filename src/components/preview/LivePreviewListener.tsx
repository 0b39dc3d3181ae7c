'use client'

import { useEffect } from 'react'

import { hydrateNow } from '@/ui/HydrateOnUse'
import { useRouter } from '@/ui/useRouter'

type FormValues = Record<string, unknown>

/** The page's text nodes that show exactly this text. */
function textNodesShowing(text: string): Text[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  const found: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue?.trim() === text) found.push(node as Text)
  }
  return found
}

/**
 * In the admin's live preview (draft mode, staff only) the page follows the form as the editor
 * types: Payload posts the form's values to this frame, and every plain-text field that changed
 * (title, summary, introduction …) replaces its old text wherever the page shows it. Rich text,
 * pictures and tables follow when the editor saves (Payload then posts a document event and the
 * page is rendered again on the server, from the latest draft).
 */
export function LivePreviewListener() {
  const router = useRouter()
  useEffect(() => {
    if (window.parent === window) return
    // the editor's typing replaces text anywhere on the page, the header's menus included, with no one
    // using the frame: a part that waited for a first use would find its server HTML changed when hydrated
    hydrateNow()
    let shown: Record<string, string> | null = null
    // the form as last posted; a save re-renders the page only when the form changed since loading
    let lastForm = ''
    let changed = false
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !event.data || typeof event.data !== 'object') return
      const message = event.data as { type?: string; data?: FormValues }
      if (message.type === 'payload-document-event') {
        if (changed) router.refresh()
        changed = false
        return
      }
      if (message.type !== 'payload-live-preview' || !message.data) return
      const form = JSON.stringify(message.data)
      if (lastForm && form !== lastForm) changed = true
      lastForm = form
      const texts = Object.fromEntries(
        Object.entries(message.data).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      )
      if (!shown) {
        shown = texts
        // the page now follows the form (what the browser tests wait for)
        document.documentElement.dataset.livePreview = 'following'
        return
      }
      for (const [field, value] of Object.entries(texts)) {
        const before = shown[field]?.trim()
        const after = value.trim()
        if (!before || !after || before === after) continue
        for (const node of textNodesShowing(before)) node.nodeValue = node.nodeValue!.replace(before, after)
        if (document.title.includes(before)) document.title = document.title.replace(before, after)
        shown[field] = value
      }
    }
    window.addEventListener('message', onMessage)
    window.parent.postMessage({ type: 'payload-live-preview', ready: true }, window.location.origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
