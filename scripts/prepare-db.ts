/**
 * Brings the database to the current schema, fills an empty one with the initial content and
 * creates the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD when no staff account exists.
 * Run by `npm start` before the server; safe to run on every start.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { seed } from '../src/seed'

const payload = await getPayload({ config })
await payload.db.migrate()

if (process.env.SEED !== 'false') await seed(payload)

const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env
if (ADMIN_EMAIL && ADMIN_PASSWORD) {
  const staff = await payload.count({ collection: 'users' })
  if (staff.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, roles: ['admin'], name: 'Administrator' },
    })
    payload.logger.info(`Created the first administrator ${ADMIN_EMAIL}`)
  }
}
process.exit(0)
