import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_names_locales" ADD COLUMN "pages_service_request" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_service_request" = CASE "_locale" WHEN 'zh' THEN '申请售后服务' ELSE 'Request service' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_service_request" DROP DEFAULT;
  ALTER TABLE "page_names_locales" ADD COLUMN "pages_service_request_track" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_service_request_track" = CASE "_locale" WHEN 'zh' THEN '售后进度查询' ELSE 'Track a service request' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_service_request_track" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_service_request" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_service_request" = CASE "_locale" WHEN 'zh' THEN '申请售后服务' ELSE 'Request service' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_service_request" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_service_request_track" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_service_request_track" = CASE "_locale" WHEN 'zh' THEN '售后进度查询' ELSE 'Track a service request' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_service_request_track" DROP DEFAULT;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "page_names_locales" DROP COLUMN "pages_service_request";
  ALTER TABLE "page_names_locales" DROP COLUMN "pages_service_request_track";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_service_request";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_service_request_track";`)
}
