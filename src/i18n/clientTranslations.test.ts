import { createTranslator } from 'next-intl'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { loadMessages } from '@/messages'

import { ClientTranslations, fillMessage, useLocale, useTranslations } from './clientTranslations'

/** The namespaces pages hand to their client parts (`<ClientMessages paths>`). */
const clientNamespaces = ['member', 'memberData', 'account', 'serviceRequest', 'api.serviceRequest', 'api.tooLong']

const entries = (value: unknown, path = ''): [string, string][] =>
  typeof value === 'string'
    ? [[path, value]]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => entries(inner, path ? `${path}.${key}` : key))
      : []

describe('the client parts’ messages', () => {
  it.each(['zh', 'en'] as const)(
    'come out of fillMessage as next-intl writes them (%s), with text or numbers filled in',
    async (locale) => {
      const messages = await loadMessages(locale)
      const translate = createTranslator({ locale, messages }) as unknown as (key: string, values: object) => string
      const differ: string[] = []
      // a message with tags (a link in a sentence) is read raw and its tags made links (LinkedText)
      for (const [key, message] of entries(messages).filter(([, message]) => !/<\w+>/.test(message))) {
        const names = [...message.matchAll(/\{(\w+)/g)].map((match) => match[1])
        for (const sample of [(name: string) => `«${name}»`, (_: string, index: number) => 1000 + index]) {
          const values = Object.fromEntries(names.map((name, index) => [name, sample(name, index)]))
          if (fillMessage(message, values) !== translate(key, values)) differ.push(key)
        }
      }
      // the comparison sees ICU's plurals and number formats (the finder's count, a quote's limit) …
      expect(differ.length).toBeGreaterThan(0)
      // … and none is in a namespace the browser formats
      expect(differ.filter((key) => clientNamespaces.some((namespace) => key === namespace || key.startsWith(`${namespace}.`)))).toEqual([])
    },
  )

  it('are read by key under a namespace; a missing one shows its path, has() tells them apart', () => {
    function Probe() {
      const t = useTranslations('member.code')
      return `${useLocale()}|${t('wait', { seconds: 42 })}|${t('nope')}|${t.has('get')}|${t.has('nope')}`
    }
    const messages = { member: { code: { wait: 'Resend in {seconds} s', get: 'Get code' } } }
    const html = renderToString(createElement(ClientTranslations, { locale: 'en', messages }, createElement(Probe)))
    expect(html).toBe('en|Resend in 42 s|member.code.nope|true|false')
  })
})
