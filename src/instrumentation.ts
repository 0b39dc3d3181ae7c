/**
 * Runs once when the Next.js server starts. It starts Payload with its job queue, so that news
 * scheduled for publishing in the admin goes out on time, enquiry mails are retried and the
 * housekeeping tasks (src/jobs) run without a separate worker process, and starts it here, outside
 * any request, so the queue does not inherit one request's context. It also has the metrics report
 * the database pool and the day's texts against the SMS ceiling.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
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

let errorLog: import('pino').Logger | undefined

/**
 * An error a page, route or server action threw: logged with its stack, the request id
 * (server/requestLog.mjs) and the path, its query's secrets hidden.
 */
export async function onRequestError(
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
