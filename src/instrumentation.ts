/**
 * Runs once when the Next.js server starts. It starts Payload with its job queue, so that news
 * scheduled for publishing in the admin goes out on time, enquiry mails are retried and the
 * housekeeping tasks (src/jobs) run without a separate worker process, and starts it here, outside
 * any request, so the queue does not inherit one request's context. It also has the metrics report
 * the database pool and the day's texts against the SMS ceiling.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startServer } = await import('./instrumentationNode')
    await startServer()
  }
}

/**
 * An error a page, route or server action threw: logged with its stack, the request id
 * (server/requestLog.mjs) and the path, its query's secrets hidden.
 */
export async function onRequestError(...args: Parameters<typeof import('./instrumentationNode').logRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./instrumentationNode')
    await logRequestError(...args)
  }
}
