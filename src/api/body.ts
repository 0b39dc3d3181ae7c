import { safeParse, type z } from 'zod/mini'

import { isApiMessageKey } from '@/features/apiMessages'
import { refuse, type Outcome, type Refusal } from '@/lib/outcome'

/** A JSON call carries a few short fields; anything near this size is not a real client. */
const JSON_BODY_LIMIT = 64 * 1024

/**
 * Reads at most `limit` bytes of the body. The Content-Length is checked first so a huge upload is
 * refused before it is read, and the stream is counted too because chunked bodies carry no length.
 */
async function readBody(request: Request, limit: number): Promise<Outcome<{ bytes: Uint8Array<ArrayBuffer> }>> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > limit) return refuse('bodyTooLarge')
  if (!request.body) return { ok: true, bytes: new Uint8Array(new ArrayBuffer(0)) }

  const chunks: Uint8Array[] = []
  let total = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel()
      return refuse('bodyTooLarge')
    }
    chunks.push(value)
  }
  return { ok: true, bytes: Buffer.concat(chunks) }
}

/** The JSON object of a call; an empty body counts as `{}` so that the field rules explain what is missing. */
export async function readJsonObject(request: Request): Promise<Outcome<{ body: Record<string, unknown> }>> {
  const read = await readBody(request, JSON_BODY_LIMIT)
  if (!read.ok) return read
  const text = new TextDecoder().decode(read.bytes).trim()
  if (!text) return { ok: true, body: {} }
  try {
    const parsed: unknown = JSON.parse(text)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse('invalidJson')
    return { ok: true, body: parsed as Record<string, unknown> }
  } catch {
    return refuse('invalidJson')
  }
}

/**
 * Validates with a schema whose rules carry message keys (see `messageOf`); the first failing rule,
 * in the schema's field order, becomes the reply. A feature's shared rules name their messages
 * without the API's namespace (`passwordRule`): `namespace` (`member`) places them.
 */
export function validate<S extends z.core.$ZodType>(
  schema: S,
  input: unknown,
  namespace?: string,
): { ok: true; data: z.output<S> } | (Refusal & { field?: string }) {
  const result = safeParse(schema, input)
  if (result.success) return { ok: true, data: result.data }
  const issue = result.error.issues[0]
  const message = issue?.message ?? ''
  // the first field of the path names the form's field, for a client that points to it
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined
  const placed = namespace ? `${namespace}.${message}` : message
  if (isApiMessageKey(placed)) return { ...refuse(placed), field }
  return { ...refuse(isApiMessageKey(message) ? message : 'invalidInput'), field }
}
