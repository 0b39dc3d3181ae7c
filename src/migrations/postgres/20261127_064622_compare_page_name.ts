import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // a site already running gets the name a fresh site starts with
  await db.execute(sql`
   ALTER TABLE "page_names_locales" ADD COLUMN "pages_compare" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_compare" = CASE "_locale" WHEN 'zh' THEN '产品对比' ELSE 'Product comparison' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_compare" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_compare" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_compare" = CASE "_locale" WHEN 'zh' THEN '产品对比' ELSE 'Product comparison' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_compare" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_names_locales" DROP COLUMN "pages_compare";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_compare";`)
}
