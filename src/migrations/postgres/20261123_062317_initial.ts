import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_articles_category" AS ENUM('company', 'industry', 'exhibition');
  CREATE TYPE "public"."enum_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_version_category" AS ENUM('company', 'industry', 'exhibition');
  CREATE TYPE "public"."enum__articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__articles_v_published_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_vacuum_valves_specs_flanges" AS ENUM('KF', 'ISO-K', 'ISO-F', 'CF', 'JIS', 'custom');
  CREATE TYPE "public"."enum_vacuum_valves_specs_actuation" AS ENUM('pneumatic', 'manual', 'electric', 'motorised');
  CREATE TYPE "public"."enum_vacuum_valves_specs_body_materials" AS ENUM('304', '316L', 'aluminium');
  CREATE TYPE "public"."enum_vacuum_valves_specs_seal_materials" AS ENUM('FKM', 'FFKM', 'EPDM', 'metal');
  CREATE TYPE "public"."enum_vacuum_valves_specs_family" AS ENUM('gate', 'angle', 'butterfly', 'transfer', 'pendulum', 'combined', 'controller', 'seal', 'chiller');
  CREATE TYPE "public"."enum__vacuum_valves_v_version_specs_flanges" AS ENUM('KF', 'ISO-K', 'ISO-F', 'CF', 'JIS', 'custom');
  CREATE TYPE "public"."enum__vacuum_valves_v_version_specs_actuation" AS ENUM('pneumatic', 'manual', 'electric', 'motorised');
  CREATE TYPE "public"."enum__vacuum_valves_v_version_specs_body_materials" AS ENUM('304', '316L', 'aluminium');
  CREATE TYPE "public"."enum__vacuum_valves_v_version_specs_seal_materials" AS ENUM('FKM', 'FFKM', 'EPDM', 'metal');
  CREATE TYPE "public"."enum__vacuum_valves_v_version_specs_family" AS ENUM('gate', 'angle', 'butterfly', 'transfer', 'pendulum', 'combined', 'controller', 'seal', 'chiller');
  CREATE TYPE "public"."enum_presys_models_specs_flanges" AS ENUM('KF', 'ISO-K', 'ISO-F', 'CF', 'JIS', 'custom');
  CREATE TYPE "public"."enum_presys_models_specs_actuation" AS ENUM('pneumatic', 'manual', 'electric', 'motorised');
  CREATE TYPE "public"."enum_presys_models_specs_body_materials" AS ENUM('304', '316L', 'aluminium');
  CREATE TYPE "public"."enum_presys_models_specs_seal_materials" AS ENUM('FKM', 'FFKM', 'EPDM', 'metal');
  CREATE TYPE "public"."enum_presys_models_specs_family" AS ENUM('gate', 'angle', 'butterfly', 'transfer', 'pendulum', 'combined', 'controller', 'seal', 'chiller');
  CREATE TYPE "public"."enum__presys_models_v_version_specs_flanges" AS ENUM('KF', 'ISO-K', 'ISO-F', 'CF', 'JIS', 'custom');
  CREATE TYPE "public"."enum__presys_models_v_version_specs_actuation" AS ENUM('pneumatic', 'manual', 'electric', 'motorised');
  CREATE TYPE "public"."enum__presys_models_v_version_specs_body_materials" AS ENUM('304', '316L', 'aluminium');
  CREATE TYPE "public"."enum__presys_models_v_version_specs_seal_materials" AS ENUM('FKM', 'FFKM', 'EPDM', 'metal');
  CREATE TYPE "public"."enum__presys_models_v_version_specs_family" AS ENUM('gate', 'angle', 'butterfly', 'transfer', 'pendulum', 'combined', 'controller', 'seal', 'chiller');
  CREATE TYPE "public"."enum_other_products_specs_flanges" AS ENUM('KF', 'ISO-K', 'ISO-F', 'CF', 'JIS', 'custom');
  CREATE TYPE "public"."enum_other_products_specs_actuation" AS ENUM('pneumatic', 'manual', 'electric', 'motorised');
  CREATE TYPE "public"."enum_other_products_specs_body_materials" AS ENUM('304', '316L', 'aluminium');
  CREATE TYPE "public"."enum_other_products_specs_seal_materials" AS ENUM('FKM', 'FFKM', 'EPDM', 'metal');
  CREATE TYPE "public"."enum_other_products_slug" AS ENUM('throttleValve', 'throttleValveController', 'dualThrottleValve', 'multiPositionController', 'mne', 'unisemChiller');
  CREATE TYPE "public"."enum_other_products_specs_family" AS ENUM('gate', 'angle', 'butterfly', 'transfer', 'pendulum', 'combined', 'controller', 'seal', 'chiller');
  CREATE TYPE "public"."enum__other_products_v_version_specs_flanges" AS ENUM('KF', 'ISO-K', 'ISO-F', 'CF', 'JIS', 'custom');
  CREATE TYPE "public"."enum__other_products_v_version_specs_actuation" AS ENUM('pneumatic', 'manual', 'electric', 'motorised');
  CREATE TYPE "public"."enum__other_products_v_version_specs_body_materials" AS ENUM('304', '316L', 'aluminium');
  CREATE TYPE "public"."enum__other_products_v_version_specs_seal_materials" AS ENUM('FKM', 'FFKM', 'EPDM', 'metal');
  CREATE TYPE "public"."enum__other_products_v_version_slug" AS ENUM('throttleValve', 'throttleValveController', 'dualThrottleValve', 'multiPositionController', 'mne', 'unisemChiller');
  CREATE TYPE "public"."enum__other_products_v_version_specs_family" AS ENUM('gate', 'angle', 'butterfly', 'transfer', 'pendulum', 'combined', 'controller', 'seal', 'chiller');
  CREATE TYPE "public"."enum_faqs_group" AS ENUM('vacuumValve', 'presysBrief');
  CREATE TYPE "public"."enum__faqs_v_version_group" AS ENUM('vacuumValve', 'presysBrief');
  CREATE TYPE "public"."enum_downloads_type" AS ENUM('1', '2', '3', '4', '5');
  CREATE TYPE "public"."enum__downloads_v_version_type" AS ENUM('1', '2', '3', '4', '5');
  CREATE TYPE "public"."enum_honors_kind" AS ENUM('honor', 'patent');
  CREATE TYPE "public"."enum__honors_v_version_kind" AS ENUM('honor', 'patent');
  CREATE TYPE "public"."enum_timelines_kind" AS ENUM('development', 'presysProcess');
  CREATE TYPE "public"."enum__timelines_v_version_kind" AS ENUM('development', 'presysProcess');
  CREATE TYPE "public"."enum_text_pages_key" AS ENUM('about', 'companyProfile', 'developmentPath', 'careerOpportunities', 'repairMaintenance', 'upgradeTransformation', 'serviceCenter', 'vacuumValveMain', 'presysBrief', 'presysProcess');
  CREATE TYPE "public"."enum__text_pages_v_version_key" AS ENUM('about', 'companyProfile', 'developmentPath', 'careerOpportunities', 'repairMaintenance', 'upgradeTransformation', 'serviceCenter', 'vacuumValveMain', 'presysBrief', 'presysProcess');
  CREATE TYPE "public"."enum_enquiries_status" AS ENUM('new', 'inProgress', 'done');
  CREATE TYPE "public"."enum_enquiries_salutation" AS ENUM('Mr.', 'Ms.');
  CREATE TYPE "public"."enum_enquiries_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_enquiry_attachments_kind" AS ENUM('jpg', 'png', 'pdf', 'dwg', 'dxf');
  CREATE TYPE "public"."enum_members_registered_locale" AS ENUM('zh', 'en');
  CREATE TYPE "public"."enum_sms_codes_purpose" AS ENUM('register', 'reset');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('document', 'path');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'rebuildAllDatasheets', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'rebuildAllDatasheets', 'schedulePublish');
  CREATE TYPE "public"."enum_page_seo_pages_page" AS ENUM('home', 'news', 'honor', 'download', 'presys', 'recruitment', 'contactUs', 'productFinder');
  CREATE TYPE "public"."enum__page_seo_v_version_pages_page" AS ENUM('home', 'news', 'honor', 'download', 'presys', 'recruitment', 'contactUs', 'productFinder');
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"banner_id" integer,
  	"category" "enum_articles_category" DEFAULT 'company',
  	"published_at" timestamp(3) with time zone,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_articles_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar,
  	"intro" varchar,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_image_id" integer,
  	"version_banner_id" integer,
  	"version_category" "enum__articles_v_version_category" DEFAULT 'company',
  	"version_published_at" timestamp(3) with time zone,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__articles_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__articles_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_articles_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_specs_flanges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vacuum_valves_specs_flanges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_specs_actuation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vacuum_valves_specs_actuation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_specs_body_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vacuum_valves_specs_body_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_specs_seal_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_vacuum_valves_specs_seal_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "vacuum_valves" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"page_number" numeric NOT NULL,
  	"product_id" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"show_flanges" boolean DEFAULT true,
  	"specs_family" "enum_vacuum_valves_specs_family",
  	"specs_pressure_min" numeric,
  	"specs_pressure_max" numeric,
  	"specs_leak_rate" numeric,
  	"specs_max_temperature" numeric,
  	"specs_bakeout" numeric,
  	"image_id" integer,
  	"drawing_zh_id" integer,
  	"drawing_en_id" integer,
  	"download_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_locales" (
  	"title" varchar NOT NULL,
  	"home_title" varchar,
  	"title_text" varchar,
  	"size" varchar,
  	"driver" varchar,
  	"valve_material" varchar,
  	"feedthrough" varchar,
  	"standard_flanges" varchar,
  	"download_title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vacuum_valves_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_version_specs_flanges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__vacuum_valves_v_version_specs_flanges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_version_specs_actuation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__vacuum_valves_v_version_specs_actuation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_version_specs_body_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__vacuum_valves_v_version_specs_body_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_version_specs_seal_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__vacuum_valves_v_version_specs_seal_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_version_technical_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_vacuum_valves_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_page_number" numeric NOT NULL,
  	"version_product_id" numeric NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_show_flanges" boolean DEFAULT true,
  	"version_specs_family" "enum__vacuum_valves_v_version_specs_family",
  	"version_specs_pressure_min" numeric,
  	"version_specs_pressure_max" numeric,
  	"version_specs_leak_rate" numeric,
  	"version_specs_max_temperature" numeric,
  	"version_specs_bakeout" numeric,
  	"version_image_id" integer,
  	"version_drawing_zh_id" integer,
  	"version_drawing_en_id" integer,
  	"version_download_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_home_title" varchar,
  	"version_title_text" varchar,
  	"version_size" varchar,
  	"version_driver" varchar,
  	"version_valve_material" varchar,
  	"version_feedthrough" varchar,
  	"version_standard_flanges" varchar,
  	"version_download_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_vacuum_valves_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "presys_models_applications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presys_models_main_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presys_models_specs_flanges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_presys_models_specs_flanges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "presys_models_specs_actuation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_presys_models_specs_actuation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "presys_models_specs_body_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_presys_models_specs_body_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "presys_models_specs_seal_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_presys_models_specs_seal_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "presys_models_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "presys_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_id" numeric NOT NULL,
  	"name" varchar NOT NULL,
  	"hidden" boolean DEFAULT false,
  	"specs_family" "enum_presys_models_specs_family",
  	"specs_pressure_min" numeric,
  	"specs_pressure_max" numeric,
  	"specs_leak_rate" numeric,
  	"specs_max_temperature" numeric,
  	"specs_bakeout" numeric,
  	"image_id" integer,
  	"bg_image_id" integer,
  	"download_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "presys_models_locales" (
  	"title" varchar NOT NULL,
  	"title_two" varchar,
  	"text" varchar,
  	"download_title" varchar,
  	"download_text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "presys_models_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_version_applications" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presys_models_v_version_main_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presys_models_v_version_specs_flanges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__presys_models_v_version_specs_flanges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_version_specs_actuation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__presys_models_v_version_specs_actuation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_version_specs_body_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__presys_models_v_version_specs_body_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_version_specs_seal_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__presys_models_v_version_specs_seal_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_version_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_presys_models_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_model_id" numeric NOT NULL,
  	"version_name" varchar NOT NULL,
  	"version_hidden" boolean DEFAULT false,
  	"version_specs_family" "enum__presys_models_v_version_specs_family",
  	"version_specs_pressure_min" numeric,
  	"version_specs_pressure_max" numeric,
  	"version_specs_leak_rate" numeric,
  	"version_specs_max_temperature" numeric,
  	"version_specs_bakeout" numeric,
  	"version_image_id" integer,
  	"version_bg_image_id" integer,
  	"version_download_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_title_two" varchar,
  	"version_text" varchar,
  	"version_download_title" varchar,
  	"version_download_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_presys_models_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "other_products_specs_flanges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_other_products_specs_flanges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "other_products_specs_actuation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_other_products_specs_actuation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "other_products_specs_body_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_other_products_specs_body_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "other_products_specs_seal_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_other_products_specs_seal_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "other_products_spec_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "other_products_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL
  );
  
  CREATE TABLE "other_products_chiller_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"class" varchar,
  	"type" varchar,
  	"class_f" boolean,
  	"pic_id" integer,
  	"temp_range" varchar,
  	"cooling_capacity" varchar,
  	"channels" varchar,
  	"heater" varchar,
  	"flowrate" varchar
  );
  
  CREATE TABLE "other_products_chiller_rows_locales" (
  	"features" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "other_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" "enum_other_products_slug" NOT NULL,
  	"order" numeric NOT NULL,
  	"has_next" boolean DEFAULT true,
  	"specs_family" "enum_other_products_specs_family",
  	"specs_pressure_min" numeric,
  	"specs_pressure_max" numeric,
  	"specs_leak_rate" numeric,
  	"specs_max_temperature" numeric,
  	"specs_bakeout" numeric,
  	"download_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "other_products_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "other_products_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "_other_products_v_version_specs_flanges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__other_products_v_version_specs_flanges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_other_products_v_version_specs_actuation" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__other_products_v_version_specs_actuation",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_other_products_v_version_specs_body_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__other_products_v_version_specs_body_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_other_products_v_version_specs_seal_materials" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__other_products_v_version_specs_seal_materials",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_other_products_v_version_spec_table" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_other_products_v_version_images" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_other_products_v_version_chiller_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"class" varchar,
  	"type" varchar,
  	"class_f" boolean,
  	"pic_id" integer,
  	"temp_range" varchar,
  	"cooling_capacity" varchar,
  	"channels" varchar,
  	"heater" varchar,
  	"flowrate" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_other_products_v_version_chiller_rows_locales" (
  	"features" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_other_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__other_products_v_version_slug" NOT NULL,
  	"version_order" numeric NOT NULL,
  	"version_has_next" boolean DEFAULT true,
  	"version_specs_family" "enum__other_products_v_version_specs_family",
  	"version_specs_pressure_min" numeric,
  	"version_specs_pressure_max" numeric,
  	"version_specs_leak_rate" numeric,
  	"version_specs_max_temperature" numeric,
  	"version_specs_bakeout" numeric,
  	"version_download_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_other_products_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_other_products_v_numbers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" "enum_faqs_group" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" "enum__faqs_v_version_group" NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar NOT NULL,
  	"version_answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"item_id" numeric,
  	"type" "enum_downloads_type" NOT NULL,
  	"file_id" integer,
  	"size_mb" numeric,
  	"extension" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "downloads_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_downloads_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_item_id" numeric,
  	"version_type" "enum__downloads_v_version_type" NOT NULL,
  	"version_file_id" integer,
  	"version_size_mb" numeric,
  	"version_extension" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_downloads_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "datasheets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"generated_product_key" varchar,
  	"generated_item_id" numeric,
  	"generated_locale" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "honors" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_honors_kind" NOT NULL,
  	"image_id" integer NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "honors_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_honors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__honors_v_version_kind" NOT NULL,
  	"version_image_id" integer NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_honors_v_locales" (
  	"version_title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timelines_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "timelines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_timelines_kind" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "timelines_locales" (
  	"year" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timelines_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_timelines_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__timelines_v_version_kind" NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_timelines_v_locales" (
  	"version_year" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "text_pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar NOT NULL
  );
  
  CREATE TABLE "text_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_text_pages_key" NOT NULL,
  	"banner_id" integer,
  	"image_id" integer,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "text_pages_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_text_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"body" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_text_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__text_pages_v_version_key" NOT NULL,
  	"version_banner_id" integer,
  	"version_image_id" integer,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_text_pages_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_intro" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_cards_locales" (
  	"title" varchar NOT NULL,
  	"address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_contact_cards_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar NOT NULL,
  	"version_phone" varchar NOT NULL,
  	"version_email" varchar NOT NULL,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_contact_cards_v_locales" (
  	"version_title" varchar NOT NULL,
  	"version_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_departments_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"plan_people" numeric NOT NULL,
  	"salary" varchar NOT NULL
  );
  
  CREATE TABLE "job_departments_jobs_locales" (
  	"type" varchar NOT NULL,
  	"duties" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "job_departments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_departments_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_departments_v_version_jobs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_people" numeric NOT NULL,
  	"salary" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_job_departments_v_version_jobs_locales" (
  	"type" varchar NOT NULL,
  	"duties" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_job_departments_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_job_departments_v_locales" (
  	"version_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "enquiries_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_title" varchar,
  	"size" numeric,
  	"flange" varchar,
  	"quantity" numeric,
  	"note" varchar,
  	"product" varchar
  );
  
  CREATE TABLE "enquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_enquiries_status" DEFAULT 'new' NOT NULL,
  	"staff_note" varchar,
  	"salutation" "enum_enquiries_salutation" NOT NULL,
  	"family_name" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"company" varchar,
  	"department" varchar,
  	"mobile" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"topic" varchar,
  	"content" varchar NOT NULL,
  	"attachment_id" integer,
  	"consent" boolean DEFAULT false NOT NULL,
  	"locale" "enum_enquiries_locale",
  	"ip" varchar,
  	"notified_at" timestamp(3) with time zone,
  	"subject" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "enquiry_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"original_name" varchar,
  	"kind" "enum_enquiry_attachments_kind",
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mobile" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"full_name" varchar NOT NULL,
  	"disabled" boolean DEFAULT false,
  	"registered_locale" "enum_members_registered_locale",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "download_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"member_id" integer,
  	"mobile" varchar,
  	"company" varchar,
  	"download_id" integer,
  	"item_title" varchar,
  	"ip" varchar,
  	"user_agent" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "member_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"member_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "sms_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"mobile" varchar NOT NULL,
  	"purpose" "enum_sms_codes_purpose" NOT NULL,
  	"code_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"ip" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"points" numeric DEFAULT 0 NOT NULL,
  	"expire" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'document' NOT NULL,
  	"to_path" varchar,
  	"permanent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"vacuum_valves_id" integer,
  	"presys_models_id" integer,
  	"other_products_id" integer,
  	"text_pages_id" integer
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"vacuum_valves_id" integer,
  	"presys_models_id" integer,
  	"other_products_id" integer,
  	"faqs_id" integer,
  	"downloads_id" integer,
  	"datasheets_id" integer,
  	"honors_id" integer,
  	"timelines_id" integer,
  	"text_pages_id" integer,
  	"contact_cards_id" integer,
  	"job_departments_id" integer,
  	"enquiries_id" integer,
  	"enquiry_attachments_id" integer,
  	"members_id" integer,
  	"download_log_id" integer,
  	"member_sessions_id" integer,
  	"sms_codes_id" integer,
  	"rate_limits_id" integer,
  	"media_id" integer,
  	"users_id" integer,
  	"redirects_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"members_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_banner_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"image_id" integer,
  	"mobile_image_id" integer
  );
  
  CREATE TABLE "site_settings_banner_slides_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_groups_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_groups_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"filing_number" varchar,
  	"filing_url" varchar DEFAULT 'https://beian.miit.gov.cn/',
  	"service_phone" varchar,
  	"service_email" varchar,
  	"notify_emails" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_name" varchar NOT NULL,
  	"service_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_banner_slides" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_banner_slides_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_footer_groups_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_groups_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_version_footer_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_groups_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_filing_number" varchar,
  	"version_filing_url" varchar DEFAULT 'https://beian.miit.gov.cn/',
  	"version_service_phone" varchar,
  	"version_service_email" varchar,
  	"version_notify_emails" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_site_settings_v_locales" (
  	"version_company_name" varchar NOT NULL,
  	"version_service_address" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_seo_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"page" "enum_page_seo_pages_page" NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "page_seo_pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_seo" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_page_seo_v_version_pages" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"page" "enum__page_seo_v_version_pages_page" NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_seo_v_version_pages_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_seo_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "page_names" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_names_locales" (
  	"pages_home" varchar NOT NULL,
  	"pages_news" varchar NOT NULL,
  	"pages_news_detail" varchar NOT NULL,
  	"pages_honor" varchar NOT NULL,
  	"pages_download" varchar NOT NULL,
  	"pages_vacuum_valve_main" varchar NOT NULL,
  	"pages_presys" varchar NOT NULL,
  	"pages_presys_brief" varchar NOT NULL,
  	"pages_presys_process" varchar NOT NULL,
  	"pages_presys_detail" varchar NOT NULL,
  	"pages_repair" varchar NOT NULL,
  	"pages_upgrade" varchar NOT NULL,
  	"pages_service_center" varchar NOT NULL,
  	"pages_about" varchar NOT NULL,
  	"pages_company_profile" varchar NOT NULL,
  	"pages_development_path" varchar NOT NULL,
  	"pages_career_opportunities" varchar NOT NULL,
  	"pages_recruitment" varchar NOT NULL,
  	"pages_contact_us" varchar NOT NULL,
  	"pages_login" varchar NOT NULL,
  	"pages_register" varchar NOT NULL,
  	"pages_retrieve_password" varchar NOT NULL,
  	"pages_search" varchar NOT NULL,
  	"pages_product_finder" varchar NOT NULL,
  	"menu_labels_angle_valves" varchar NOT NULL,
  	"menu_labels_gate_valves" varchar NOT NULL,
  	"menu_labels_presys" varchar NOT NULL,
  	"menu_labels_presys_range" varchar NOT NULL,
  	"menu_labels_services" varchar NOT NULL,
  	"menu_labels_other_products" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_names_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_page_names_v_locales" (
  	"version_pages_home" varchar NOT NULL,
  	"version_pages_news" varchar NOT NULL,
  	"version_pages_news_detail" varchar NOT NULL,
  	"version_pages_honor" varchar NOT NULL,
  	"version_pages_download" varchar NOT NULL,
  	"version_pages_vacuum_valve_main" varchar NOT NULL,
  	"version_pages_presys" varchar NOT NULL,
  	"version_pages_presys_brief" varchar NOT NULL,
  	"version_pages_presys_process" varchar NOT NULL,
  	"version_pages_presys_detail" varchar NOT NULL,
  	"version_pages_repair" varchar NOT NULL,
  	"version_pages_upgrade" varchar NOT NULL,
  	"version_pages_service_center" varchar NOT NULL,
  	"version_pages_about" varchar NOT NULL,
  	"version_pages_company_profile" varchar NOT NULL,
  	"version_pages_development_path" varchar NOT NULL,
  	"version_pages_career_opportunities" varchar NOT NULL,
  	"version_pages_recruitment" varchar NOT NULL,
  	"version_pages_contact_us" varchar NOT NULL,
  	"version_pages_login" varchar NOT NULL,
  	"version_pages_register" varchar NOT NULL,
  	"version_pages_retrieve_password" varchar NOT NULL,
  	"version_pages_search" varchar NOT NULL,
  	"version_pages_product_finder" varchar NOT NULL,
  	"version_menu_labels_angle_valves" varchar NOT NULL,
  	"version_menu_labels_gate_valves" varchar NOT NULL,
  	"version_menu_labels_presys" varchar NOT NULL,
  	"version_menu_labels_presys_range" varchar NOT NULL,
  	"version_menu_labels_services" varchar NOT NULL,
  	"version_menu_labels_other_products" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_parent_id_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v_locales" ADD CONSTRAINT "_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves_specs_flanges" ADD CONSTRAINT "vacuum_valves_specs_flanges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves_specs_actuation" ADD CONSTRAINT "vacuum_valves_specs_actuation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves_specs_body_materials" ADD CONSTRAINT "vacuum_valves_specs_body_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves_specs_seal_materials" ADD CONSTRAINT "vacuum_valves_specs_seal_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves_technical_data" ADD CONSTRAINT "vacuum_valves_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves" ADD CONSTRAINT "vacuum_valves_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacuum_valves" ADD CONSTRAINT "vacuum_valves_drawing_zh_id_media_id_fk" FOREIGN KEY ("drawing_zh_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacuum_valves" ADD CONSTRAINT "vacuum_valves_drawing_en_id_media_id_fk" FOREIGN KEY ("drawing_en_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacuum_valves" ADD CONSTRAINT "vacuum_valves_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacuum_valves" ADD CONSTRAINT "vacuum_valves_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vacuum_valves_locales" ADD CONSTRAINT "vacuum_valves_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vacuum_valves_numbers" ADD CONSTRAINT "vacuum_valves_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_version_specs_flanges" ADD CONSTRAINT "_vacuum_valves_v_version_specs_flanges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_version_specs_actuation" ADD CONSTRAINT "_vacuum_valves_v_version_specs_actuation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_version_specs_body_materials" ADD CONSTRAINT "_vacuum_valves_v_version_specs_body_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_version_specs_seal_materials" ADD CONSTRAINT "_vacuum_valves_v_version_specs_seal_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_version_technical_data" ADD CONSTRAINT "_vacuum_valves_v_version_technical_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v" ADD CONSTRAINT "_vacuum_valves_v_parent_id_vacuum_valves_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v" ADD CONSTRAINT "_vacuum_valves_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v" ADD CONSTRAINT "_vacuum_valves_v_version_drawing_zh_id_media_id_fk" FOREIGN KEY ("version_drawing_zh_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v" ADD CONSTRAINT "_vacuum_valves_v_version_drawing_en_id_media_id_fk" FOREIGN KEY ("version_drawing_en_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v" ADD CONSTRAINT "_vacuum_valves_v_version_download_id_downloads_id_fk" FOREIGN KEY ("version_download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v" ADD CONSTRAINT "_vacuum_valves_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_locales" ADD CONSTRAINT "_vacuum_valves_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_vacuum_valves_v_numbers" ADD CONSTRAINT "_vacuum_valves_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_vacuum_valves_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_applications" ADD CONSTRAINT "presys_models_applications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_main_features" ADD CONSTRAINT "presys_models_main_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_specs_flanges" ADD CONSTRAINT "presys_models_specs_flanges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_specs_actuation" ADD CONSTRAINT "presys_models_specs_actuation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_specs_body_materials" ADD CONSTRAINT "presys_models_specs_body_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_specs_seal_materials" ADD CONSTRAINT "presys_models_specs_seal_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_options" ADD CONSTRAINT "presys_models_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models" ADD CONSTRAINT "presys_models_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "presys_models" ADD CONSTRAINT "presys_models_bg_image_id_media_id_fk" FOREIGN KEY ("bg_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "presys_models" ADD CONSTRAINT "presys_models_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "presys_models" ADD CONSTRAINT "presys_models_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "presys_models_locales" ADD CONSTRAINT "presys_models_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "presys_models_numbers" ADD CONSTRAINT "presys_models_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_applications" ADD CONSTRAINT "_presys_models_v_version_applications_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_main_features" ADD CONSTRAINT "_presys_models_v_version_main_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_specs_flanges" ADD CONSTRAINT "_presys_models_v_version_specs_flanges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_specs_actuation" ADD CONSTRAINT "_presys_models_v_version_specs_actuation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_specs_body_materials" ADD CONSTRAINT "_presys_models_v_version_specs_body_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_specs_seal_materials" ADD CONSTRAINT "_presys_models_v_version_specs_seal_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_version_options" ADD CONSTRAINT "_presys_models_v_version_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v" ADD CONSTRAINT "_presys_models_v_parent_id_presys_models_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."presys_models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_presys_models_v" ADD CONSTRAINT "_presys_models_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_presys_models_v" ADD CONSTRAINT "_presys_models_v_version_bg_image_id_media_id_fk" FOREIGN KEY ("version_bg_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_presys_models_v" ADD CONSTRAINT "_presys_models_v_version_download_id_downloads_id_fk" FOREIGN KEY ("version_download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_presys_models_v" ADD CONSTRAINT "_presys_models_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_presys_models_v_locales" ADD CONSTRAINT "_presys_models_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_presys_models_v_numbers" ADD CONSTRAINT "_presys_models_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_presys_models_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_specs_flanges" ADD CONSTRAINT "other_products_specs_flanges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_specs_actuation" ADD CONSTRAINT "other_products_specs_actuation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_specs_body_materials" ADD CONSTRAINT "other_products_specs_body_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_specs_seal_materials" ADD CONSTRAINT "other_products_specs_seal_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_spec_table" ADD CONSTRAINT "other_products_spec_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_images" ADD CONSTRAINT "other_products_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "other_products_images" ADD CONSTRAINT "other_products_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_chiller_rows" ADD CONSTRAINT "other_products_chiller_rows_pic_id_media_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "other_products_chiller_rows" ADD CONSTRAINT "other_products_chiller_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_chiller_rows_locales" ADD CONSTRAINT "other_products_chiller_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_products_chiller_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products" ADD CONSTRAINT "other_products_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "other_products" ADD CONSTRAINT "other_products_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "other_products_locales" ADD CONSTRAINT "other_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "other_products_numbers" ADD CONSTRAINT "other_products_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_specs_flanges" ADD CONSTRAINT "_other_products_v_version_specs_flanges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_specs_actuation" ADD CONSTRAINT "_other_products_v_version_specs_actuation_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_specs_body_materials" ADD CONSTRAINT "_other_products_v_version_specs_body_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_specs_seal_materials" ADD CONSTRAINT "_other_products_v_version_specs_seal_materials_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_spec_table" ADD CONSTRAINT "_other_products_v_version_spec_table_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_images" ADD CONSTRAINT "_other_products_v_version_images_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_images" ADD CONSTRAINT "_other_products_v_version_images_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_chiller_rows" ADD CONSTRAINT "_other_products_v_version_chiller_rows_pic_id_media_id_fk" FOREIGN KEY ("pic_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_chiller_rows" ADD CONSTRAINT "_other_products_v_version_chiller_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_version_chiller_rows_locales" ADD CONSTRAINT "_other_products_v_version_chiller_rows_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_products_v_version_chiller_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v" ADD CONSTRAINT "_other_products_v_parent_id_other_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."other_products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_products_v" ADD CONSTRAINT "_other_products_v_version_download_id_downloads_id_fk" FOREIGN KEY ("version_download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_products_v" ADD CONSTRAINT "_other_products_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_other_products_v_locales" ADD CONSTRAINT "_other_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_other_products_v_numbers" ADD CONSTRAINT "_other_products_v_numbers_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_other_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads" ADD CONSTRAINT "downloads_file_id_datasheets_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."datasheets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_parent_id_downloads_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v" ADD CONSTRAINT "_downloads_v_version_file_id_datasheets_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."datasheets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_downloads_v_locales" ADD CONSTRAINT "_downloads_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_downloads_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "honors" ADD CONSTRAINT "honors_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "honors_locales" ADD CONSTRAINT "honors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."honors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_honors_v" ADD CONSTRAINT "_honors_v_parent_id_honors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."honors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_honors_v" ADD CONSTRAINT "_honors_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_honors_v_locales" ADD CONSTRAINT "_honors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_honors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_items" ADD CONSTRAINT "timelines_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timelines_locales" ADD CONSTRAINT "timelines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v_version_items" ADD CONSTRAINT "_timelines_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timelines_v" ADD CONSTRAINT "_timelines_v_parent_id_timelines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."timelines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timelines_v_locales" ADD CONSTRAINT "_timelines_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timelines_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "text_pages_sections" ADD CONSTRAINT "text_pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."text_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "text_pages" ADD CONSTRAINT "text_pages_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_pages" ADD CONSTRAINT "text_pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_pages" ADD CONSTRAINT "text_pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "text_pages_locales" ADD CONSTRAINT "text_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."text_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_text_pages_v_version_sections" ADD CONSTRAINT "_text_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_text_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_text_pages_v" ADD CONSTRAINT "_text_pages_v_parent_id_text_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."text_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_text_pages_v" ADD CONSTRAINT "_text_pages_v_version_banner_id_media_id_fk" FOREIGN KEY ("version_banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_text_pages_v" ADD CONSTRAINT "_text_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_text_pages_v" ADD CONSTRAINT "_text_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_text_pages_v_locales" ADD CONSTRAINT "_text_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_text_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_cards_locales" ADD CONSTRAINT "contact_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_contact_cards_v" ADD CONSTRAINT "_contact_cards_v_parent_id_contact_cards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contact_cards"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_contact_cards_v_locales" ADD CONSTRAINT "_contact_cards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_contact_cards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_departments_jobs" ADD CONSTRAINT "job_departments_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_departments_jobs_locales" ADD CONSTRAINT "job_departments_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_departments_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_departments_locales" ADD CONSTRAINT "job_departments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_departments_v_version_jobs" ADD CONSTRAINT "_job_departments_v_version_jobs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_departments_v_version_jobs_locales" ADD CONSTRAINT "_job_departments_v_version_jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_departments_v_version_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_job_departments_v" ADD CONSTRAINT "_job_departments_v_parent_id_job_departments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_departments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_job_departments_v_locales" ADD CONSTRAINT "_job_departments_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_departments_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries_items" ADD CONSTRAINT "enquiries_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_attachment_id_enquiry_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."enquiry_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "download_log" ADD CONSTRAINT "download_log_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "download_log" ADD CONSTRAINT "download_log_download_id_downloads_id_fk" FOREIGN KEY ("download_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_vacuum_valves_fk" FOREIGN KEY ("vacuum_valves_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_presys_models_fk" FOREIGN KEY ("presys_models_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_other_products_fk" FOREIGN KEY ("other_products_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_text_pages_fk" FOREIGN KEY ("text_pages_id") REFERENCES "public"."text_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vacuum_valves_fk" FOREIGN KEY ("vacuum_valves_id") REFERENCES "public"."vacuum_valves"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_presys_models_fk" FOREIGN KEY ("presys_models_id") REFERENCES "public"."presys_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_other_products_fk" FOREIGN KEY ("other_products_id") REFERENCES "public"."other_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_datasheets_fk" FOREIGN KEY ("datasheets_id") REFERENCES "public"."datasheets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_honors_fk" FOREIGN KEY ("honors_id") REFERENCES "public"."honors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_timelines_fk" FOREIGN KEY ("timelines_id") REFERENCES "public"."timelines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_text_pages_fk" FOREIGN KEY ("text_pages_id") REFERENCES "public"."text_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_cards_fk" FOREIGN KEY ("contact_cards_id") REFERENCES "public"."contact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_departments_fk" FOREIGN KEY ("job_departments_id") REFERENCES "public"."job_departments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiries_fk" FOREIGN KEY ("enquiries_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiry_attachments_fk" FOREIGN KEY ("enquiry_attachments_id") REFERENCES "public"."enquiry_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_download_log_fk" FOREIGN KEY ("download_log_id") REFERENCES "public"."download_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_member_sessions_fk" FOREIGN KEY ("member_sessions_id") REFERENCES "public"."member_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_codes_fk" FOREIGN KEY ("sms_codes_id") REFERENCES "public"."sms_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_members_fk" FOREIGN KEY ("members_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_banner_slides" ADD CONSTRAINT "site_settings_banner_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_banner_slides" ADD CONSTRAINT "site_settings_banner_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_banner_slides" ADD CONSTRAINT "site_settings_banner_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_banner_slides_locales" ADD CONSTRAINT "site_settings_banner_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_banner_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_groups_links" ADD CONSTRAINT "site_settings_footer_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_groups_links_locales" ADD CONSTRAINT "site_settings_footer_groups_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_groups" ADD CONSTRAINT "site_settings_footer_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_groups_locales" ADD CONSTRAINT "site_settings_footer_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_banner_slides" ADD CONSTRAINT "_site_settings_v_version_banner_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_banner_slides" ADD CONSTRAINT "_site_settings_v_version_banner_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_banner_slides" ADD CONSTRAINT "_site_settings_v_version_banner_slides_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_banner_slides_locales" ADD CONSTRAINT "_site_settings_v_version_banner_slides_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_banner_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_groups_links" ADD CONSTRAINT "_site_settings_v_version_footer_groups_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_groups_links_locales" ADD CONSTRAINT "_site_settings_v_version_footer_groups_links_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_groups_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_groups" ADD CONSTRAINT "_site_settings_v_version_footer_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_groups_locales" ADD CONSTRAINT "_site_settings_v_version_footer_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v_version_footer_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_locales" ADD CONSTRAINT "_site_settings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_seo_pages" ADD CONSTRAINT "page_seo_pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_seo_pages" ADD CONSTRAINT "page_seo_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_seo"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_seo_pages_locales" ADD CONSTRAINT "page_seo_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_seo_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_seo_v_version_pages" ADD CONSTRAINT "_page_seo_v_version_pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_seo_v_version_pages" ADD CONSTRAINT "_page_seo_v_version_pages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_seo_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_seo_v_version_pages_locales" ADD CONSTRAINT "_page_seo_v_version_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_seo_v_version_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_names_locales" ADD CONSTRAINT "page_names_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_names"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_names_v_locales" ADD CONSTRAINT "_page_names_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_names_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_banner_idx" ON "articles" USING btree ("banner_id");
  CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at");
  CREATE INDEX "articles_seo_seo_image_idx" ON "articles" USING btree ("seo_image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles__status_idx" ON "articles" USING btree ("_status");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_locales_parent_idx" ON "articles_locales" USING btree ("_parent_id");
  CREATE INDEX "_articles_v_parent_idx" ON "_articles_v" USING btree ("parent_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "_articles_v_version_version_banner_idx" ON "_articles_v" USING btree ("version_banner_id");
  CREATE INDEX "_articles_v_version_version_published_at_idx" ON "_articles_v" USING btree ("version_published_at");
  CREATE INDEX "_articles_v_version_seo_version_seo_image_idx" ON "_articles_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_articles_v_version_version_updated_at_idx" ON "_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_articles_v_version_version_created_at_idx" ON "_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_articles_v_version_version__status_idx" ON "_articles_v" USING btree ("version__status");
  CREATE INDEX "_articles_v_created_at_idx" ON "_articles_v" USING btree ("created_at");
  CREATE INDEX "_articles_v_updated_at_idx" ON "_articles_v" USING btree ("updated_at");
  CREATE INDEX "_articles_v_snapshot_idx" ON "_articles_v" USING btree ("snapshot");
  CREATE INDEX "_articles_v_published_locale_idx" ON "_articles_v" USING btree ("published_locale");
  CREATE INDEX "_articles_v_latest_idx" ON "_articles_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_articles_v_locales_locale_parent_id_unique" ON "_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_articles_v_locales_parent_idx" ON "_articles_v_locales" USING btree ("_parent_id");
  CREATE INDEX "vacuum_valves_specs_flanges_order_idx" ON "vacuum_valves_specs_flanges" USING btree ("order");
  CREATE INDEX "vacuum_valves_specs_flanges_parent_idx" ON "vacuum_valves_specs_flanges" USING btree ("parent_id");
  CREATE INDEX "vacuum_valves_specs_actuation_order_idx" ON "vacuum_valves_specs_actuation" USING btree ("order");
  CREATE INDEX "vacuum_valves_specs_actuation_parent_idx" ON "vacuum_valves_specs_actuation" USING btree ("parent_id");
  CREATE INDEX "vacuum_valves_specs_body_materials_order_idx" ON "vacuum_valves_specs_body_materials" USING btree ("order");
  CREATE INDEX "vacuum_valves_specs_body_materials_parent_idx" ON "vacuum_valves_specs_body_materials" USING btree ("parent_id");
  CREATE INDEX "vacuum_valves_specs_seal_materials_order_idx" ON "vacuum_valves_specs_seal_materials" USING btree ("order");
  CREATE INDEX "vacuum_valves_specs_seal_materials_parent_idx" ON "vacuum_valves_specs_seal_materials" USING btree ("parent_id");
  CREATE INDEX "vacuum_valves_technical_data_order_idx" ON "vacuum_valves_technical_data" USING btree ("_order");
  CREATE INDEX "vacuum_valves_technical_data_parent_id_idx" ON "vacuum_valves_technical_data" USING btree ("_parent_id");
  CREATE INDEX "vacuum_valves_technical_data_locale_idx" ON "vacuum_valves_technical_data" USING btree ("_locale");
  CREATE UNIQUE INDEX "vacuum_valves_page_number_idx" ON "vacuum_valves" USING btree ("page_number");
  CREATE UNIQUE INDEX "vacuum_valves_product_id_idx" ON "vacuum_valves" USING btree ("product_id");
  CREATE INDEX "vacuum_valves_image_idx" ON "vacuum_valves" USING btree ("image_id");
  CREATE INDEX "vacuum_valves_drawing_zh_idx" ON "vacuum_valves" USING btree ("drawing_zh_id");
  CREATE INDEX "vacuum_valves_drawing_en_idx" ON "vacuum_valves" USING btree ("drawing_en_id");
  CREATE INDEX "vacuum_valves_download_idx" ON "vacuum_valves" USING btree ("download_id");
  CREATE INDEX "vacuum_valves_seo_seo_image_idx" ON "vacuum_valves" USING btree ("seo_image_id");
  CREATE INDEX "vacuum_valves_updated_at_idx" ON "vacuum_valves" USING btree ("updated_at");
  CREATE INDEX "vacuum_valves_created_at_idx" ON "vacuum_valves" USING btree ("created_at");
  CREATE UNIQUE INDEX "vacuum_valves_locales_locale_parent_id_unique" ON "vacuum_valves_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "vacuum_valves_locales_parent_idx" ON "vacuum_valves_locales" USING btree ("_parent_id");
  CREATE INDEX "vacuum_valves_numbers_order_parent_idx" ON "vacuum_valves_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_vacuum_valves_v_version_specs_flanges_order_idx" ON "_vacuum_valves_v_version_specs_flanges" USING btree ("order");
  CREATE INDEX "_vacuum_valves_v_version_specs_flanges_parent_idx" ON "_vacuum_valves_v_version_specs_flanges" USING btree ("parent_id");
  CREATE INDEX "_vacuum_valves_v_version_specs_actuation_order_idx" ON "_vacuum_valves_v_version_specs_actuation" USING btree ("order");
  CREATE INDEX "_vacuum_valves_v_version_specs_actuation_parent_idx" ON "_vacuum_valves_v_version_specs_actuation" USING btree ("parent_id");
  CREATE INDEX "_vacuum_valves_v_version_specs_body_materials_order_idx" ON "_vacuum_valves_v_version_specs_body_materials" USING btree ("order");
  CREATE INDEX "_vacuum_valves_v_version_specs_body_materials_parent_idx" ON "_vacuum_valves_v_version_specs_body_materials" USING btree ("parent_id");
  CREATE INDEX "_vacuum_valves_v_version_specs_seal_materials_order_idx" ON "_vacuum_valves_v_version_specs_seal_materials" USING btree ("order");
  CREATE INDEX "_vacuum_valves_v_version_specs_seal_materials_parent_idx" ON "_vacuum_valves_v_version_specs_seal_materials" USING btree ("parent_id");
  CREATE INDEX "_vacuum_valves_v_version_technical_data_order_idx" ON "_vacuum_valves_v_version_technical_data" USING btree ("_order");
  CREATE INDEX "_vacuum_valves_v_version_technical_data_parent_id_idx" ON "_vacuum_valves_v_version_technical_data" USING btree ("_parent_id");
  CREATE INDEX "_vacuum_valves_v_version_technical_data_locale_idx" ON "_vacuum_valves_v_version_technical_data" USING btree ("_locale");
  CREATE INDEX "_vacuum_valves_v_parent_idx" ON "_vacuum_valves_v" USING btree ("parent_id");
  CREATE INDEX "_vacuum_valves_v_version_version_page_number_idx" ON "_vacuum_valves_v" USING btree ("version_page_number");
  CREATE INDEX "_vacuum_valves_v_version_version_product_id_idx" ON "_vacuum_valves_v" USING btree ("version_product_id");
  CREATE INDEX "_vacuum_valves_v_version_version_image_idx" ON "_vacuum_valves_v" USING btree ("version_image_id");
  CREATE INDEX "_vacuum_valves_v_version_version_drawing_zh_idx" ON "_vacuum_valves_v" USING btree ("version_drawing_zh_id");
  CREATE INDEX "_vacuum_valves_v_version_version_drawing_en_idx" ON "_vacuum_valves_v" USING btree ("version_drawing_en_id");
  CREATE INDEX "_vacuum_valves_v_version_version_download_idx" ON "_vacuum_valves_v" USING btree ("version_download_id");
  CREATE INDEX "_vacuum_valves_v_version_seo_version_seo_image_idx" ON "_vacuum_valves_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_vacuum_valves_v_version_version_updated_at_idx" ON "_vacuum_valves_v" USING btree ("version_updated_at");
  CREATE INDEX "_vacuum_valves_v_version_version_created_at_idx" ON "_vacuum_valves_v" USING btree ("version_created_at");
  CREATE INDEX "_vacuum_valves_v_created_at_idx" ON "_vacuum_valves_v" USING btree ("created_at");
  CREATE INDEX "_vacuum_valves_v_updated_at_idx" ON "_vacuum_valves_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_vacuum_valves_v_locales_locale_parent_id_unique" ON "_vacuum_valves_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_vacuum_valves_v_locales_parent_idx" ON "_vacuum_valves_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_vacuum_valves_v_numbers_order_parent_idx" ON "_vacuum_valves_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "presys_models_applications_order_idx" ON "presys_models_applications" USING btree ("_order");
  CREATE INDEX "presys_models_applications_parent_id_idx" ON "presys_models_applications" USING btree ("_parent_id");
  CREATE INDEX "presys_models_applications_locale_idx" ON "presys_models_applications" USING btree ("_locale");
  CREATE INDEX "presys_models_main_features_order_idx" ON "presys_models_main_features" USING btree ("_order");
  CREATE INDEX "presys_models_main_features_parent_id_idx" ON "presys_models_main_features" USING btree ("_parent_id");
  CREATE INDEX "presys_models_main_features_locale_idx" ON "presys_models_main_features" USING btree ("_locale");
  CREATE INDEX "presys_models_specs_flanges_order_idx" ON "presys_models_specs_flanges" USING btree ("order");
  CREATE INDEX "presys_models_specs_flanges_parent_idx" ON "presys_models_specs_flanges" USING btree ("parent_id");
  CREATE INDEX "presys_models_specs_actuation_order_idx" ON "presys_models_specs_actuation" USING btree ("order");
  CREATE INDEX "presys_models_specs_actuation_parent_idx" ON "presys_models_specs_actuation" USING btree ("parent_id");
  CREATE INDEX "presys_models_specs_body_materials_order_idx" ON "presys_models_specs_body_materials" USING btree ("order");
  CREATE INDEX "presys_models_specs_body_materials_parent_idx" ON "presys_models_specs_body_materials" USING btree ("parent_id");
  CREATE INDEX "presys_models_specs_seal_materials_order_idx" ON "presys_models_specs_seal_materials" USING btree ("order");
  CREATE INDEX "presys_models_specs_seal_materials_parent_idx" ON "presys_models_specs_seal_materials" USING btree ("parent_id");
  CREATE INDEX "presys_models_options_order_idx" ON "presys_models_options" USING btree ("_order");
  CREATE INDEX "presys_models_options_parent_id_idx" ON "presys_models_options" USING btree ("_parent_id");
  CREATE INDEX "presys_models_options_locale_idx" ON "presys_models_options" USING btree ("_locale");
  CREATE UNIQUE INDEX "presys_models_model_id_idx" ON "presys_models" USING btree ("model_id");
  CREATE UNIQUE INDEX "presys_models_name_idx" ON "presys_models" USING btree ("name");
  CREATE INDEX "presys_models_image_idx" ON "presys_models" USING btree ("image_id");
  CREATE INDEX "presys_models_bg_image_idx" ON "presys_models" USING btree ("bg_image_id");
  CREATE INDEX "presys_models_download_idx" ON "presys_models" USING btree ("download_id");
  CREATE INDEX "presys_models_seo_seo_image_idx" ON "presys_models" USING btree ("seo_image_id");
  CREATE INDEX "presys_models_updated_at_idx" ON "presys_models" USING btree ("updated_at");
  CREATE INDEX "presys_models_created_at_idx" ON "presys_models" USING btree ("created_at");
  CREATE UNIQUE INDEX "presys_models_locales_locale_parent_id_unique" ON "presys_models_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "presys_models_locales_parent_idx" ON "presys_models_locales" USING btree ("_parent_id");
  CREATE INDEX "presys_models_numbers_order_parent_idx" ON "presys_models_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_presys_models_v_version_applications_order_idx" ON "_presys_models_v_version_applications" USING btree ("_order");
  CREATE INDEX "_presys_models_v_version_applications_parent_id_idx" ON "_presys_models_v_version_applications" USING btree ("_parent_id");
  CREATE INDEX "_presys_models_v_version_applications_locale_idx" ON "_presys_models_v_version_applications" USING btree ("_locale");
  CREATE INDEX "_presys_models_v_version_main_features_order_idx" ON "_presys_models_v_version_main_features" USING btree ("_order");
  CREATE INDEX "_presys_models_v_version_main_features_parent_id_idx" ON "_presys_models_v_version_main_features" USING btree ("_parent_id");
  CREATE INDEX "_presys_models_v_version_main_features_locale_idx" ON "_presys_models_v_version_main_features" USING btree ("_locale");
  CREATE INDEX "_presys_models_v_version_specs_flanges_order_idx" ON "_presys_models_v_version_specs_flanges" USING btree ("order");
  CREATE INDEX "_presys_models_v_version_specs_flanges_parent_idx" ON "_presys_models_v_version_specs_flanges" USING btree ("parent_id");
  CREATE INDEX "_presys_models_v_version_specs_actuation_order_idx" ON "_presys_models_v_version_specs_actuation" USING btree ("order");
  CREATE INDEX "_presys_models_v_version_specs_actuation_parent_idx" ON "_presys_models_v_version_specs_actuation" USING btree ("parent_id");
  CREATE INDEX "_presys_models_v_version_specs_body_materials_order_idx" ON "_presys_models_v_version_specs_body_materials" USING btree ("order");
  CREATE INDEX "_presys_models_v_version_specs_body_materials_parent_idx" ON "_presys_models_v_version_specs_body_materials" USING btree ("parent_id");
  CREATE INDEX "_presys_models_v_version_specs_seal_materials_order_idx" ON "_presys_models_v_version_specs_seal_materials" USING btree ("order");
  CREATE INDEX "_presys_models_v_version_specs_seal_materials_parent_idx" ON "_presys_models_v_version_specs_seal_materials" USING btree ("parent_id");
  CREATE INDEX "_presys_models_v_version_options_order_idx" ON "_presys_models_v_version_options" USING btree ("_order");
  CREATE INDEX "_presys_models_v_version_options_parent_id_idx" ON "_presys_models_v_version_options" USING btree ("_parent_id");
  CREATE INDEX "_presys_models_v_version_options_locale_idx" ON "_presys_models_v_version_options" USING btree ("_locale");
  CREATE INDEX "_presys_models_v_parent_idx" ON "_presys_models_v" USING btree ("parent_id");
  CREATE INDEX "_presys_models_v_version_version_model_id_idx" ON "_presys_models_v" USING btree ("version_model_id");
  CREATE INDEX "_presys_models_v_version_version_name_idx" ON "_presys_models_v" USING btree ("version_name");
  CREATE INDEX "_presys_models_v_version_version_image_idx" ON "_presys_models_v" USING btree ("version_image_id");
  CREATE INDEX "_presys_models_v_version_version_bg_image_idx" ON "_presys_models_v" USING btree ("version_bg_image_id");
  CREATE INDEX "_presys_models_v_version_version_download_idx" ON "_presys_models_v" USING btree ("version_download_id");
  CREATE INDEX "_presys_models_v_version_seo_version_seo_image_idx" ON "_presys_models_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_presys_models_v_version_version_updated_at_idx" ON "_presys_models_v" USING btree ("version_updated_at");
  CREATE INDEX "_presys_models_v_version_version_created_at_idx" ON "_presys_models_v" USING btree ("version_created_at");
  CREATE INDEX "_presys_models_v_created_at_idx" ON "_presys_models_v" USING btree ("created_at");
  CREATE INDEX "_presys_models_v_updated_at_idx" ON "_presys_models_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_presys_models_v_locales_locale_parent_id_unique" ON "_presys_models_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_presys_models_v_locales_parent_idx" ON "_presys_models_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_presys_models_v_numbers_order_parent_idx" ON "_presys_models_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "other_products_specs_flanges_order_idx" ON "other_products_specs_flanges" USING btree ("order");
  CREATE INDEX "other_products_specs_flanges_parent_idx" ON "other_products_specs_flanges" USING btree ("parent_id");
  CREATE INDEX "other_products_specs_actuation_order_idx" ON "other_products_specs_actuation" USING btree ("order");
  CREATE INDEX "other_products_specs_actuation_parent_idx" ON "other_products_specs_actuation" USING btree ("parent_id");
  CREATE INDEX "other_products_specs_body_materials_order_idx" ON "other_products_specs_body_materials" USING btree ("order");
  CREATE INDEX "other_products_specs_body_materials_parent_idx" ON "other_products_specs_body_materials" USING btree ("parent_id");
  CREATE INDEX "other_products_specs_seal_materials_order_idx" ON "other_products_specs_seal_materials" USING btree ("order");
  CREATE INDEX "other_products_specs_seal_materials_parent_idx" ON "other_products_specs_seal_materials" USING btree ("parent_id");
  CREATE INDEX "other_products_spec_table_order_idx" ON "other_products_spec_table" USING btree ("_order");
  CREATE INDEX "other_products_spec_table_parent_id_idx" ON "other_products_spec_table" USING btree ("_parent_id");
  CREATE INDEX "other_products_spec_table_locale_idx" ON "other_products_spec_table" USING btree ("_locale");
  CREATE INDEX "other_products_images_order_idx" ON "other_products_images" USING btree ("_order");
  CREATE INDEX "other_products_images_parent_id_idx" ON "other_products_images" USING btree ("_parent_id");
  CREATE INDEX "other_products_images_image_idx" ON "other_products_images" USING btree ("image_id");
  CREATE INDEX "other_products_chiller_rows_order_idx" ON "other_products_chiller_rows" USING btree ("_order");
  CREATE INDEX "other_products_chiller_rows_parent_id_idx" ON "other_products_chiller_rows" USING btree ("_parent_id");
  CREATE INDEX "other_products_chiller_rows_pic_idx" ON "other_products_chiller_rows" USING btree ("pic_id");
  CREATE UNIQUE INDEX "other_products_chiller_rows_locales_locale_parent_id_unique" ON "other_products_chiller_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "other_products_chiller_rows_locales_parent_idx" ON "other_products_chiller_rows_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "other_products_slug_idx" ON "other_products" USING btree ("slug");
  CREATE INDEX "other_products_download_idx" ON "other_products" USING btree ("download_id");
  CREATE INDEX "other_products_seo_seo_image_idx" ON "other_products" USING btree ("seo_image_id");
  CREATE INDEX "other_products_updated_at_idx" ON "other_products" USING btree ("updated_at");
  CREATE INDEX "other_products_created_at_idx" ON "other_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "other_products_locales_locale_parent_id_unique" ON "other_products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "other_products_locales_parent_idx" ON "other_products_locales" USING btree ("_parent_id");
  CREATE INDEX "other_products_numbers_order_parent_idx" ON "other_products_numbers" USING btree ("order","parent_id");
  CREATE INDEX "_other_products_v_version_specs_flanges_order_idx" ON "_other_products_v_version_specs_flanges" USING btree ("order");
  CREATE INDEX "_other_products_v_version_specs_flanges_parent_idx" ON "_other_products_v_version_specs_flanges" USING btree ("parent_id");
  CREATE INDEX "_other_products_v_version_specs_actuation_order_idx" ON "_other_products_v_version_specs_actuation" USING btree ("order");
  CREATE INDEX "_other_products_v_version_specs_actuation_parent_idx" ON "_other_products_v_version_specs_actuation" USING btree ("parent_id");
  CREATE INDEX "_other_products_v_version_specs_body_materials_order_idx" ON "_other_products_v_version_specs_body_materials" USING btree ("order");
  CREATE INDEX "_other_products_v_version_specs_body_materials_parent_idx" ON "_other_products_v_version_specs_body_materials" USING btree ("parent_id");
  CREATE INDEX "_other_products_v_version_specs_seal_materials_order_idx" ON "_other_products_v_version_specs_seal_materials" USING btree ("order");
  CREATE INDEX "_other_products_v_version_specs_seal_materials_parent_idx" ON "_other_products_v_version_specs_seal_materials" USING btree ("parent_id");
  CREATE INDEX "_other_products_v_version_spec_table_order_idx" ON "_other_products_v_version_spec_table" USING btree ("_order");
  CREATE INDEX "_other_products_v_version_spec_table_parent_id_idx" ON "_other_products_v_version_spec_table" USING btree ("_parent_id");
  CREATE INDEX "_other_products_v_version_spec_table_locale_idx" ON "_other_products_v_version_spec_table" USING btree ("_locale");
  CREATE INDEX "_other_products_v_version_images_order_idx" ON "_other_products_v_version_images" USING btree ("_order");
  CREATE INDEX "_other_products_v_version_images_parent_id_idx" ON "_other_products_v_version_images" USING btree ("_parent_id");
  CREATE INDEX "_other_products_v_version_images_image_idx" ON "_other_products_v_version_images" USING btree ("image_id");
  CREATE INDEX "_other_products_v_version_chiller_rows_order_idx" ON "_other_products_v_version_chiller_rows" USING btree ("_order");
  CREATE INDEX "_other_products_v_version_chiller_rows_parent_id_idx" ON "_other_products_v_version_chiller_rows" USING btree ("_parent_id");
  CREATE INDEX "_other_products_v_version_chiller_rows_pic_idx" ON "_other_products_v_version_chiller_rows" USING btree ("pic_id");
  CREATE UNIQUE INDEX "_other_products_v_version_chiller_rows_locales_locale_parent" ON "_other_products_v_version_chiller_rows_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_other_products_v_version_chiller_rows_locales_parent_idx" ON "_other_products_v_version_chiller_rows_locales" USING btree ("_parent_id");
  CREATE INDEX "_other_products_v_parent_idx" ON "_other_products_v" USING btree ("parent_id");
  CREATE INDEX "_other_products_v_version_version_slug_idx" ON "_other_products_v" USING btree ("version_slug");
  CREATE INDEX "_other_products_v_version_version_download_idx" ON "_other_products_v" USING btree ("version_download_id");
  CREATE INDEX "_other_products_v_version_seo_version_seo_image_idx" ON "_other_products_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_other_products_v_version_version_updated_at_idx" ON "_other_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_other_products_v_version_version_created_at_idx" ON "_other_products_v" USING btree ("version_created_at");
  CREATE INDEX "_other_products_v_created_at_idx" ON "_other_products_v" USING btree ("created_at");
  CREATE INDEX "_other_products_v_updated_at_idx" ON "_other_products_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_other_products_v_locales_locale_parent_id_unique" ON "_other_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_other_products_v_locales_parent_idx" ON "_other_products_v_locales" USING btree ("_parent_id");
  CREATE INDEX "_other_products_v_numbers_order_parent_idx" ON "_other_products_v_numbers" USING btree ("order","parent_id");
  CREATE INDEX "faqs_group_idx" ON "faqs" USING btree ("group");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_locales_parent_idx" ON "faqs_locales" USING btree ("_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_group_idx" ON "_faqs_v" USING btree ("version_group");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_locales_parent_idx" ON "_faqs_v_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "downloads_item_id_idx" ON "downloads" USING btree ("item_id");
  CREATE INDEX "downloads_type_idx" ON "downloads" USING btree ("type");
  CREATE INDEX "downloads_file_idx" ON "downloads" USING btree ("file_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_locales_parent_idx" ON "downloads_locales" USING btree ("_parent_id");
  CREATE INDEX "_downloads_v_parent_idx" ON "_downloads_v" USING btree ("parent_id");
  CREATE INDEX "_downloads_v_version_version_item_id_idx" ON "_downloads_v" USING btree ("version_item_id");
  CREATE INDEX "_downloads_v_version_version_type_idx" ON "_downloads_v" USING btree ("version_type");
  CREATE INDEX "_downloads_v_version_version_file_idx" ON "_downloads_v" USING btree ("version_file_id");
  CREATE INDEX "_downloads_v_version_version_updated_at_idx" ON "_downloads_v" USING btree ("version_updated_at");
  CREATE INDEX "_downloads_v_version_version_created_at_idx" ON "_downloads_v" USING btree ("version_created_at");
  CREATE INDEX "_downloads_v_created_at_idx" ON "_downloads_v" USING btree ("created_at");
  CREATE INDEX "_downloads_v_updated_at_idx" ON "_downloads_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_downloads_v_locales_locale_parent_id_unique" ON "_downloads_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_downloads_v_locales_parent_idx" ON "_downloads_v_locales" USING btree ("_parent_id");
  CREATE INDEX "datasheets_generated_generated_product_key_idx" ON "datasheets" USING btree ("generated_product_key");
  CREATE INDEX "datasheets_generated_generated_item_id_idx" ON "datasheets" USING btree ("generated_item_id");
  CREATE INDEX "datasheets_updated_at_idx" ON "datasheets" USING btree ("updated_at");
  CREATE INDEX "datasheets_created_at_idx" ON "datasheets" USING btree ("created_at");
  CREATE UNIQUE INDEX "datasheets_filename_idx" ON "datasheets" USING btree ("filename");
  CREATE INDEX "honors_kind_idx" ON "honors" USING btree ("kind");
  CREATE INDEX "honors_image_idx" ON "honors" USING btree ("image_id");
  CREATE INDEX "honors_updated_at_idx" ON "honors" USING btree ("updated_at");
  CREATE INDEX "honors_created_at_idx" ON "honors" USING btree ("created_at");
  CREATE UNIQUE INDEX "honors_locales_locale_parent_id_unique" ON "honors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "honors_locales_parent_idx" ON "honors_locales" USING btree ("_parent_id");
  CREATE INDEX "_honors_v_parent_idx" ON "_honors_v" USING btree ("parent_id");
  CREATE INDEX "_honors_v_version_version_kind_idx" ON "_honors_v" USING btree ("version_kind");
  CREATE INDEX "_honors_v_version_version_image_idx" ON "_honors_v" USING btree ("version_image_id");
  CREATE INDEX "_honors_v_version_version_updated_at_idx" ON "_honors_v" USING btree ("version_updated_at");
  CREATE INDEX "_honors_v_version_version_created_at_idx" ON "_honors_v" USING btree ("version_created_at");
  CREATE INDEX "_honors_v_created_at_idx" ON "_honors_v" USING btree ("created_at");
  CREATE INDEX "_honors_v_updated_at_idx" ON "_honors_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_honors_v_locales_locale_parent_id_unique" ON "_honors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_honors_v_locales_parent_idx" ON "_honors_v_locales" USING btree ("_parent_id");
  CREATE INDEX "timelines_items_order_idx" ON "timelines_items" USING btree ("_order");
  CREATE INDEX "timelines_items_parent_id_idx" ON "timelines_items" USING btree ("_parent_id");
  CREATE INDEX "timelines_items_locale_idx" ON "timelines_items" USING btree ("_locale");
  CREATE INDEX "timelines_kind_idx" ON "timelines" USING btree ("kind");
  CREATE INDEX "timelines_updated_at_idx" ON "timelines" USING btree ("updated_at");
  CREATE INDEX "timelines_created_at_idx" ON "timelines" USING btree ("created_at");
  CREATE UNIQUE INDEX "timelines_locales_locale_parent_id_unique" ON "timelines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timelines_locales_parent_idx" ON "timelines_locales" USING btree ("_parent_id");
  CREATE INDEX "_timelines_v_version_items_order_idx" ON "_timelines_v_version_items" USING btree ("_order");
  CREATE INDEX "_timelines_v_version_items_parent_id_idx" ON "_timelines_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_timelines_v_version_items_locale_idx" ON "_timelines_v_version_items" USING btree ("_locale");
  CREATE INDEX "_timelines_v_parent_idx" ON "_timelines_v" USING btree ("parent_id");
  CREATE INDEX "_timelines_v_version_version_kind_idx" ON "_timelines_v" USING btree ("version_kind");
  CREATE INDEX "_timelines_v_version_version_updated_at_idx" ON "_timelines_v" USING btree ("version_updated_at");
  CREATE INDEX "_timelines_v_version_version_created_at_idx" ON "_timelines_v" USING btree ("version_created_at");
  CREATE INDEX "_timelines_v_created_at_idx" ON "_timelines_v" USING btree ("created_at");
  CREATE INDEX "_timelines_v_updated_at_idx" ON "_timelines_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_timelines_v_locales_locale_parent_id_unique" ON "_timelines_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_timelines_v_locales_parent_idx" ON "_timelines_v_locales" USING btree ("_parent_id");
  CREATE INDEX "text_pages_sections_order_idx" ON "text_pages_sections" USING btree ("_order");
  CREATE INDEX "text_pages_sections_parent_id_idx" ON "text_pages_sections" USING btree ("_parent_id");
  CREATE INDEX "text_pages_sections_locale_idx" ON "text_pages_sections" USING btree ("_locale");
  CREATE UNIQUE INDEX "text_pages_key_idx" ON "text_pages" USING btree ("key");
  CREATE INDEX "text_pages_banner_idx" ON "text_pages" USING btree ("banner_id");
  CREATE INDEX "text_pages_image_idx" ON "text_pages" USING btree ("image_id");
  CREATE INDEX "text_pages_seo_seo_image_idx" ON "text_pages" USING btree ("seo_image_id");
  CREATE INDEX "text_pages_updated_at_idx" ON "text_pages" USING btree ("updated_at");
  CREATE INDEX "text_pages_created_at_idx" ON "text_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "text_pages_locales_locale_parent_id_unique" ON "text_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "text_pages_locales_parent_idx" ON "text_pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_text_pages_v_version_sections_order_idx" ON "_text_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_text_pages_v_version_sections_parent_id_idx" ON "_text_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_text_pages_v_version_sections_locale_idx" ON "_text_pages_v_version_sections" USING btree ("_locale");
  CREATE INDEX "_text_pages_v_parent_idx" ON "_text_pages_v" USING btree ("parent_id");
  CREATE INDEX "_text_pages_v_version_version_key_idx" ON "_text_pages_v" USING btree ("version_key");
  CREATE INDEX "_text_pages_v_version_version_banner_idx" ON "_text_pages_v" USING btree ("version_banner_id");
  CREATE INDEX "_text_pages_v_version_version_image_idx" ON "_text_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_text_pages_v_version_seo_version_seo_image_idx" ON "_text_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_text_pages_v_version_version_updated_at_idx" ON "_text_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_text_pages_v_version_version_created_at_idx" ON "_text_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_text_pages_v_created_at_idx" ON "_text_pages_v" USING btree ("created_at");
  CREATE INDEX "_text_pages_v_updated_at_idx" ON "_text_pages_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_text_pages_v_locales_locale_parent_id_unique" ON "_text_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_text_pages_v_locales_parent_idx" ON "_text_pages_v_locales" USING btree ("_parent_id");
  CREATE INDEX "contact_cards_updated_at_idx" ON "contact_cards" USING btree ("updated_at");
  CREATE INDEX "contact_cards_created_at_idx" ON "contact_cards" USING btree ("created_at");
  CREATE UNIQUE INDEX "contact_cards_locales_locale_parent_id_unique" ON "contact_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_cards_locales_parent_idx" ON "contact_cards_locales" USING btree ("_parent_id");
  CREATE INDEX "_contact_cards_v_parent_idx" ON "_contact_cards_v" USING btree ("parent_id");
  CREATE INDEX "_contact_cards_v_version_version_updated_at_idx" ON "_contact_cards_v" USING btree ("version_updated_at");
  CREATE INDEX "_contact_cards_v_version_version_created_at_idx" ON "_contact_cards_v" USING btree ("version_created_at");
  CREATE INDEX "_contact_cards_v_created_at_idx" ON "_contact_cards_v" USING btree ("created_at");
  CREATE INDEX "_contact_cards_v_updated_at_idx" ON "_contact_cards_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_contact_cards_v_locales_locale_parent_id_unique" ON "_contact_cards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_contact_cards_v_locales_parent_idx" ON "_contact_cards_v_locales" USING btree ("_parent_id");
  CREATE INDEX "job_departments_jobs_order_idx" ON "job_departments_jobs" USING btree ("_order");
  CREATE INDEX "job_departments_jobs_parent_id_idx" ON "job_departments_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "job_departments_jobs_locales_locale_parent_id_unique" ON "job_departments_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "job_departments_jobs_locales_parent_idx" ON "job_departments_jobs_locales" USING btree ("_parent_id");
  CREATE INDEX "job_departments_updated_at_idx" ON "job_departments" USING btree ("updated_at");
  CREATE INDEX "job_departments_created_at_idx" ON "job_departments" USING btree ("created_at");
  CREATE UNIQUE INDEX "job_departments_locales_locale_parent_id_unique" ON "job_departments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "job_departments_locales_parent_idx" ON "job_departments_locales" USING btree ("_parent_id");
  CREATE INDEX "_job_departments_v_version_jobs_order_idx" ON "_job_departments_v_version_jobs" USING btree ("_order");
  CREATE INDEX "_job_departments_v_version_jobs_parent_id_idx" ON "_job_departments_v_version_jobs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_job_departments_v_version_jobs_locales_locale_parent_id_uni" ON "_job_departments_v_version_jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_departments_v_version_jobs_locales_parent_idx" ON "_job_departments_v_version_jobs_locales" USING btree ("_parent_id");
  CREATE INDEX "_job_departments_v_parent_idx" ON "_job_departments_v" USING btree ("parent_id");
  CREATE INDEX "_job_departments_v_version_version_updated_at_idx" ON "_job_departments_v" USING btree ("version_updated_at");
  CREATE INDEX "_job_departments_v_version_version_created_at_idx" ON "_job_departments_v" USING btree ("version_created_at");
  CREATE INDEX "_job_departments_v_created_at_idx" ON "_job_departments_v" USING btree ("created_at");
  CREATE INDEX "_job_departments_v_updated_at_idx" ON "_job_departments_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_job_departments_v_locales_locale_parent_id_unique" ON "_job_departments_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_job_departments_v_locales_parent_idx" ON "_job_departments_v_locales" USING btree ("_parent_id");
  CREATE INDEX "enquiries_items_order_idx" ON "enquiries_items" USING btree ("_order");
  CREATE INDEX "enquiries_items_parent_id_idx" ON "enquiries_items" USING btree ("_parent_id");
  CREATE INDEX "enquiries_status_idx" ON "enquiries" USING btree ("status");
  CREATE INDEX "enquiries_country_idx" ON "enquiries" USING btree ("country");
  CREATE INDEX "enquiries_attachment_idx" ON "enquiries" USING btree ("attachment_id");
  CREATE INDEX "enquiries_updated_at_idx" ON "enquiries" USING btree ("updated_at");
  CREATE INDEX "enquiries_created_at_idx" ON "enquiries" USING btree ("created_at");
  CREATE UNIQUE INDEX "enquiry_attachments_reference_idx" ON "enquiry_attachments" USING btree ("reference");
  CREATE INDEX "enquiry_attachments_updated_at_idx" ON "enquiry_attachments" USING btree ("updated_at");
  CREATE INDEX "enquiry_attachments_created_at_idx" ON "enquiry_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "enquiry_attachments_filename_idx" ON "enquiry_attachments" USING btree ("filename");
  CREATE UNIQUE INDEX "members_mobile_idx" ON "members" USING btree ("mobile");
  CREATE INDEX "members_updated_at_idx" ON "members" USING btree ("updated_at");
  CREATE INDEX "members_created_at_idx" ON "members" USING btree ("created_at");
  CREATE UNIQUE INDEX "members_username_idx" ON "members" USING btree ("username");
  CREATE INDEX "download_log_member_idx" ON "download_log" USING btree ("member_id");
  CREATE INDEX "download_log_download_idx" ON "download_log" USING btree ("download_id");
  CREATE INDEX "download_log_updated_at_idx" ON "download_log" USING btree ("updated_at");
  CREATE INDEX "download_log_created_at_idx" ON "download_log" USING btree ("created_at");
  CREATE UNIQUE INDEX "member_sessions_token_hash_idx" ON "member_sessions" USING btree ("token_hash");
  CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");
  CREATE INDEX "member_sessions_updated_at_idx" ON "member_sessions" USING btree ("updated_at");
  CREATE INDEX "member_sessions_created_at_idx" ON "member_sessions" USING btree ("created_at");
  CREATE INDEX "sms_codes_mobile_idx" ON "sms_codes" USING btree ("mobile");
  CREATE INDEX "sms_codes_ip_idx" ON "sms_codes" USING btree ("ip");
  CREATE INDEX "sms_codes_updated_at_idx" ON "sms_codes" USING btree ("updated_at");
  CREATE INDEX "sms_codes_created_at_idx" ON "sms_codes" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_locales_parent_idx" ON "media_locales" USING btree ("_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_articles_id_idx" ON "redirects_rels" USING btree ("articles_id");
  CREATE INDEX "redirects_rels_vacuum_valves_id_idx" ON "redirects_rels" USING btree ("vacuum_valves_id");
  CREATE INDEX "redirects_rels_presys_models_id_idx" ON "redirects_rels" USING btree ("presys_models_id");
  CREATE INDEX "redirects_rels_other_products_id_idx" ON "redirects_rels" USING btree ("other_products_id");
  CREATE INDEX "redirects_rels_text_pages_id_idx" ON "redirects_rels" USING btree ("text_pages_id");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_vacuum_valves_id_idx" ON "payload_locked_documents_rels" USING btree ("vacuum_valves_id");
  CREATE INDEX "payload_locked_documents_rels_presys_models_id_idx" ON "payload_locked_documents_rels" USING btree ("presys_models_id");
  CREATE INDEX "payload_locked_documents_rels_other_products_id_idx" ON "payload_locked_documents_rels" USING btree ("other_products_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_datasheets_id_idx" ON "payload_locked_documents_rels" USING btree ("datasheets_id");
  CREATE INDEX "payload_locked_documents_rels_honors_id_idx" ON "payload_locked_documents_rels" USING btree ("honors_id");
  CREATE INDEX "payload_locked_documents_rels_timelines_id_idx" ON "payload_locked_documents_rels" USING btree ("timelines_id");
  CREATE INDEX "payload_locked_documents_rels_text_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("text_pages_id");
  CREATE INDEX "payload_locked_documents_rels_contact_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_cards_id");
  CREATE INDEX "payload_locked_documents_rels_job_departments_id_idx" ON "payload_locked_documents_rels" USING btree ("job_departments_id");
  CREATE INDEX "payload_locked_documents_rels_enquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiries_id");
  CREATE INDEX "payload_locked_documents_rels_enquiry_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiry_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_members_id_idx" ON "payload_locked_documents_rels" USING btree ("members_id");
  CREATE INDEX "payload_locked_documents_rels_download_log_id_idx" ON "payload_locked_documents_rels" USING btree ("download_log_id");
  CREATE INDEX "payload_locked_documents_rels_member_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("member_sessions_id");
  CREATE INDEX "payload_locked_documents_rels_sms_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_codes_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_members_id_idx" ON "payload_preferences_rels" USING btree ("members_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_banner_slides_order_idx" ON "site_settings_banner_slides" USING btree ("_order");
  CREATE INDEX "site_settings_banner_slides_parent_id_idx" ON "site_settings_banner_slides" USING btree ("_parent_id");
  CREATE INDEX "site_settings_banner_slides_image_idx" ON "site_settings_banner_slides" USING btree ("image_id");
  CREATE INDEX "site_settings_banner_slides_mobile_image_idx" ON "site_settings_banner_slides" USING btree ("mobile_image_id");
  CREATE UNIQUE INDEX "site_settings_banner_slides_locales_locale_parent_id_unique" ON "site_settings_banner_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_banner_slides_locales_parent_idx" ON "site_settings_banner_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_groups_links_order_idx" ON "site_settings_footer_groups_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_groups_links_parent_id_idx" ON "site_settings_footer_groups_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_groups_links_locales_locale_parent_id_u" ON "site_settings_footer_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_footer_groups_links_locales_parent_idx" ON "site_settings_footer_groups_links_locales" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_groups_order_idx" ON "site_settings_footer_groups" USING btree ("_order");
  CREATE INDEX "site_settings_footer_groups_parent_id_idx" ON "site_settings_footer_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_groups_locales_locale_parent_id_unique" ON "site_settings_footer_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_footer_groups_locales_parent_idx" ON "site_settings_footer_groups_locales" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_locales_parent_idx" ON "site_settings_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_banner_slides_order_idx" ON "_site_settings_v_version_banner_slides" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_banner_slides_parent_id_idx" ON "_site_settings_v_version_banner_slides" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_banner_slides_image_idx" ON "_site_settings_v_version_banner_slides" USING btree ("image_id");
  CREATE INDEX "_site_settings_v_version_banner_slides_mobile_image_idx" ON "_site_settings_v_version_banner_slides" USING btree ("mobile_image_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_banner_slides_locales_locale_parent" ON "_site_settings_v_version_banner_slides_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_banner_slides_locales_parent_idx" ON "_site_settings_v_version_banner_slides_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_groups_links_order_idx" ON "_site_settings_v_version_footer_groups_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_groups_links_parent_id_idx" ON "_site_settings_v_version_footer_groups_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_footer_groups_links_locales_locale_" ON "_site_settings_v_version_footer_groups_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_groups_links_locales_parent_idx" ON "_site_settings_v_version_footer_groups_links_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_groups_order_idx" ON "_site_settings_v_version_footer_groups" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_groups_parent_id_idx" ON "_site_settings_v_version_footer_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_site_settings_v_version_footer_groups_locales_locale_parent" ON "_site_settings_v_version_footer_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_groups_locales_parent_idx" ON "_site_settings_v_version_footer_groups_locales" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_site_settings_v_locales_locale_parent_id_unique" ON "_site_settings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_site_settings_v_locales_parent_idx" ON "_site_settings_v_locales" USING btree ("_parent_id");
  CREATE INDEX "page_seo_pages_order_idx" ON "page_seo_pages" USING btree ("_order");
  CREATE INDEX "page_seo_pages_parent_id_idx" ON "page_seo_pages" USING btree ("_parent_id");
  CREATE INDEX "page_seo_pages_image_idx" ON "page_seo_pages" USING btree ("image_id");
  CREATE UNIQUE INDEX "page_seo_pages_locales_locale_parent_id_unique" ON "page_seo_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_seo_pages_locales_parent_idx" ON "page_seo_pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_page_seo_v_version_pages_order_idx" ON "_page_seo_v_version_pages" USING btree ("_order");
  CREATE INDEX "_page_seo_v_version_pages_parent_id_idx" ON "_page_seo_v_version_pages" USING btree ("_parent_id");
  CREATE INDEX "_page_seo_v_version_pages_image_idx" ON "_page_seo_v_version_pages" USING btree ("image_id");
  CREATE UNIQUE INDEX "_page_seo_v_version_pages_locales_locale_parent_id_unique" ON "_page_seo_v_version_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_seo_v_version_pages_locales_parent_idx" ON "_page_seo_v_version_pages_locales" USING btree ("_parent_id");
  CREATE INDEX "_page_seo_v_created_at_idx" ON "_page_seo_v" USING btree ("created_at");
  CREATE INDEX "_page_seo_v_updated_at_idx" ON "_page_seo_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "page_names_locales_locale_parent_id_unique" ON "page_names_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_names_locales_parent_idx" ON "page_names_locales" USING btree ("_parent_id");
  CREATE INDEX "_page_names_v_created_at_idx" ON "_page_names_v" USING btree ("created_at");
  CREATE INDEX "_page_names_v_updated_at_idx" ON "_page_names_v" USING btree ("updated_at");
  CREATE UNIQUE INDEX "_page_names_v_locales_locale_parent_id_unique" ON "_page_names_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_names_v_locales_parent_idx" ON "_page_names_v_locales" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "_articles_v" CASCADE;
  DROP TABLE "_articles_v_locales" CASCADE;
  DROP TABLE "vacuum_valves_specs_flanges" CASCADE;
  DROP TABLE "vacuum_valves_specs_actuation" CASCADE;
  DROP TABLE "vacuum_valves_specs_body_materials" CASCADE;
  DROP TABLE "vacuum_valves_specs_seal_materials" CASCADE;
  DROP TABLE "vacuum_valves_technical_data" CASCADE;
  DROP TABLE "vacuum_valves" CASCADE;
  DROP TABLE "vacuum_valves_locales" CASCADE;
  DROP TABLE "vacuum_valves_numbers" CASCADE;
  DROP TABLE "_vacuum_valves_v_version_specs_flanges" CASCADE;
  DROP TABLE "_vacuum_valves_v_version_specs_actuation" CASCADE;
  DROP TABLE "_vacuum_valves_v_version_specs_body_materials" CASCADE;
  DROP TABLE "_vacuum_valves_v_version_specs_seal_materials" CASCADE;
  DROP TABLE "_vacuum_valves_v_version_technical_data" CASCADE;
  DROP TABLE "_vacuum_valves_v" CASCADE;
  DROP TABLE "_vacuum_valves_v_locales" CASCADE;
  DROP TABLE "_vacuum_valves_v_numbers" CASCADE;
  DROP TABLE "presys_models_applications" CASCADE;
  DROP TABLE "presys_models_main_features" CASCADE;
  DROP TABLE "presys_models_specs_flanges" CASCADE;
  DROP TABLE "presys_models_specs_actuation" CASCADE;
  DROP TABLE "presys_models_specs_body_materials" CASCADE;
  DROP TABLE "presys_models_specs_seal_materials" CASCADE;
  DROP TABLE "presys_models_options" CASCADE;
  DROP TABLE "presys_models" CASCADE;
  DROP TABLE "presys_models_locales" CASCADE;
  DROP TABLE "presys_models_numbers" CASCADE;
  DROP TABLE "_presys_models_v_version_applications" CASCADE;
  DROP TABLE "_presys_models_v_version_main_features" CASCADE;
  DROP TABLE "_presys_models_v_version_specs_flanges" CASCADE;
  DROP TABLE "_presys_models_v_version_specs_actuation" CASCADE;
  DROP TABLE "_presys_models_v_version_specs_body_materials" CASCADE;
  DROP TABLE "_presys_models_v_version_specs_seal_materials" CASCADE;
  DROP TABLE "_presys_models_v_version_options" CASCADE;
  DROP TABLE "_presys_models_v" CASCADE;
  DROP TABLE "_presys_models_v_locales" CASCADE;
  DROP TABLE "_presys_models_v_numbers" CASCADE;
  DROP TABLE "other_products_specs_flanges" CASCADE;
  DROP TABLE "other_products_specs_actuation" CASCADE;
  DROP TABLE "other_products_specs_body_materials" CASCADE;
  DROP TABLE "other_products_specs_seal_materials" CASCADE;
  DROP TABLE "other_products_spec_table" CASCADE;
  DROP TABLE "other_products_images" CASCADE;
  DROP TABLE "other_products_chiller_rows" CASCADE;
  DROP TABLE "other_products_chiller_rows_locales" CASCADE;
  DROP TABLE "other_products" CASCADE;
  DROP TABLE "other_products_locales" CASCADE;
  DROP TABLE "other_products_numbers" CASCADE;
  DROP TABLE "_other_products_v_version_specs_flanges" CASCADE;
  DROP TABLE "_other_products_v_version_specs_actuation" CASCADE;
  DROP TABLE "_other_products_v_version_specs_body_materials" CASCADE;
  DROP TABLE "_other_products_v_version_specs_seal_materials" CASCADE;
  DROP TABLE "_other_products_v_version_spec_table" CASCADE;
  DROP TABLE "_other_products_v_version_images" CASCADE;
  DROP TABLE "_other_products_v_version_chiller_rows" CASCADE;
  DROP TABLE "_other_products_v_version_chiller_rows_locales" CASCADE;
  DROP TABLE "_other_products_v" CASCADE;
  DROP TABLE "_other_products_v_locales" CASCADE;
  DROP TABLE "_other_products_v_numbers" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "_downloads_v" CASCADE;
  DROP TABLE "_downloads_v_locales" CASCADE;
  DROP TABLE "datasheets" CASCADE;
  DROP TABLE "honors" CASCADE;
  DROP TABLE "honors_locales" CASCADE;
  DROP TABLE "_honors_v" CASCADE;
  DROP TABLE "_honors_v_locales" CASCADE;
  DROP TABLE "timelines_items" CASCADE;
  DROP TABLE "timelines" CASCADE;
  DROP TABLE "timelines_locales" CASCADE;
  DROP TABLE "_timelines_v_version_items" CASCADE;
  DROP TABLE "_timelines_v" CASCADE;
  DROP TABLE "_timelines_v_locales" CASCADE;
  DROP TABLE "text_pages_sections" CASCADE;
  DROP TABLE "text_pages" CASCADE;
  DROP TABLE "text_pages_locales" CASCADE;
  DROP TABLE "_text_pages_v_version_sections" CASCADE;
  DROP TABLE "_text_pages_v" CASCADE;
  DROP TABLE "_text_pages_v_locales" CASCADE;
  DROP TABLE "contact_cards" CASCADE;
  DROP TABLE "contact_cards_locales" CASCADE;
  DROP TABLE "_contact_cards_v" CASCADE;
  DROP TABLE "_contact_cards_v_locales" CASCADE;
  DROP TABLE "job_departments_jobs" CASCADE;
  DROP TABLE "job_departments_jobs_locales" CASCADE;
  DROP TABLE "job_departments" CASCADE;
  DROP TABLE "job_departments_locales" CASCADE;
  DROP TABLE "_job_departments_v_version_jobs" CASCADE;
  DROP TABLE "_job_departments_v_version_jobs_locales" CASCADE;
  DROP TABLE "_job_departments_v" CASCADE;
  DROP TABLE "_job_departments_v_locales" CASCADE;
  DROP TABLE "enquiries_items" CASCADE;
  DROP TABLE "enquiries" CASCADE;
  DROP TABLE "enquiry_attachments" CASCADE;
  DROP TABLE "members" CASCADE;
  DROP TABLE "download_log" CASCADE;
  DROP TABLE "member_sessions" CASCADE;
  DROP TABLE "sms_codes" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_banner_slides" CASCADE;
  DROP TABLE "site_settings_banner_slides_locales" CASCADE;
  DROP TABLE "site_settings_footer_groups_links" CASCADE;
  DROP TABLE "site_settings_footer_groups_links_locales" CASCADE;
  DROP TABLE "site_settings_footer_groups" CASCADE;
  DROP TABLE "site_settings_footer_groups_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_banner_slides" CASCADE;
  DROP TABLE "_site_settings_v_version_banner_slides_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_groups_links" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_groups_links_locales" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_groups" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_groups_locales" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_site_settings_v_locales" CASCADE;
  DROP TABLE "page_seo_pages" CASCADE;
  DROP TABLE "page_seo_pages_locales" CASCADE;
  DROP TABLE "page_seo" CASCADE;
  DROP TABLE "_page_seo_v_version_pages" CASCADE;
  DROP TABLE "_page_seo_v_version_pages_locales" CASCADE;
  DROP TABLE "_page_seo_v" CASCADE;
  DROP TABLE "page_names" CASCADE;
  DROP TABLE "page_names_locales" CASCADE;
  DROP TABLE "_page_names_v" CASCADE;
  DROP TABLE "_page_names_v_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_articles_category";
  DROP TYPE "public"."enum_articles_status";
  DROP TYPE "public"."enum__articles_v_version_category";
  DROP TYPE "public"."enum__articles_v_version_status";
  DROP TYPE "public"."enum__articles_v_published_locale";
  DROP TYPE "public"."enum_vacuum_valves_specs_flanges";
  DROP TYPE "public"."enum_vacuum_valves_specs_actuation";
  DROP TYPE "public"."enum_vacuum_valves_specs_body_materials";
  DROP TYPE "public"."enum_vacuum_valves_specs_seal_materials";
  DROP TYPE "public"."enum_vacuum_valves_specs_family";
  DROP TYPE "public"."enum__vacuum_valves_v_version_specs_flanges";
  DROP TYPE "public"."enum__vacuum_valves_v_version_specs_actuation";
  DROP TYPE "public"."enum__vacuum_valves_v_version_specs_body_materials";
  DROP TYPE "public"."enum__vacuum_valves_v_version_specs_seal_materials";
  DROP TYPE "public"."enum__vacuum_valves_v_version_specs_family";
  DROP TYPE "public"."enum_presys_models_specs_flanges";
  DROP TYPE "public"."enum_presys_models_specs_actuation";
  DROP TYPE "public"."enum_presys_models_specs_body_materials";
  DROP TYPE "public"."enum_presys_models_specs_seal_materials";
  DROP TYPE "public"."enum_presys_models_specs_family";
  DROP TYPE "public"."enum__presys_models_v_version_specs_flanges";
  DROP TYPE "public"."enum__presys_models_v_version_specs_actuation";
  DROP TYPE "public"."enum__presys_models_v_version_specs_body_materials";
  DROP TYPE "public"."enum__presys_models_v_version_specs_seal_materials";
  DROP TYPE "public"."enum__presys_models_v_version_specs_family";
  DROP TYPE "public"."enum_other_products_specs_flanges";
  DROP TYPE "public"."enum_other_products_specs_actuation";
  DROP TYPE "public"."enum_other_products_specs_body_materials";
  DROP TYPE "public"."enum_other_products_specs_seal_materials";
  DROP TYPE "public"."enum_other_products_slug";
  DROP TYPE "public"."enum_other_products_specs_family";
  DROP TYPE "public"."enum__other_products_v_version_specs_flanges";
  DROP TYPE "public"."enum__other_products_v_version_specs_actuation";
  DROP TYPE "public"."enum__other_products_v_version_specs_body_materials";
  DROP TYPE "public"."enum__other_products_v_version_specs_seal_materials";
  DROP TYPE "public"."enum__other_products_v_version_slug";
  DROP TYPE "public"."enum__other_products_v_version_specs_family";
  DROP TYPE "public"."enum_faqs_group";
  DROP TYPE "public"."enum__faqs_v_version_group";
  DROP TYPE "public"."enum_downloads_type";
  DROP TYPE "public"."enum__downloads_v_version_type";
  DROP TYPE "public"."enum_honors_kind";
  DROP TYPE "public"."enum__honors_v_version_kind";
  DROP TYPE "public"."enum_timelines_kind";
  DROP TYPE "public"."enum__timelines_v_version_kind";
  DROP TYPE "public"."enum_text_pages_key";
  DROP TYPE "public"."enum__text_pages_v_version_key";
  DROP TYPE "public"."enum_enquiries_status";
  DROP TYPE "public"."enum_enquiries_salutation";
  DROP TYPE "public"."enum_enquiries_locale";
  DROP TYPE "public"."enum_enquiry_attachments_kind";
  DROP TYPE "public"."enum_members_registered_locale";
  DROP TYPE "public"."enum_sms_codes_purpose";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_redirects_to_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_page_seo_pages_page";
  DROP TYPE "public"."enum__page_seo_v_version_pages_page";`)
}
