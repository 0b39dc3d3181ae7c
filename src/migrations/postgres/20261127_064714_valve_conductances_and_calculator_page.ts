import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vacuum_valves_specs_conductances_source" AS ENUM('published', 'derived');
  CREATE TYPE "public"."enum__vacuum_valves_v_version_specs_conductances_source" AS ENUM('published', 'derived');
  CREATE TYPE "public"."enum_presys_models_specs_conductances_source" AS ENUM('published', 'derived');
  CREATE TYPE "public"."enum__presys_models_v_version_specs_conductances_source" AS ENUM('published', 'derived');
  CREATE TYPE "public"."enum_other_products_specs_conductances_source" AS ENUM('published', 'derived');
  CREATE TYPE "public"."enum__other_products_v_version_specs_conductances_source" AS ENUM('published', 'derived');
  ALTER TYPE "public"."enum_page_seo_pages_page" ADD VALUE 'vacuumCalculator';
  ALTER TYPE "public"."enum__page_seo_v_version_pages_page" ADD VALUE 'vacuumCalculator';
  CREATE TABLE "vacuum_valves_specs_conductances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"molecular" numeric NOT NULL,
  	"source" "enum_vacuum_valves_specs_conductances_source" DEFAULT 'published' NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_version_specs_conductances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"molecular" numeric NOT NULL,
  	"source" "enum__vacuum_valves_v_version_specs_conductances_source" DEFAULT 'published' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "presys_models_specs_conductances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"molecular" numeric NOT NULL,
  	"source" "enum_presys_models_specs_conductances_source" DEFAULT 'published' NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_version_specs_conductances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"molecular" numeric NOT NULL,
  	"source" "enum__presys_models_v_version_specs_conductances_source" DEFAULT 'published' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "other_products_specs_conductances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"molecular" numeric NOT NULL,
  	"source" "enum_other_products_specs_conductances_source" DEFAULT 'published' NOT NULL
  );
  
  CREATE TABLE "_other_products_v_version_specs_conductances" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"size" numeric NOT NULL,
  	"molecular" numeric NOT NULL,
  	"source" "enum__other_products_v_version_specs_conductances_source" DEFAULT 'published' NOT NULL,
  	"_uuid" varchar
  );
  
  ALTER TABLE "page_names_locales" ADD COLUMN "pages_vacuum_calculator" varchar NOT NULL DEFAULT '';
  UPDATE "page_names_locales" SET "pages_vacuum_calculator" = CASE "_locale" WHEN 'zh' THEN '真空计算器' ELSE 'Vacuum calculator' END;
  ALTER TABLE "page_names_locales" ALTER COLUMN "pages_vacuum_calculator" DROP DEFAULT;
  ALTER TABLE "_page_names_v_locales" ADD COLUMN "version_pages_vacuum_calculator" varchar NOT NULL DEFAULT '';
  UPDATE "_page_names_v_locales" SET "version_pages_vacuum_calculator" = CASE "_locale" WHEN 'zh' THEN '真空计算器' ELSE 'Vacuum calculator' END;
  ALTER TABLE "_page_names_v_locales" ALTER COLUMN "version_pages_vacuum_calculator" DROP DEFAULT;
  ALTER TABLE "vacuum_valves_specs_conductances" ADD CONSTRAINT "vacuum_valves_specs_conductances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_version_specs_conductances" ADD CONSTRAINT "_vacuum_valves_v_version_specs_conductances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_specs_conductances" ADD CONSTRAINT "presys_models_specs_conductances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_specs_conductances" ADD CONSTRAINT "_presys_models_v_version_specs_conductances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_specs_conductances" ADD CONSTRAINT "other_products_specs_conductances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_specs_conductances" ADD CONSTRAINT "_other_products_v_version_specs_conductances_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vacuum_valves_specs_conductances_order_idx" ON "vacuum_valves_specs_conductances" USING btree ("_order");
  CREATE INDEX "vacuum_valves_specs_conductances_parent_id_idx" ON "vacuum_valves_specs_conductances" USING btree ("_parent_id");
  CREATE INDEX "_vacuum_valves_v_version_specs_conductances_order_idx" ON "_vacuum_valves_v_version_specs_conductances" USING btree ("_order");
  CREATE INDEX "_vacuum_valves_v_version_specs_conductances_parent_id_idx" ON "_vacuum_valves_v_version_specs_conductances" USING btree ("_parent_id");
  CREATE INDEX "presys_models_specs_conductances_order_idx" ON "presys_models_specs_conductances" USING btree ("_order");
  CREATE INDEX "presys_models_specs_conductances_parent_id_idx" ON "presys_models_specs_conductances" USING btree ("_parent_id");
  CREATE INDEX "_presys_models_v_version_specs_conductances_order_idx" ON "_presys_models_v_version_specs_conductances" USING btree ("_order");
  CREATE INDEX "_presys_models_v_version_specs_conductances_parent_id_idx" ON "_presys_models_v_version_specs_conductances" USING btree ("_parent_id");
  CREATE INDEX "other_products_specs_conductances_order_idx" ON "other_products_specs_conductances" USING btree ("_order");
  CREATE INDEX "other_products_specs_conductances_parent_id_idx" ON "other_products_specs_conductances" USING btree ("_parent_id");
  CREATE INDEX "_other_products_v_version_specs_conductances_order_idx" ON "_other_products_v_version_specs_conductances" USING btree ("_order");
  CREATE INDEX "_other_products_v_version_specs_conductances_parent_id_idx" ON "_other_products_v_version_specs_conductances" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "vacuum_valves_specs_conductances" CASCADE;
  DROP TABLE "_vacuum_valves_v_version_specs_conductances" CASCADE;
  DROP TABLE "presys_models_specs_conductances" CASCADE;
  DROP TABLE "_presys_models_v_version_specs_conductances" CASCADE;
  DROP TABLE "other_products_specs_conductances" CASCADE;
  DROP TABLE "_other_products_v_version_specs_conductances" CASCADE;
  ALTER TABLE "page_seo_pages" ALTER COLUMN "page" SET DATA TYPE text;
  DROP TYPE "public"."enum_page_seo_pages_page";
  CREATE TYPE "public"."enum_page_seo_pages_page" AS ENUM('home', 'news', 'honor', 'download', 'presys', 'recruitment', 'contactUs', 'productFinder');
  ALTER TABLE "page_seo_pages" ALTER COLUMN "page" SET DATA TYPE "public"."enum_page_seo_pages_page" USING "page"::"public"."enum_page_seo_pages_page";
  ALTER TABLE "_page_seo_v_version_pages" ALTER COLUMN "page" SET DATA TYPE text;
  DROP TYPE "public"."enum__page_seo_v_version_pages_page";
  CREATE TYPE "public"."enum__page_seo_v_version_pages_page" AS ENUM('home', 'news', 'honor', 'download', 'presys', 'recruitment', 'contactUs', 'productFinder');
  ALTER TABLE "_page_seo_v_version_pages" ALTER COLUMN "page" SET DATA TYPE "public"."enum__page_seo_v_version_pages_page" USING "page"::"public"."enum__page_seo_v_version_pages_page";
  ALTER TABLE "page_names_locales" DROP COLUMN "pages_vacuum_calculator";
  ALTER TABLE "_page_names_v_locales" DROP COLUMN "version_pages_vacuum_calculator";
  DROP TYPE "public"."enum_vacuum_valves_specs_conductances_source";
  DROP TYPE "public"."enum__vacuum_valves_v_version_specs_conductances_source";
  DROP TYPE "public"."enum_presys_models_specs_conductances_source";
  DROP TYPE "public"."enum__presys_models_v_version_specs_conductances_source";
  DROP TYPE "public"."enum_other_products_specs_conductances_source";
  DROP TYPE "public"."enum__other_products_v_version_specs_conductances_source";`)
}
