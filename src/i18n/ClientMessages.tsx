import { getLocale, getMessages } from 'next-intl/server'
import type React from 'react'

import { ClientTranslations } from './clientTranslations'

type Messages = Record<string, unknown>

/** The parts of the message tree at these dotted paths ('member', 'catalogue.download'), nothing else. */
function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {}
  for (const dotted of paths) {
    const keys = dotted.split('.')
    let from: unknown = messages
    let to = picked
    keys.forEach((key, index) => {
      from = from && typeof from === 'object' ? (from as Messages)[key] : undefined
      if (from === undefined) return
      if (index === keys.length - 1) to[key] = from
      else to = (to[key] ??= {}) as Messages
    })
  }
  return picked
}

/**
 * Interface strings for the client components inside, and only those: every message sent to the
 * browser is in the page's HTML twice (text and RSC payload), so each page ships just what its
 * interactive parts use (the forms, the download button) instead of the whole file. They read them
 * with `useTranslations` of `./clientTranslations`, not next-intl's client runtime (decision 048).
 */
export async function ClientMessages({ paths, children }: { paths: readonly string[]; children: React.ReactNode }) {
  const [messages, locale] = await Promise.all([getMessages() as Promise<Messages>, getLocale()])
  return (
    <ClientTranslations locale={locale} messages={pickMessages(messages, paths)}>
      {children}
    </ClientTranslations>
  )
}
