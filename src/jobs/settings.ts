// The jobs' numbers from the environment, checked at start by src/runtime/settings.mjs (README).

const DAY_MS = 86_400_000

function wholeNumber(name: string, fallback: number, env: Record<string, string | undefined>): number {
  const value = env[name]?.trim()
  return value && /^\d+$/.test(value) ? Number(value) : fallback
}

/** How often and how patiently a failed enquiry notification is sent again. */
export const notificationRetries = (env = process.env) => ({
  attempts: wholeNumber('NOTIFY_MAIL_RETRIES', 8, env),
  firstDelayMs: wholeNumber('NOTIFY_MAIL_RETRY_DELAY_SECONDS', 60, env) * 1000,
})

/** How large an outbox file may grow and how long its lines are kept. */
export const outboxLimits = (env = process.env) => ({
  maxBytes: wholeNumber('OUTBOX_MAX_MB', 10, env) * 1024 * 1024,
  keepMs: wholeNumber('OUTBOX_KEEP_DAYS', 7, env) * DAY_MS,
})
