import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// A code for a member's new mobile number; the member's own space (/account) gets a page name, an
// existing site taking the name a fresh one starts with.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_sms_codes_purpose" ADD VALUE 'changeMobile';
  ALTER TABLE "page_names_locales" ADD COLUMN "pages_account" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_account" = CASE "_locale" WHEN 'zh' THEN '我的账户' ELSE 'My account' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_account" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_account" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_account" = CASE "_locale" WHEN 'zh' THEN '我的账户' ELSE 'My account' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_account" DROP DEFAULT;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DELETE FROM "sms_codes" WHERE "purpose" = 'changeMobile';
  ALTER TABLE "sms_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_codes_purpose";
  CREATE TYPE "public"."enum_sms_codes_purpose" AS ENUM('register', 'reset', 'cancel');
  ALTER TABLE "sms_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_sms_codes_purpose" USING "purpose"::"public"."enum_sms_codes_purpose";
  ALTER TABLE "page_names_locales" DROP COLUMN "pages_account";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_account";`)
}
