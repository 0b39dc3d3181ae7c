'use client'

import { createContext, type ReactNode, useContext } from 'react'

import type { Locale } from '@/siteMap'

import { type Messages, messageAt } from './messageAt'

export type MessageValues = Record<string, string | number>

const Context = createContext<{ locale: Locale; messages: Messages } | null>(null)

/** The messages a page's client parts read (`ClientMessages` picks them on the server), and the page's language. */
export function ClientTranslations({ locale, messages, children }: { locale: Locale; messages: Messages; children?: ReactNode }) {
  return <Context value={{ locale, messages }}>{children}</Context>
}

function useMessages() {
  const context = useContext(Context)
  if (!context) throw new Error('A client part that reads messages must be inside <ClientMessages>')
  return context
}

/**
 * A message with its `{name}` arguments filled in, as next-intl's formatter fills a plain argument
 * (`String(value)`). The client's messages use no other ICU syntax (plurals, selects, number
 * formats): `src/i18n/clientTranslations.test.ts` holds every one of them equal to next-intl's output.
 */
export function fillMessage(message: string, values?: MessageValues): string {
  if (!values) return message
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

export interface Translate {
  (key: string, values?: MessageValues): string
  /** The message as written (an HTML snippet, a list). */
  raw(key: string): unknown
  /** Whether there is a message at `key`. */
  has(key: string): boolean
}

/** The page's language (`useLocale` of next-intl, without its client runtime). */
export const useLocale = (): Locale => useMessages().locale

/**
 * `t(key, values)` for the messages under `namespace`, as next-intl's `useTranslations` gives it, from
 * the few messages the page handed over: the browser gets no i18n runtime and no ICU parser. A key
 * that is missing comes back as its path (next-intl's fallback), so a gap shows instead of breaking.
 */
export function useTranslations(namespace?: string): Translate {
  const { messages } = useMessages()
  const path = (key: string) => (namespace ? `${namespace}.${key}` : key)
  return Object.assign(
    (key: string, values?: MessageValues) => {
      const message = messageAt(messages, path(key))
      return typeof message === 'string' ? fillMessage(message, values) : path(key)
    },
    {
      raw: (key: string) => messageAt(messages, path(key)),
      has: (key: string) => typeof messageAt(messages, path(key)) === 'string',
    },
  )
}
