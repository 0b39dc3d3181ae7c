'use client'

import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { TOAST_MS, toast } from '@/ui/toast'
import { useSitePath } from '@/ui/useSitePath'
import { callApi, storedToken } from '@/lib/apiClient'
import { forgetMember } from '@/features/members/memberState'
import { type Locale, localizedHref, pages } from '@/siteMap'

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
 */
export function DownloadButton({ itemId, title, text, locale, className }: DownloadButtonProps) {
  const pathname = useSitePath()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  const download = async () => {
    setBusy(true)
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
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      onClick={download}
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
