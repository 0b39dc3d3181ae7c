import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "service_counters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"value" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_counters_id" integer;
  CREATE UNIQUE INDEX "service_counters_name_idx" ON "service_counters" USING btree ("name");
  CREATE INDEX "service_counters_updated_at_idx" ON "service_counters" USING btree ("updated_at");
  CREATE INDEX "service_counters_created_at_idx" ON "service_counters" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_counters_fk" FOREIGN KEY ("service_counters_id") REFERENCES "public"."service_counters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_counters_id_idx" ON "payload_locked_documents_rels" USING btree ("service_counters_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_counters" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "service_counters" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_counters_fk";
  
  DROP INDEX "payload_locked_documents_rels_service_counters_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_counters_id";`)
}
