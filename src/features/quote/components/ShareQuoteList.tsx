'use client'

import { useId, useState } from 'react'

import { callApi } from '@/lib/apiClient'

import { quoteItemsToSend } from '../quoteStore'

export interface ShareQuoteListText {
  locale: string
  share: string
  sharing: string
  failed: string
  link: string
  copy: string
  copied: string
  hint: string
  qrLabel: string
}

interface Shared {
  url: string
  qr: string
}

/** "Share": keeps the list under a code, then shows its link (to copy) and a QR code of it. */
export function ShareQuoteList({ text }: { text: ShareQuoteListText }) {
  const [state, setState] = useState<'idle' | 'sharing' | 'copied'>('idle')
  const [shared, setShared] = useState<Shared | null>(null)
  const [error, setError] = useState('')
  const linkId = useId()

  async function share() {
    setState('sharing')
    setError('')
    try {
      const reply = await callApi<{ path: string }>('/api/quote/share', { lines: quoteItemsToSend().items ?? [] }, { locale: text.locale })
      if (reply.code !== 1) {
        setError(reply.msg)
        return
      }
      const url = `${window.location.origin}${text.locale === 'zh' ? '' : `/${text.locale}`}${reply.data.path}`
      // loaded on demand: only visitors who share need the QR encoder
      const { default: QRCode } = await import('qrcode')
      setShared({ url, qr: await QRCode.toString(url, { type: 'svg', margin: 1 }) })
    } catch {
      setError(text.failed)
    } finally {
      setState('idle')
    }
  }

  return (
    <div className="mt-4">
      <button
        type="button"
        className="rounded border border-brand px-3 py-1.5 text-sm font-medium text-brand hover:bg-brand-light disabled:opacity-60"
        disabled={state === 'sharing'}
        onClick={share}
      >
        {state === 'sharing' ? text.sharing : text.share}
      </button>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {shared && (
        <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
          <div className="grow">
            <label htmlFor={linkId} className="block text-sm text-slate-700">
              {text.link}
            </label>
            <div className="mt-1 flex gap-2">
              <input
                id={linkId}
                readOnly
                value={shared.url}
                className="w-full min-w-0 rounded border border-slate-300 bg-white px-2 py-1 text-sm"
                onFocus={(event) => event.target.select()}
              />
              <button
                type="button"
                className="shrink-0 rounded bg-brand px-3 py-1 text-sm text-white hover:bg-brand-dark"
                onClick={async () => {
                  try {
                    await navigator.clipboard.writeText(shared.url)
                    setState('copied')
                  } catch {
                    // no clipboard permission: the link stays in the field to copy by hand
                  }
                }}
              >
                {state === 'copied' ? text.copied : text.copy}
              </button>
            </div>
            <p className="mt-2 text-xs text-slate-600">{text.hint}</p>
          </div>
          <div
            role="img"
            aria-label={text.qrLabel}
            className="w-32 shrink-0 bg-white p-1 [&>svg]:h-auto [&>svg]:w-full"
            // built in this browser from the link the share call returned
            dangerouslySetInnerHTML={{ __html: shared.qr }}
          />
        </div>
      )}
    </div>
  )
}
