import 'server-only'

import type { Payload } from 'payload'

import { runSql, sql } from '@/lib/db/sql'

import type { QuoteDecision } from './statusRules'

const codeOf: Record<QuoteDecision, number> = { approve: 1, decline: 2 }
const claimName = (requestId: number | string) => `quote-answer-${requestId}`

/**
 * Takes the right to answer a request's quote, once across every instance: one insert into the
 * counters table, which only the first of two answers given at the same instant (a double click,
 * two tabs) can make. The answer that stands when this one came second.
 */
export async function claimQuoteAnswer(
  payload: Payload,
  requestId: number | string,
  decision: QuoteDecision,
): Promise<{ ok: true } | { ok: false; standing: QuoteDecision }> {
  const name = claimName(requestId)
  const taken = await runSql(
    payload,
    sql`INSERT INTO "service_counters" ("name", "value") VALUES (${name}, ${codeOf[decision]})
      ON CONFLICT ("name") DO NOTHING RETURNING "value"`,
  )
  if (taken.length > 0) return { ok: true }
  const [standing] = (await runSql(payload, sql`SELECT "value" FROM "service_counters" WHERE "name" = ${name}`)) as {
    value?: number | string
  }[]
  return { ok: false, standing: Number(standing?.value) === codeOf.approve ? 'approve' : 'decline' }
}

/** Gives the right back when the answer could not be saved, so that the customer can answer again. */
export async function releaseQuoteAnswer(payload: Payload, requestId: number | string): Promise<void> {
  await runSql(payload, sql`DELETE FROM "service_counters" WHERE "name" = ${claimName(requestId)}`)
}
