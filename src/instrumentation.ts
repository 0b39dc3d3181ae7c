/**
 * Runs once when the Next.js server starts. It starts Payload with its job queue, so that news
 * scheduled for publishing in the admin goes out on time without a separate worker process, and
 * starts it here, outside any request, so the queue does not inherit one request's context.
 * It also sweeps, every few minutes, uploads that no enquiry claimed within an hour.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }, { siteUrlWarning }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
    import('@/lib/siteUrl'),
  ])
  const warning = siteUrlWarning()
  if (warning) console.warn(warning)
  const payload = await getPayload({ config, cron: true })
  const { startUploadSweeper } = await import('@/domain/uploadSweeper')
  startUploadSweeper(payload)
}
