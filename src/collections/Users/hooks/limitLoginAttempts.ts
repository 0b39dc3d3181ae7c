import { APIError, type CollectionAfterLoginHook, type CollectionBeforeOperationHook } from 'payload'

import { clientAddress } from '@/runtime/clientAddress.mjs'
import { apiTranslator } from '@/features/apiMessages'
import type { RateLimit } from '@/features/rateLimit.server'

/**
 * Staff logins, counted before the password is checked (one atomic hit each, so a burst cannot
 * slip through) and given back when the login succeeds. Per address and per account from that
 * address, so a stranger cannot lock an editor out by failing on purpose; per account from
 * everywhere only as a high backstop against guessing from many addresses. The same answer for
 * every email, registered or not.
 */
const staffLoginLimits = {
  perAddress: { name: 'staff-login:address', limit: 20, windowMs: 15 * 60_000 },
  perAccountFromAddress: { name: 'staff-login:account-address', limit: 5, windowMs: 15 * 60_000 },
  perAccount: { name: 'staff-login:account', limit: 100, windowMs: 60 * 60_000 },
} satisfies Record<string, RateLimit>

const emailOf = (data: unknown) =>
  String((data as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase()

function subjects(headers: Headers, email: string): [RateLimit, string][] {
  const ip = clientAddress({ headers })
  return [
    [staffLoginLimits.perAddress, ip],
    [staffLoginLimits.perAccountFromAddress, `${email}|${ip}`],
    [staffLoginLimits.perAccount, email],
  ]
}

// loaded when a login happens: the module is server-only, and scripts load this config outside Next
const counters = () => import('@/features/rateLimit.server')

export const takeLoginAttempt: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' || req.payloadAPI === 'local') return args
  const { hitAll, minutesUntil } = await counters()
  const taken = await hitAll(req.payload, subjects(req.headers, emailOf(args.data)))
  if (!taken.allowed) {
    const t = apiTranslator(req.i18n?.language === 'en' ? 'en' : 'zh')
    throw new APIError(t('tooManyRequests', { minutes: minutesUntil(taken.retryAfterMs) }), 429, null, true)
  }
  return args
}

export const giveBackLoginAttempt: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.payloadAPI === 'local') return user
  const { forget, hit } = await counters()
  const [address, accountFromAddress, account] = subjects(req.headers, String(user.email ?? '').toLowerCase())
  await hit(req.payload, address[0], address[1], -1)
  await forget(req.payload, accountFromAddress[0], accountFromAddress[1])
  await hit(req.payload, account[0], account[1], -1)
  return user
}
