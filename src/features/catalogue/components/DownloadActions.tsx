'use client'

import type React from 'react'

import { TOAST_MS, toast } from '@/ui/toast'
import { useRouter } from '@/ui/useRouter'
import { useSitePath } from '@/ui/useSitePath'
import { callApi, storedToken } from '@/lib/apiClient'
import { forgetMember } from '@/features/members/memberState'
import { type Locale, localizedHref, pages } from '@/siteMap'

import { DOWNLOAD_ITEM, type DownloadButtonText } from './DownloadButton'

/** The contract's reply codes of /api/product/download (docs/api.md). */
const FILE_READY = 1
const NO_FILE = 0
const LOG_IN_AGAIN = 401

/**
 * Answers the download buttons inside (DownloadButton), with one click listener: asks the server
 * for the file with the member's token, and a granted file opens in a new window. The server decides
 * who may download: a visitor gets the log-in-again reply and goes to login. A button is disabled
 * and busy while its call is out. Around a table of buttons or one; it takes no room of its own.
 */
export function DownloadActions({ text, locale, children }: { text: DownloadButtonText; locale: Locale; children: React.ReactNode }) {
  const pathname = useSitePath()
  const router = useRouter()

  const download = async (itemId: number) => {
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

  return (
    // the clicks of the buttons inside (a key's press on a button is a click too)
    <div
      className="contents"
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
