import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notification_status\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notification_attempts\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notification_last_error\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notification_sent_at\` text;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notification_claimed_at\` text;`)
  await db.run(sql`CREATE INDEX \`enquiries_notification_notification_status_idx\` ON \`enquiries\` (\`notification_status\`);`)
  // an enquiry whose managers were notified before keeps that fact
  await db.run(sql`UPDATE \`enquiries\` SET \`notification_status\` = 'sent', \`notification_sent_at\` = \`notified_at\` WHERE \`notified_at\` IS NOT NULL;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`notified_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` ADD \`meta\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`DROP INDEX \`enquiries_notification_notification_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` ADD \`notified_at\` text;`)
  await db.run(sql`UPDATE \`enquiries\` SET \`notified_at\` = \`notification_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`notification_status\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`notification_attempts\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`notification_last_error\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`notification_sent_at\`;`)
  await db.run(sql`ALTER TABLE \`enquiries\` DROP COLUMN \`notification_claimed_at\`;`)
  await db.run(sql`ALTER TABLE \`payload_jobs\` DROP COLUMN \`meta\`;`)
}
