import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The member's own space (/account) gets a page name; an existing site takes the name a fresh one starts with.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_names_locales\` ADD \`pages_account\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`page_names_locales\` SET \`pages_account\` = CASE \`_locale\` WHEN 'zh' THEN '我的账户' ELSE 'My account' END;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` ADD \`version_pages_account\` text NOT NULL DEFAULT '';`)
  await db.run(
    sql`UPDATE \`_page_names_v_locales\` SET \`version_pages_account\` = CASE \`_locale\` WHEN 'zh' THEN '我的账户' ELSE 'My account' END;`,
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`page_names_locales\` DROP COLUMN \`pages_account\`;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` DROP COLUMN \`version_pages_account\`;`)
}
