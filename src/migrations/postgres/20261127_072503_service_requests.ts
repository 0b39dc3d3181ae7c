import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_service_requests_review_flags" AS ENUM('productNotInCatalogue', 'serialNumbersMissing', 'serialNumberUnreadable', 'serialCountDiffers');
  CREATE TYPE "public"."enum_service_requests_history_status" AS ENUM('requested', 'received', 'inspected', 'quoted', 'approved', 'declined', 'repairing', 'testing', 'shipped', 'closed');
  CREATE TYPE "public"."enum_service_requests_history_by" AS ENUM('staff', 'customer');
  CREATE TYPE "public"."enum_service_requests_status" AS ENUM('requested', 'received', 'inspected', 'quoted', 'approved', 'declined', 'repairing', 'testing', 'shipped', 'closed');
  CREATE TYPE "public"."enum_service_requests_kind" AS ENUM('repair', 'maintenance', 'upgrade');
  CREATE TYPE "public"."enum_service_requests_urgency" AS ENUM('normal', 'urgent');
  CREATE TYPE "public"."enum_service_requests_contamination" AS ENUM('notUsed', 'harmless', 'hazardous');
  CREATE TYPE "public"."enum_service_requests_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_service_requests_quote_currency" AS ENUM('CNY', 'USD', 'EUR');
  ALTER TYPE "public"."enum_sms_codes_purpose" ADD VALUE 'serviceRequest';
  CREATE TABLE "service_requests_review_flags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_service_requests_review_flags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "service_requests_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_service_requests_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by" "enum_service_requests_history_by" NOT NULL,
  	"user_id" integer,
  	"customer_note" varchar
  );
  
  CREATE TABLE "service_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"rma" varchar NOT NULL,
  	"status" "enum_service_requests_status" DEFAULT 'requested' NOT NULL,
  	"status_since" timestamp(3) with time zone,
  	"assignee_id" integer,
  	"note_for_customer" varchar,
  	"internal_notes" varchar,
  	"member_id" integer,
  	"kind" "enum_service_requests_kind" NOT NULL,
  	"urgency" "enum_service_requests_urgency",
  	"product" varchar NOT NULL,
  	"product_name" varchar,
  	"other_product" varchar,
  	"model_number" varchar,
  	"serial_numbers" jsonb,
  	"quantity" numeric NOT NULL,
  	"fault" varchar NOT NULL,
  	"process_gases" varchar,
  	"process_chemistry" varchar,
  	"process_temperatures" varchar,
  	"contamination" "enum_service_requests_contamination" NOT NULL,
  	"substances" varchar,
  	"cleaning" varchar,
  	"declarant_name" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"company" varchar,
  	"mobile" varchar NOT NULL,
  	"email" varchar,
  	"return_address" varchar NOT NULL,
  	"locale" "enum_service_requests_locale",
  	"ip" varchar,
  	"quote_amount" numeric,
  	"quote_currency" "enum_service_requests_quote_currency" DEFAULT 'CNY',
  	"quote_lead_time_days" numeric,
  	"findings" varchar,
  	"test_results" varchar,
  	"shipping_carrier" varchar,
  	"shipping_tracking_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_requests_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"enquiry_attachments_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_requests_id" integer;
  ALTER TABLE "service_requests_review_flags" ADD CONSTRAINT "service_requests_review_flags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_requests_history" ADD CONSTRAINT "service_requests_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests_history" ADD CONSTRAINT "service_requests_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_requests_rels" ADD CONSTRAINT "service_requests_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "service_requests_rels" ADD CONSTRAINT "service_requests_rels_enquiry_attachments_fk" FOREIGN KEY ("enquiry_attachments_id") REFERENCES "public"."enquiry_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_requests_review_flags_order_idx" ON "service_requests_review_flags" USING btree ("order");
  CREATE INDEX "service_requests_review_flags_parent_idx" ON "service_requests_review_flags" USING btree ("parent_id");
  CREATE INDEX "service_requests_history_order_idx" ON "service_requests_history" USING btree ("_order");
  CREATE INDEX "service_requests_history_parent_id_idx" ON "service_requests_history" USING btree ("_parent_id");
  CREATE INDEX "service_requests_history_user_idx" ON "service_requests_history" USING btree ("user_id");
  CREATE UNIQUE INDEX "service_requests_rma_idx" ON "service_requests" USING btree ("rma");
  CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status");
  CREATE INDEX "service_requests_status_since_idx" ON "service_requests" USING btree ("status_since");
  CREATE INDEX "service_requests_assignee_idx" ON "service_requests" USING btree ("assignee_id");
  CREATE INDEX "service_requests_member_idx" ON "service_requests" USING btree ("member_id");
  CREATE INDEX "service_requests_mobile_idx" ON "service_requests" USING btree ("mobile");
  CREATE INDEX "service_requests_updated_at_idx" ON "service_requests" USING btree ("updated_at");
  CREATE INDEX "service_requests_created_at_idx" ON "service_requests" USING btree ("created_at");
  CREATE INDEX "service_requests_rels_order_idx" ON "service_requests_rels" USING btree ("order");
  CREATE INDEX "service_requests_rels_parent_idx" ON "service_requests_rels" USING btree ("parent_id");
  CREATE INDEX "service_requests_rels_path_idx" ON "service_requests_rels" USING btree ("path");
  CREATE INDEX "service_requests_rels_enquiry_attachments_id_idx" ON "service_requests_rels" USING btree ("enquiry_attachments_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_requests_fk" FOREIGN KEY ("service_requests_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_service_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("service_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "service_requests_review_flags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_requests_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_requests_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "service_requests_review_flags" CASCADE;
  DROP TABLE "service_requests_history" CASCADE;
  DROP TABLE "service_requests" CASCADE;
  DROP TABLE "service_requests_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_requests_fk";
  
  DELETE FROM "sms_codes" WHERE "purpose" = 'serviceRequest';
  ALTER TABLE "sms_codes" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_sms_codes_purpose";
  CREATE TYPE "public"."enum_sms_codes_purpose" AS ENUM('register', 'reset', 'cancel', 'changeMobile');
  ALTER TABLE "sms_codes" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_sms_codes_purpose" USING "purpose"::"public"."enum_sms_codes_purpose";
  DROP INDEX "payload_locked_documents_rels_service_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_requests_id";
  DROP TYPE "public"."enum_service_requests_review_flags";
  DROP TYPE "public"."enum_service_requests_history_status";
  DROP TYPE "public"."enum_service_requests_history_by";
  DROP TYPE "public"."enum_service_requests_status";
  DROP TYPE "public"."enum_service_requests_kind";
  DROP TYPE "public"."enum_service_requests_urgency";
  DROP TYPE "public"."enum_service_requests_contamination";
  DROP TYPE "public"."enum_service_requests_locale";
  DROP TYPE "public"."enum_service_requests_quote_currency";`)
}
