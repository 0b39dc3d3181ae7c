import { getLocale, getMessages } from 'next-intl/server'
import type React from 'react'

import { ClientTranslations } from './clientTranslations'
import { type Messages, messageAt } from './messageAt'

/** The parts of the message tree at these dotted paths ('member', 'catalogue.download'), nothing else. */
function pickMessages(messages: Messages, paths: readonly string[]): Messages {
  const picked: Messages = {}
  for (const dotted of paths) {
    const part = messageAt(messages, dotted)
    if (part === undefined) continue
    const keys = dotted.split('.')
    const last = keys.pop() as string
    let to = picked
    for (const key of keys) to = (to[key] ??= {}) as Messages
    to[last] = part
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
