import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quote_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar NOT NULL,
	"lines" jsonb NOT NULL,
	"expires_at" timestamp(3) with time zone NOT NULL,
	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quote_shares_id" integer;
CREATE UNIQUE INDEX "quote_shares_code_idx" ON "quote_shares" USING btree ("code");
CREATE INDEX "quote_shares_expires_at_idx" ON "quote_shares" USING btree ("expires_at");
CREATE INDEX "quote_shares_updated_at_idx" ON "quote_shares" USING btree ("updated_at");
CREATE INDEX "quote_shares_created_at_idx" ON "quote_shares" USING btree ("created_at");
ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_shares_fk" FOREIGN KEY ("quote_shares_id") REFERENCES "public"."quote_shares"("id") ON DELETE cascade ON UPDATE no action;
CREATE INDEX "payload_locked_documents_rels_quote_shares_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_shares_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quote_shares" DISABLE ROW LEVEL SECURITY;
DROP TABLE "quote_shares" CASCADE;
ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quote_shares_fk";

DROP INDEX "payload_locked_documents_rels_quote_shares_id_idx";
ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quote_shares_id";`)
}
