import { NextResponse } from 'next/server'
import type { z } from 'zod/mini'

import { readJsonObject, validate } from '@/api/body'
import { requestLocale } from '@/api/language'
import { apiTranslator, type ApiTranslator } from '@/features/apiMessages'
import type { Refusal } from '@/lib/outcome'
import { isJsonCall, isMultipartCall, isSameOriginCall } from '@/api/sameOrigin'
import type { Locale } from '@/siteMap'
import { siteLog } from '@/runtime/log.mjs'

/** The public contract's codes (docs/api.md): 1 success, 0 failure, 401 log in again. */
type ApiCode = 0 | 1 | 401

export interface Envelope {
  code: ApiCode
  msg: string
  data: unknown
  /** login, register and forgetPwd */
  token?: string
  /** upload */
  file?: string
}

/** Replies are never cached: they depend on the caller, its language and the moment. */
export const envelope = (body: Envelope, status = 200) => NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export interface ApiCall {
  request: Request
  locale: Locale
  t: ApiTranslator
  /** The refusal of a domain function or of validation, as a code 0 reply. */
  refused: (refusal: Refusal, data?: unknown) => NextResponse
}

/**
 * A handler of the public API: the contract's POST calls, and (`body: 'none'`) a GET that reads
 * nothing but the caller's session. Before anything runs, a call another site's page made the
 * browser send is refused (403), and so is a body that is not JSON (multipart for upload): a
 * cross-site form can send `text/plain` or a form without asking. Whatever goes wrong inside is
 * logged and answered with the envelope (code 0, "server busy"): a client never sees a 500.
 */
export function apiRoute(
  handle: (call: ApiCall) => Promise<NextResponse>,
  { body = 'json' }: { body?: 'json' | 'multipart' | 'none' } = {},
) {
  return async function answer(request: Request): Promise<NextResponse> {
    const locale = requestLocale(request)
    const t = apiTranslator(locale)
    const refused = (refusal: Refusal, data: unknown = {}) => envelope({ code: 0, msg: t(refusal.message, refusal.values), data })
    if (!isSameOriginCall(request)) return envelope({ code: 0, msg: t('crossSite'), data: {} }, 403)
    if (body === 'json' && !isJsonCall(request)) return refused({ ok: false, message: 'invalidJson' })
    if (body === 'multipart' && !isMultipartCall(request)) return refused({ ok: false, message: 'upload.fileRequired' })
    try {
      return await handle({ request, locale, t, refused })
    } catch (error) {
      siteLog('api').error({ err: error, reqId: request.headers.get('x-request-id'), path: new URL(request.url).pathname }, 'call failed')
      return envelope({ code: 0, msg: t('serverBusy'), data: {} })
    }
  }
}

/**
 * The service request's calls, added beside the contract, name the field a refusal is about
 * (`data.field`) so that a form points to it; the contract's calls keep `data: {}`.
 */
const fieldOf = (namespace: string | undefined, field: string | undefined) => (namespace === 'serviceRequest' && field ? { field } : {})

/**
 * Reads the JSON body and validates it; the refusal reply when either fails (`namespace`: see
 * `validate`; `values`: the limits the call's own rule messages quote).
 */
export async function parseJson<S extends z.core.$ZodType>(
  call: ApiCall,
  schema: S,
  namespace?: 'member' | 'feedback' | 'serviceRequest',
  values?: Record<string, number>,
): Promise<{ ok: true; data: z.output<S> } | { ok: false; reply: NextResponse }> {
  const read = await readJsonObject(call.request)
  if (!read.ok) return { ok: false, reply: call.refused(read) }
  const valid = validate(schema, read.body, namespace)
  if (!valid.ok) return { ok: false, reply: call.refused({ ...valid, values }, fieldOf(namespace, valid.field)) }
  return { ok: true, data: valid.data }
}

/** A method the call does not take: 405 with the envelope, in the caller's language. */
export function methodNotAllowed(request: Request): NextResponse {
  const t = apiTranslator(requestLocale(request))
  const reply = envelope({ code: 0, msg: t('methodNotAllowed'), data: {} }, 405)
  reply.headers.set('Allow', 'OPTIONS, POST')
  return reply
}

/** A path under /api that is no call: 404 with the envelope, in the caller's language. */
export function notFound(request: Request): NextResponse {
  const t = apiTranslator(requestLocale(request))
  return envelope({ code: 0, msg: t('notFound'), data: {} }, 404)
}
