import { NextResponse } from 'next/server'

import { createCaptchaChallenge } from '@/features/enquiries/captcha'
import { payloadSecret } from '@/lib/secret'

/** GET /api/captcha/challenge: a fresh signed proof-of-work challenge for the ALTCHA widget. */
export async function GET() {
  const challenge = await createCaptchaChallenge(payloadSecret())
  return NextResponse.json(challenge, { headers: { 'Cache-Control': 'no-store' } })
}
