import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_enquiries_notification_status" AS ENUM('pending', 'sending', 'sent', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyAccountManagers' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'purgeExpired' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sweepOrphanUploads' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'rotateOutbox' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyAccountManagers' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'purgeExpired' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sweepOrphanUploads' BEFORE 'rebuildAllDatasheets';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'rotateOutbox' BEFORE 'rebuildAllDatasheets';
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "enquiries" ADD COLUMN "notification_status" "enum_enquiries_notification_status";
  ALTER TABLE "enquiries" ADD COLUMN "notification_attempts" numeric DEFAULT 0;
  ALTER TABLE "enquiries" ADD COLUMN "notification_last_error" varchar;
  ALTER TABLE "enquiries" ADD COLUMN "notification_sent_at" timestamp(3) with time zone;
  ALTER TABLE "enquiries" ADD COLUMN "notification_claimed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  CREATE INDEX "enquiries_notification_notification_status_idx" ON "enquiries" USING btree ("notification_status");
  UPDATE "enquiries" SET "notification_status" = 'sent', "notification_sent_at" = "notified_at" WHERE "notified_at" IS NOT NULL;
  ALTER TABLE "enquiries" DROP COLUMN "notified_at";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildAllDatasheets', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildAllDatasheets', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "enquiries_notification_notification_status_idx";
  ALTER TABLE "enquiries" ADD COLUMN "notified_at" timestamp(3) with time zone;
  UPDATE "enquiries" SET "notified_at" = "notification_sent_at";
  ALTER TABLE "enquiries" DROP COLUMN "notification_status";
  ALTER TABLE "enquiries" DROP COLUMN "notification_attempts";
  ALTER TABLE "enquiries" DROP COLUMN "notification_last_error";
  ALTER TABLE "enquiries" DROP COLUMN "notification_sent_at";
  ALTER TABLE "enquiries" DROP COLUMN "notification_claimed_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  DROP TYPE "public"."enum_enquiries_notification_status";`)
}
