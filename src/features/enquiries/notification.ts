import type { Payload } from 'payload'

import { mailSubject, mailText, notificationRecipients } from './notificationMail'
import { runSql, sql } from '@/lib/db/sql'

/**
 * A runner that took a mail on and has not finished it this long after is taken for dead (its
 * process stopped mid-send); nodemailer gives up on a silent server well before.
 */
const CLAIM_LEASE_MS = 15 * 60_000

/** What one run of the notification job did. */
export type NotificationOutcome = 'sent' | 'alreadyHandled' | 'enquiryGone'

/**
 * Takes the enquiry's mail on for this runner, in one statement: only one of several runners (two
 * instances, or the first attempt beside the queue's own run) gets it. Returns the attempt's
 * number, or null when the mail is not waiting for an attempt.
 */
async function claim(payload: Payload, enquiryId: number, now: Date): Promise<number | null> {
  const abandonedBefore = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString()
  const rows = await runSql(
    payload,
    sql`UPDATE "enquiries"
      SET "notification_status" = 'sending', "notification_claimed_at" = ${now.toISOString()},
        "notification_attempts" = COALESCE("notification_attempts", 0) + 1
      WHERE "id" = ${enquiryId} AND ("notification_status" = 'pending'
        OR ("notification_status" = 'sending' AND "notification_claimed_at" < ${abandonedBefore}))
      RETURNING "notification_attempts"`,
  )
  const row = rows[0] as { notification_attempts?: number | string } | undefined
  return row ? Number(row.notification_attempts) : null
}

/** Records how this runner's attempt ended; only the runner holding the claim can. */
async function settle(
  payload: Payload,
  enquiryId: number,
  result: { status: 'sent'; sentAt: string } | { status: 'pending' | 'failed'; lastError: string },
): Promise<void> {
  await runSql(
    payload,
    result.status === 'sent'
      ? sql`UPDATE "enquiries" SET "notification_status" = 'sent', "notification_sent_at" = ${result.sentAt},
          "notification_last_error" = NULL, "notification_claimed_at" = NULL
          WHERE "id" = ${enquiryId} AND "notification_status" = 'sending'`
      : sql`UPDATE "enquiries" SET "notification_status" = ${result.status}, "notification_last_error" = ${result.lastError},
          "notification_claimed_at" = NULL
          WHERE "id" = ${enquiryId} AND "notification_status" = 'sending'`,
  )
}

/** The error for staff to read: its message only, never the SMTP password, and not endless. */
export function describeFailure(error: unknown, password = process.env.SMTP_PASSWORD): string {
  const message = error instanceof Error ? error.message : String(error)
  return (password ? message.replaceAll(password, '***') : message).slice(0, 500)
}

/**
 * One attempt at the mail about an enquiry: sent at most once, whatever number of runners try.
 * A failure is recorded on the enquiry (pending again, or failed on the `lastAttempt`) and thrown,
 * so that the job queue tries again later. When another runner holds the mail, this run throws
 * too: should that runner fail, the queue's next try still finds the mail waiting.
 */
export async function notifyAccountManagers(
  payload: Payload,
  enquiryId: number,
  { lastAttempt, now = new Date() }: { lastAttempt: boolean; now?: Date },
): Promise<NotificationOutcome> {
  const attempt = await claim(payload, enquiryId, now)
  if (attempt === null) {
    const { docs } = await payload.find({ collection: 'enquiries', where: { id: { equals: enquiryId } }, depth: 0, limit: 1 })
    const status = docs[0]?.notification?.status
    if (!docs[0]) return 'enquiryGone'
    if (status === 'sending') throw new Error(`another runner is sending the notification of enquiry ${enquiryId}`)
    return 'alreadyHandled'
  }
  try {
    const enquiry = await payload.findByID({ collection: 'enquiries', id: enquiryId, depth: 0 })
    const { addresses } = await notificationRecipients(payload)
    if (addresses.length === 0) throw new Error('no notification address is configured, and there is no administrator')
    await payload.sendEmail({ to: addresses, subject: mailSubject(enquiry), text: mailText(enquiry, Boolean(enquiry.attachment)) })
  } catch (error) {
    const lastError = describeFailure(error)
    await settle(payload, enquiryId, { status: lastAttempt ? 'failed' : 'pending', lastError })
    payload.logger.warn(
      `[enquiry] ${enquiryId}: notification attempt ${attempt} failed${lastAttempt ? ', the last one' : ''}: ${lastError}`,
    )
    throw error
  }
  await settle(payload, enquiryId, { status: 'sent', sentAt: new Date().toISOString() })
  return 'sent'
}

/**
 * Queues the mail about an enquiry and makes its first attempt at once, beside the caller (who
 * does not wait for it); when that attempt fails the queue's runners retry with backoff.
 */
export async function queueNotification(payload: Payload, enquiryId: number): Promise<void> {
  const job = await payload.jobs.queue({ task: 'notifyAccountManagers', input: { enquiry: enquiryId } })
  payload.jobs.runByID({ id: job.id }).catch((error: unknown) => {
    payload.logger.error({ err: error, msg: `[enquiry] ${enquiryId}: the first notification attempt could not run` })
  })
}

/**
 * Marks as failed the mails whose runner took them on and stopped before it finished (its process
 * was killed mid-send): Payload never runs such a job again, so only staff, told on the dashboard,
 * can send them. Returns how many.
 */
export async function failAbandonedNotifications(payload: Payload, now = new Date()): Promise<number> {
  const rows = await runSql(
    payload,
    sql`UPDATE "enquiries" SET "notification_status" = 'failed', "notification_claimed_at" = NULL,
        "notification_last_error" = 'the attempt stopped before it finished (the server stopped?)'
      WHERE "notification_status" = 'sending' AND "notification_claimed_at" < ${new Date(now.getTime() - CLAIM_LEASE_MS).toISOString()}
      RETURNING "id"`,
  )
  return rows.length
}

/**
 * Sends again every notification that failed for good (the dashboard's button), each queued once
 * even when two staff members ask at the same time. Returns how many were queued.
 */
export async function retryFailedNotifications(payload: Payload): Promise<number> {
  const rows = await runSql(
    payload,
    sql`UPDATE "enquiries" SET "notification_status" = 'pending' WHERE "notification_status" = 'failed' RETURNING "id"`,
  )
  for (const row of rows as { id: number | string }[]) await queueNotification(payload, Number(row.id))
  return rows.length
}
