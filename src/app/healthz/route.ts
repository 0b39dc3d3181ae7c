import { getPayloadClient } from '@/lib/payload'
import { siteLog } from '@/runtime/log.mjs'

export const dynamic = 'force-dynamic'

const DATABASE_TIMEOUT_MS = 2_000

const reply = (status: number, body: object) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * For the load balancer: 200 while this instance can reach its database, 503 otherwise. Anyone can
 * read it, so it says no more than that; the reason goes to the operator's log.
 */
export async function GET(): Promise<Response> {
  const started = Date.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${DATABASE_TIMEOUT_MS} ms`)), DATABASE_TIMEOUT_MS)
  })
  try {
    const payload = await getPayloadClient()
    await Promise.race([payload.count({ collection: 'users', overrideAccess: true }), timeout])
    return reply(200, { status: 'ok', database: 'ok', ms: Date.now() - started })
  } catch (error) {
    siteLog('healthz').error({ err: error }, 'the database does not answer')
    return reply(503, { status: 'unavailable', database: 'unavailable' })
  } finally {
    clearTimeout(timer)
  }
}
