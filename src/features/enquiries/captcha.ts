import { createHash } from 'node:crypto'

import { type Challenge, createChallenge, randomInt, type Solution, solveChallenge, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Payload } from 'payload'
import { z } from 'zod'

/**
 * The contact form's captcha: ALTCHA, a self-hosted proof of work,
 * so nothing is loaded from a third party (blocked in mainland China). The browser's widget gets a
 * signed challenge from GET /api/captcha/challenge and sends its solution as the form's `altcha`
 * field; the feedback call verifies it once. A challenge lasts long enough to fill in the form after
 * the widget solved it.
 */
const CHALLENGE_MINUTES = 30

/**
 * About 5,000 PBKDF2 rounds of 100 iterations: under a second in a phone's browser, enough to make
 * sending thousands of enquiries costly.
 */
const work = { algorithm: 'PBKDF2/SHA-256', cost: 100, counterMin: 2_000, counterMax: 8_000 } as const

// A key of its own, derived from PAYLOAD_SECRET, which all instances share.
const captchaKey = (secret: string) => createHash('sha256').update(`altcha:${secret}`).digest('hex')

export async function createCaptchaChallenge(secret: string): Promise<Challenge> {
  return createChallenge({
    algorithm: work.algorithm,
    cost: work.cost,
    counter: randomInt(work.counterMax, work.counterMin),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    hmacSignatureSecret: captchaKey(secret),
    hmacKeySignatureSecret: captchaKey(`key:${secret}`),
  })
}

const solvedChallenge = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(work.algorithm),
        nonce: z.string().min(8).max(200),
        salt: z.string().max(200),
        cost: z.literal(work.cost),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(200),
        expiresAt: z.number().optional(),
      })
      .loose(),
    signature: z.string().max(200).optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200) }).loose(),
})

function decode(altcha: unknown): z.infer<typeof solvedChallenge> | null {
  if (typeof altcha !== 'string' || altcha.length > 4_000) return null
  try {
    const parsed = solvedChallenge.safeParse(JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/**
 * True when `altcha` is a solution of a challenge we signed, not expired and not used before.
 * The use is recorded in the shared rate-limits table (its unique key makes the check atomic
 * across instances), so a solved challenge sends one enquiry only.
 */
export async function verifyCaptcha(payload: Payload, altcha: unknown, secret: string): Promise<boolean> {
  const solved = decode(altcha)
  if (!solved) return false
  const result = await verifySolution({
    challenge: solved.challenge as Challenge,
    solution: solved.solution as Solution,
    deriveKey,
    hmacSignatureSecret: captchaKey(secret),
    hmacKeySignatureSecret: captchaKey(`key:${secret}`),
  }).catch(() => null)
  if (!result?.verified) return false
  try {
    await payload.create({
      collection: 'rate-limits',
      data: {
        key: `altcha:${solved.challenge.parameters.nonce}`,
        points: 1,
        expire: new Date(Date.now() + CHALLENGE_MINUTES * 60_000).toISOString(),
      },
      overrideAccess: true,
    })
    return true
  } catch {
    // the unique key exists: this solution was used already
    return false
  }
}

/** Solves a challenge as the widget does; for tests and scripts that send enquiries. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha challenge not solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
