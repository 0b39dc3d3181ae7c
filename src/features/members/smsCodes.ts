import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { countMobileLookup } from './mobileLookups'
import { CODE_LENGTH, CODE_TTL_SECONDS, RESEND_SECONDS } from './ruleValues'
import { refuse, type ApiMessageKey, type Outcome, type Refusal } from '@/lib/outcome'
import { forget, hitAll, hoursUntil, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import { ceilingHasRoom, sendWithinBudget } from '@/features/sendingBudgets.server'
import { payloadSecret } from '@/lib/secret'
import { maskedMobile, SmsNotSent, smsSender, type CodePurpose, type NotSentReason } from '@/services/sms/sms.server'
import { siteLog } from '@/runtime/log.mjs'

const MAX_WRONG_TRIES = 5

/** Only a keyed hash is stored: a leaked table gives neither the codes nor a way to test guesses. */
const hashCode = (mobile: string, purpose: CodePurpose, code: string) =>
  createHmac('sha256', payloadSecret()).update(`${purpose}:${mobile}:${code}`).digest('hex')

const notSentMessages: Record<NotSentReason, ApiMessageKey> = {
  throttled: 'member.smsThrottled',
  numberRefused: 'member.smsNumberRefused',
  failed: 'member.smsFailed',
}

/** The visitor's message for a failed send, after one line for the operator (never with the code). */
function notSentMessage(error: unknown, mobile: string): ApiMessageKey {
  const number = maskedMobile(mobile)
  if (!(error instanceof SmsNotSent)) {
    siteLog('sms').error({ err: error }, `sending to ${number} failed`)
    return 'member.smsFailed'
  }
  siteLog('sms').error(`${error.provider} did not send to ${number}: ${error.vendorCode} ${error.message}`)
  return notSentMessages[error.reason]
}

async function isRegistered(payload: Payload, mobile: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'members', where: { mobile: { equals: mobile } } })
  return totalDocs > 0
}

/**
 * Sends a new code of CODE_LENGTH digits, refused within RESEND_SECONDS of the previous code, beyond
 * the hourly and daily limits per number and per client address, and once the site's texts of the
 * day reach their ceiling (src/features/sendingBudgets.server.ts). A newer code replaces the older ones.
 * The answer is the same for a registered and an unknown number, so it cannot tell them apart: a reset code for an
 * unknown number is stored but sent to nobody (it can never be redeemed), and a registration code
 * for a registered number reaches its owner, who alone learns at the register call that it is taken.
 */
export async function sendVerificationCode(
  payload: Payload,
  { mobile, purpose, ip }: { mobile: string; purpose: CodePurpose; ip: string },
): Promise<Outcome<{ expiresIn: number; resendIn: number }>> {
  const counted = await countMobileLookup(payload, mobile, ip)
  if (!counted.ok) return counted

  const resend = await hitAll(payload, [[rateLimits.smsResend, mobile]])
  if (!resend.allowed) return refuse('member.resendWait', { seconds: Math.ceil(resend.retryAfterMs / 1000) })
  const hourly = await hitAll(payload, [
    [rateLimits.smsPerMobile, mobile],
    [rateLimits.smsPerAddress, ip],
  ])
  if (!hourly.allowed) return refuse('member.smsHourlyLimit', { minutes: minutesUntil(hourly.retryAfterMs) })
  const daily = await hitAll(payload, [
    [rateLimits.smsPerMobilePerDay, mobile],
    [rateLimits.smsPerAddressPerDay, ip],
  ])
  if (!daily.allowed) return refuse('member.smsDailyLimit', { hours: hoursUntil(daily.retryAfterMs) })

  // reset and cancel codes serve a member: an unknown number's is sent to nobody; registering,
  // sending a service request and a new number's code are open to any number
  const reachesSomeone =
    purpose === 'register' || purpose === 'serviceRequest' || purpose === 'changeMobile' || (await isRegistered(payload, mobile))
  // a code sent to nobody takes nothing from the ceiling, but answers as one sent would
  if (!reachesSomeone && !(await ceilingHasRoom(payload))) return siteCeilingReached(payload, mobile)

  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
  const stored = await payload.create({
    collection: 'sms-codes',
    data: {
      mobile,
      purpose,
      codeHash: hashCode(mobile, purpose, code),
      expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000).toISOString(),
      attempts: 0,
      ip,
    },
  })
  try {
    const sent = reachesSomeone
      ? await sendWithinBudget(payload, 'code', { mobile }, `a ${purpose} code`, () =>
          smsSender().sendVerificationCode({ mobile, code, purpose }),
        )
      : 'sent'
    if (sent === 'held') {
      await payload.delete({ collection: 'sms-codes', id: stored.id })
      return siteCeilingReached(payload, mobile)
    }
  } catch (error) {
    // nothing reached the phone: let the visitor ask again at once
    await payload.delete({ collection: 'sms-codes', id: stored.id })
    await forget(payload, rateLimits.smsResend, mobile)
    return refuse(notSentMessage(error, mobile))
  }
  return { ok: true, expiresIn: CODE_TTL_SECONDS, resendIn: RESEND_SECONDS }
}

/** The site has sent its texts of the day: nothing went out, so the number may ask again when the ceiling has room. */
async function siteCeilingReached(payload: Payload, mobile: string): Promise<Refusal> {
  await forget(payload, rateLimits.smsResend, mobile)
  return refuse('member.smsSiteLimit')
}

/**
 * Whether a code for `purpose` waits for `mobile`: sent, not used, not expired and not void after
 * too many wrong guesses. A guess at a number with none cannot be right, and must not spend the
 * number's own limits.
 */
export async function hasOutstandingCode(payload: Payload, mobile: string, purpose: CodePurpose): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'sms-codes',
    where: {
      mobile: { equals: mobile },
      purpose: { equals: purpose },
      usedAt: { exists: false },
      expiresAt: { greater_than: new Date().toISOString() },
      attempts: { less_than: MAX_WRONG_TRIES },
    },
  })
  return totalDocs > 0
}

/**
 * Checks the latest code sent to `mobile` for `purpose` and uses it up when it matches. A wrong
 * guess counts; after five the code is void. Concurrent guesses may each count once, which only
 * makes the limit stricter.
 */
export async function redeemVerificationCode(
  payload: Payload,
  { mobile, purpose, code }: { mobile: string; purpose: CodePurpose; code: string },
): Promise<Outcome> {
  const { docs } = await payload.find({
    collection: 'sms-codes',
    where: { mobile: { equals: mobile }, purpose: { equals: purpose }, usedAt: { exists: false } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
  })
  const latest = docs[0]
  if (!latest) return refuse('member.codeMissing')
  if (latest.attempts >= MAX_WRONG_TRIES) return refuse('member.codeExhausted')
  if (new Date(latest.expiresAt).getTime() <= Date.now()) return refuse('member.codeExpired')

  const expected = Buffer.from(latest.codeHash, 'hex')
  const given = Buffer.from(hashCode(mobile, purpose, code), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const attempts = latest.attempts + 1
    await payload.update({ collection: 'sms-codes', id: latest.id, data: { attempts } })
    return refuse(attempts >= MAX_WRONG_TRIES ? 'member.codeExhausted' : 'member.codeWrong')
  }
  await payload.update({ collection: 'sms-codes', id: latest.id, data: { usedAt: new Date().toISOString() } })
  return { ok: true }
}
