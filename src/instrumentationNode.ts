// The server's start and its error log (src/instrumentation.ts): Node only. Next compiles
// instrumentation.ts for its Edge runtime too, and only an import inside the block that checks
// NEXT_RUNTIME is left out of that build (Node's APIs here, as in src/runtime/log.mjs, made every
// build warn that they are not supported there).
import type { Logger } from 'pino'

/**
 * Starts Payload with its job queue, outside any request, and has the server answer members'
 * catalogue pages from a copy; the metrics report the database pool and the day's texts.
 */
export async function startServer(): Promise<void> {
  const [{ getPayload }, { default: config }, { siteUrlWarning }, { siteLog }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/siteUrl'),
    import('@/runtime/log.mjs'),
  ])
  const warning = siteUrlWarning()
  if (warning) siteLog('settings').warn(warning)
  const payload = await getPayload({ config, cron: true })
  // the server answers members' catalogue pages from a copy once their session is verified
  const [{ sessionLookup }, { registerSessionLookup, shareEndedSessions }, { memberCataloguePaths, registerMemberCopyPaths }, siteMap] =
    await Promise.all([
      import('@/features/members/sessions'),
      import('@/runtime/verifiedSessions.mjs'),
      import('@/runtime/cacheRules.mjs'),
      import('@/siteMap'),
    ])
  registerSessionLookup(sessionLookup(payload))
  registerMemberCopyPaths(memberCataloguePaths(siteMap))
  await shareEndedSessions(process.env.REDIS_URL)
  const [{ watchDatabasePool }, { reportSmsDay }] = await Promise.all([
    import('@/runtime/metrics.mjs'),
    import('@/features/sendingBudgets.server'),
  ])
  // PostgreSQL's adapter keeps a node-postgres pool; SQLite's has none
  if ('pool' in payload.db && payload.db.pool) watchDatabasePool(payload.db.pool as Parameters<typeof watchDatabasePool>[0])
  reportSmsDay(payload)
}

let errorLog: Logger | undefined

/** Logs an error a page, route or server action threw (src/instrumentation.ts). */
export async function logRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routePath: string; routeType: string },
): Promise<void> {
  const { loggedPath, serverLog } = await import('@/runtime/log.mjs')
  errorLog ??= serverLog()
  errorLog.error(
    {
      err: error,
      reqId: request.headers['x-request-id'],
      method: request.method,
      path: loggedPath(request.path),
      route: context.routePath,
    },
    'request failed',
  )
}
