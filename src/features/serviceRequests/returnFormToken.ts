import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/secret'

import { normaliseRmaNumber } from './rmaNumber'

/** How long the link to a return form opens: long enough for the parcel to be packed and sent. */
export const RETURN_FORM_DAYS = 90

const key = () => createHmac('sha256', payloadSecret()).update('return-form').digest()
const signatureOf = (claims: string) => createHmac('sha256', key()).update(claims).digest('base64url')

/**
 * The token of a request's return form link: `<rma>.<expiry in seconds>.<signature>`. Signed, not
 * sealed: the RMA number it shows is printed on the form anyway, and nothing else is in it.
 */
export function signReturnForm(rma: string, now = Date.now()): string {
  const claims = `${rma}.${Math.floor(now / 1000) + RETURN_FORM_DAYS * 86_400}`
  return `${claims}.${signatureOf(claims)}`
}

/** The RMA number of a token that is signed by this site and not expired; otherwise null. */
export function verifyReturnForm(token: string, now = Date.now()): string | null {
  const match = /^(RMA-\d{4}-\d{5,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return null
  const [, rma, expires, signature] = match
  const expected = Buffer.from(signatureOf(`${rma}.${expires}`))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  if (Number(expires) * 1000 <= now) return null
  return normaliseRmaNumber(rma) ?? null
}

export const returnFormPath = (rma: string) => `/files/return-form/${signReturnForm(rma)}`
