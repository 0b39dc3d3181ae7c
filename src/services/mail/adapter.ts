import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter } from 'payload'

import { siteLog } from '@/runtime/log.mjs'
import { countMailSend } from '@/runtime/metrics.mjs'
import { appendToOutbox } from '@/services/outbox'

const fromAddress = process.env.MAIL_FROM ?? 'noreply@example.com'
const fromName = process.env.MAIL_FROM_NAME ?? 'Website'

/** Local default: every mail becomes a line of data/outbox/mail.jsonl. */
const outboxAdapter: EmailAdapter = () => ({
  name: 'outbox',
  defaultFromAddress: fromAddress,
  defaultFromName: fromName,
  sendEmail: async (message) => {
    const record = { ...message, at: new Date().toISOString() }
    await appendToOutbox('mail', record)
    siteLog('mail').info(`to the outbox: ${String(message.subject)}`)
    return record
  },
})

/** Counts each mail handed to the transport for the metrics: sent, or failed (the error goes on). */
const countingSends =
  (adapter: EmailAdapter): EmailAdapter =>
  (args) => {
    const transport = adapter(args)
    return {
      ...transport,
      sendEmail: async (message) => {
        try {
          const sent: unknown = await transport.sendEmail(message)
          countMailSend('sent')
          return sent
        } catch (error) {
          countMailSend('failed')
          throw error
        }
      },
    }
  }

/** SMTP when SMTP_HOST is set, the outbox file otherwise. */
export function mailAdapter(): EmailAdapter | Promise<EmailAdapter> {
  if (!process.env.SMTP_HOST) return countingSends(outboxAdapter)
  return nodemailerAdapter({
    defaultFromAddress: fromAddress,
    defaultFromName: fromName,
    transport: nodemailer.createTransport({
      host: process.env.SMTP_HOST,
      port: Number(process.env.SMTP_PORT ?? 465),
      secure: (process.env.SMTP_SECURE ?? 'true') !== 'false',
      auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD } : undefined,
    }),
  }).then(countingSends)
}
