import type { APIRequestContext, Page } from '@playwright/test'

import { newMobile, smsCodeFor } from './sms'

export type Locale = 'zh' | 'en'

/** A page's path in a locale: zh has no prefix, en lives under /en. */
export const localized = (locale: Locale, path: string) => (locale === 'zh' ? path : `/en${path}`)

/**
 * Each test file calls from its own made-up client address, so the API's per-address limits
 * (SMS, enquiries, uploads per hour) count each file apart. The e2e server runs with
 * TRUST_PROXY=loopback (playwright.config.ts): the test runner plays the proxy in front of it.
 */
export const ownClientAddress = () => ({
  'x-forwarded-for': `10.${rnd()}.${rnd()}.${rnd()}`,
})
const rnd = () => Math.floor(Math.random() * 250) + 1

export interface TestMember {
  mobile: string
  password: string
  company: string
  truename: string
  token: string
}

/** Registers a member through the public API, with the code read from the SMS outbox. */
export async function registerMemberByApi(request: APIRequestContext, password = 'Valve2024'): Promise<TestMember> {
  const mobile = newMobile()
  const sent = await (await request.post('/api/user/sendCode', { data: { mobile, purpose: 'register' } })).json()
  if (sent.code !== 1) throw new Error(`sendCode refused: ${sent.msg}`)
  const code = await smsCodeFor(mobile, 'register')
  const fields = { company: 'E2E Vacuum Ltd', mobile, code, truename: 'Test Member', password, repassword: password, check: true }
  const reply = await (await request.post('/api/user/register', { data: fields })).json()
  if (reply.code !== 1 || !reply.token) throw new Error(`register refused: ${reply.msg}`)
  return { mobile, password, company: fields.company, truename: fields.truename, token: reply.token }
}

/** The toasts on screen (sonner), to tell a toast from the same text under a field. */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text })

export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'))
