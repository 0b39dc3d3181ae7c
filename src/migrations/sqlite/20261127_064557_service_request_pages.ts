import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_names_locales\` ADD \`pages_service_request\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`page_names_locales\` SET \`pages_service_request\` = CASE \`_locale\` WHEN 'zh' THEN '申请售后服务' ELSE 'Request service' END;`)
  await db.run(sql`ALTER TABLE \`page_names_locales\` ADD \`pages_service_request_track\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`page_names_locales\` SET \`pages_service_request_track\` = CASE \`_locale\` WHEN 'zh' THEN '售后进度查询' ELSE 'Track a service request' END;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` ADD \`version_pages_service_request\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`_page_names_v_locales\` SET \`version_pages_service_request\` = CASE \`_locale\` WHEN 'zh' THEN '申请售后服务' ELSE 'Request service' END;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` ADD \`version_pages_service_request_track\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`_page_names_v_locales\` SET \`version_pages_service_request_track\` = CASE \`_locale\` WHEN 'zh' THEN '售后进度查询' ELSE 'Track a service request' END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_names_locales\` DROP COLUMN \`pages_service_request\`;`)
  await db.run(sql`ALTER TABLE \`page_names_locales\` DROP COLUMN \`pages_service_request_track\`;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` DROP COLUMN \`version_pages_service_request\`;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` DROP COLUMN \`version_pages_service_request_track\`;`)
}
