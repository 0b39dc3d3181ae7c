import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // the new pages' names are filled in on a site that already has its page names (the columns are required)
  await db.execute(sql`
   ALTER TYPE "public"."enum_text_pages_key" ADD VALUE 'privacyPolicy';
  ALTER TYPE "public"."enum_text_pages_key" ADD VALUE 'userAgreement';
  ALTER TYPE "public"."enum__text_pages_v_version_key" ADD VALUE 'privacyPolicy';
  ALTER TYPE "public"."enum__text_pages_v_version_key" ADD VALUE 'userAgreement';
  ALTER TYPE "public"."enum_sms_codes_purpose" ADD VALUE 'cancel';
  CREATE TABLE "account_cancellations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_number" numeric NOT NULL,
  	"registered_at" timestamp(3) with time zone,
  	"enquiries_anonymised" numeric DEFAULT 0,
  	"downloads_kept" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "member_id" integer;
  ALTER TABLE "enquiries" ADD COLUMN "anonymised_at" timestamp(3) with time zone;
  ALTER TABLE "download_log" ADD COLUMN "note" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_cancellations_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "police_filing_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_verification_baidu" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_verification_so360" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_verification_sogou" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_verification_bing" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "site_verification_google" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_police_filing_number" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_verification_baidu" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_verification_so360" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_verification_sogou" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_verification_bing" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_site_verification_google" varchar;
  ALTER TABLE "page_names_locales" ADD COLUMN "pages_privacy_policy" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_privacy_policy" = CASE "_locale" WHEN 'zh' THEN '隐私政策' ELSE 'Privacy policy' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_privacy_policy" DROP DEFAULT;
  ALTER TABLE "page_names_locales" ADD COLUMN "pages_user_agreement" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_user_agreement" = CASE "_locale" WHEN 'zh' THEN '用户协议' ELSE 'User agreement' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_user_agreement" DROP DEFAULT;
  ALTER TABLE "page_names_locales" ADD COLUMN "pages_member_data" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_member_data" = CASE "_locale" WHEN 'zh' THEN '我的数据' ELSE 'My data' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_member_data" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_privacy_policy" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_privacy_policy" = CASE "_locale" WHEN 'zh' THEN '隐私政策' ELSE 'Privacy policy' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_privacy_policy" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_user_agreement" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_user_agreement" = CASE "_locale" WHEN 'zh' THEN '用户协议' ELSE 'User agreement' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_user_agreement" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_member_data" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_member_data" = CASE "_locale" WHEN 'zh' THEN '我的数据' ELSE 'My data' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_member_data" DROP DEFAULT;
  CREATE INDEX "account_cancellations_updated_at_idx" ON "account_cancellations" USING btree ("updated_at");
  CREATE INDEX "account_cancellations_created_at_idx" ON "account_cancellations" USING btree ("created_at");
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_cancellations_fk" FOREIGN KEY ("account_cancellations_id") REFERENCES "public"."account_cancellations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "enquiries_member_idx" ON "enquiries" USING btree ("member_id");
  CREATE INDEX "payload_locked_documents_rels_account_cancellations_id_idx" ON "payload_locked_documents_rels" USING btree ("account_cancellations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // the old enums cannot hold the new values: the legal pages' texts and cancel codes go first
  await db.execute(sql`
  DELETE FROM "text_pages" WHERE "key" IN ('privacyPolicy', 'userAgreement');
  DELETE FROM "_text_pages_v" WHERE "version_key" IN ('privacyPolicy', 'userAgreement');
  DELETE FROM "sms_codes" WHERE "purpose" = 'cancel';
   ALTER TABLE "account_cancellations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "account_cancellations" CASCADE;
  ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_member_id_members_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_account_cancellations_fk";
  
  ALTER TABLE "text_pages" ALTER COLUMN "key" SET DATA TYPE text;
  DROP TYPE "public"."enum_text_pages_key";
  CREATE TYPE "public"."enum_text_pages_key" AS ENUM('about', 'companyProfile', 'developmentPath', 'careerOpportunities', 'repairMaintenance', 'upgradeTransformation', 'serviceCenter', 'vacuumValveMain', 'presysBrief', 'presysProcess');
  ALTER TABLE "text_pages" ALTER COLUMN "key" SET DATA TYPE "public"."enum_text_pages_key" USING "key"::"public"."enum_text_pages_key";
  ALTER TABLE "_text_pages_v" ALTER COLUMN "version_key" SET DATA TYPE text;
  DROP TYPE "public"."enum__text_pages_v_version_key";
  CREATE TYPE "public"."enum__text_pages_v_version_key" AS ENUM('about', 'companyProfile', 'developmentPath', 'careerOpportunities', 'repairMaintenance', 'upgradeTransformation', 'serviceCenter', 'vacuumValveMain', 'presysBrief', 'presysProcess');
  ALTER TABLE "_text_pages_v" ALTER COLUMN "version_key" SET DATA TYPE "public"."enum__text_pages_v_version_key" USING "version_key"::"public"."enum__text_pages_v_version_key";
  ALTER TABLE "sms_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_codes_purpose";
  CREATE TYPE "public"."enum_sms_codes_purpose" AS ENUM('register', 'reset');
  ALTER TABLE "sms_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_sms_codes_purpose" USING "purpose"::"public"."enum_sms_codes_purpose";
  DROP INDEX "enquiries_member_idx";
  DROP INDEX "payload_locked_documents_rels_account_cancellations_id_idx";
  ALTER TABLE "enquiries" DROP COLUMN "member_id";
  ALTER TABLE "enquiries" DROP COLUMN "anonymised_at";
  ALTER TABLE "download_log" DROP COLUMN "note";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_cancellations_id";
  ALTER TABLE "site_settings" DROP COLUMN "police_filing_number";
  ALTER TABLE "site_settings" DROP COLUMN "site_verification_baidu";
  ALTER TABLE "site_settings" DROP COLUMN "site_verification_so360";
  ALTER TABLE "site_settings" DROP COLUMN "site_verification_sogou";
  ALTER TABLE "site_settings" DROP COLUMN "site_verification_bing";
  ALTER TABLE "site_settings" DROP COLUMN "site_verification_google";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_police_filing_number";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_verification_baidu";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_verification_so360";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_verification_sogou";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_verification_bing";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_site_verification_google";
  ALTER TABLE "page_names_locales" DROP COLUMN "pages_privacy_policy";
  ALTER TABLE "page_names_locales" DROP COLUMN "pages_user_agreement";
  ALTER TABLE "page_names_locales" DROP COLUMN "pages_member_data";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_privacy_policy";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_user_agreement";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_member_data";`)
}
