import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // a site already running gets the name a fresh site starts with
  await db.run(sql`ALTER TABLE \`page_names_locales\` ADD \`pages_compare\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`page_names_locales\` SET \`pages_compare\` = CASE \`_locale\` WHEN 'zh' THEN '产品对比' ELSE 'Product comparison' END;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` ADD \`version_pages_compare\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`_page_names_v_locales\` SET \`version_pages_compare\` = CASE \`_locale\` WHEN 'zh' THEN '产品对比' ELSE 'Product comparison' END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_names_locales\` DROP COLUMN \`pages_compare\`;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` DROP COLUMN \`version_pages_compare\`;`)
}
