'use client'

import { useRouter } from 'next/navigation'
import type React from 'react'
import { useState } from 'react'

import { TOAST_MS, toast } from '@/ui/toast'
import { useSitePath } from '@/ui/useSitePath'
import { callApi, storedToken } from '@/lib/apiClient'
import { forgetMember } from '@/features/members/memberState'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { DOWNLOAD_ITEM } from './downloadItemAttribute'

/** The contract's reply codes of /api/product/download (docs/api.md). */
const FILE_READY = 1
const NO_FILE = 0
const LOG_IN_AGAIN = 401

/** The button's texts (catalogue.download), given by the server: a page needs no message bundle for it. */
export interface DownloadButtonText {
  action: string
  /** "Download: {title}" */
  actionFor: string
  noFile: string
  failed: string
}

interface DownloadButtonProps {
  /** The item id of the download call (valves 1–8, Presys 9–24, other products 25–30, or a centre row). */
  itemId: number
  /** Names the file for screen readers when the visible label is only "Download". */
  title: string
  text: DownloadButtonText
  locale: Locale
  className?: string
}

/**
 * Asks the server for the file with the member's token; a granted file opens in a new window.
 * The server decides who may download: a visitor gets the log-in-again reply and goes to login.
 * What a download button does, for one button (DownloadButton) or a table's (DownloadActions).
 */
function useDownload(text: DownloadButtonText, locale: Locale) {
  const pathname = useSitePath()
  const router = useRouter()

  return async (itemId: number) => {
    try {
      const reply = await callApi<string>('/api/product/download', { id: itemId }, { locale, token: storedToken() })
      if (reply.code === FILE_READY && reply.data) {
        window.open(reply.data, '_blank', 'noopener')
      } else if (reply.code === NO_FILE) {
        toast.error(text.noFile, { duration: TOAST_MS })
      } else {
        toast(reply.msg, { duration: TOAST_MS })
        if (reply.code === LOG_IN_AGAIN) {
          // the stored token is stale: the header shows the visitor's links again
          forgetMember()
          const query = new URLSearchParams({ redirect: `${pathname}${window.location.search}` })
          router.push(`${localizedHref(locale, pages.login.path)}?${query}`)
        }
      }
    } catch {
      toast.error(text.failed, { duration: TOAST_MS })
    }
  }
}

/** A download button of its own (a product page's datasheet, the member's account). */
export function DownloadButton({ itemId, title, text, locale, className }: DownloadButtonProps) {
  const download = useDownload(text, locale)
  const [busy, setBusy] = useState(false)

  return (
    <button
      type="button"
      onClick={async () => {
        setBusy(true)
        await download(itemId)
        setBusy(false)
      }}
      disabled={busy}
      aria-busy={busy}
      aria-label={text.actionFor.replace('{title}', title)}
      // its arrow is `.download-icon`'s (components.css)
      className={`download-icon ${
        className ??
        'inline-flex items-center gap-2 rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60'
      }`}
    >
      {text.action}
    </button>
  )
}

/**
 * The download buttons of a table (the download centre's dozens of rows), answered by one click
 * listener around them: plain buttons the server renders with `data-download-item`, not a client
 * component each for React to hydrate (decision 048's links, for buttons). A button is disabled and
 * busy while its call is out, as DownloadButton is.
 */
export function DownloadActions({ text, locale, children }: { text: DownloadButtonText; locale: Locale; children: React.ReactNode }) {
  const download = useDownload(text, locale)
  return (
    // the clicks of the buttons inside (a key's press on a button is a click too)
    <div
      onClick={async (event) => {
        const button = (event.target as Element).closest<HTMLButtonElement>(`button[${DOWNLOAD_ITEM}]`)
        if (!button || button.disabled) return
        button.disabled = true
        button.setAttribute('aria-busy', 'true')
        await download(Number(button.getAttribute(DOWNLOAD_ITEM)))
        button.disabled = false
        button.removeAttribute('aria-busy')
      }}
    >
      {children}
    </div>
  )
}
