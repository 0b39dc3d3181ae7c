import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`banner_id\` integer,
  	\`category\` text DEFAULT 'company',
  	\`published_at\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_banner_idx\` ON \`articles\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_published_at_idx\` ON \`articles\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_seo_seo_image_idx\` ON \`articles\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`articles__status_idx\` ON \`articles\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`articles_locales\` (
  	\`title\` text,
  	\`intro\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`articles_locales_locale_parent_id_unique\` ON \`articles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_locales_parent_idx\` ON \`articles_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_image_id\` integer,
  	\`version_banner_id\` integer,
  	\`version_category\` text DEFAULT 'company',
  	\`version_published_at\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_articles_v_parent_idx\` ON \`_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_image_idx\` ON \`_articles_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_banner_idx\` ON \`_articles_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_published_at_idx\` ON \`_articles_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_seo_version_seo_image_idx\` ON \`_articles_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_updated_at_idx\` ON \`_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version_created_at_idx\` ON \`_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_version_version__status_idx\` ON \`_articles_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_created_at_idx\` ON \`_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_updated_at_idx\` ON \`_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_snapshot_idx\` ON \`_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_published_locale_idx\` ON \`_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_latest_idx\` ON \`_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_intro\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_articles_v_locales_locale_parent_id_unique\` ON \`_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_articles_v_locales_parent_idx\` ON \`_articles_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_specs_flanges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_flanges_order_idx\` ON \`vacuum_valves_specs_flanges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_flanges_parent_idx\` ON \`vacuum_valves_specs_flanges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_specs_actuation\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_actuation_order_idx\` ON \`vacuum_valves_specs_actuation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_actuation_parent_idx\` ON \`vacuum_valves_specs_actuation\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_specs_body_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_body_materials_order_idx\` ON \`vacuum_valves_specs_body_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_body_materials_parent_idx\` ON \`vacuum_valves_specs_body_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_specs_seal_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_seal_materials_order_idx\` ON \`vacuum_valves_specs_seal_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_seal_materials_parent_idx\` ON \`vacuum_valves_specs_seal_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_technical_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_technical_data_order_idx\` ON \`vacuum_valves_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_technical_data_parent_id_idx\` ON \`vacuum_valves_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_technical_data_locale_idx\` ON \`vacuum_valves_technical_data\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`page_number\` numeric NOT NULL,
  	\`product_id\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`show_flanges\` integer DEFAULT true,
  	\`specs_family\` text,
  	\`specs_pressure_min\` numeric,
  	\`specs_pressure_max\` numeric,
  	\`specs_leak_rate\` numeric,
  	\`specs_max_temperature\` numeric,
  	\`specs_bakeout\` numeric,
  	\`image_id\` integer,
  	\`drawing_zh_id\` integer,
  	\`drawing_en_id\` integer,
  	\`download_id\` integer,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`drawing_zh_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`drawing_en_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacuum_valves_page_number_idx\` ON \`vacuum_valves\` (\`page_number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`vacuum_valves_product_id_idx\` ON \`vacuum_valves\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_image_idx\` ON \`vacuum_valves\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_drawing_zh_idx\` ON \`vacuum_valves\` (\`drawing_zh_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_drawing_en_idx\` ON \`vacuum_valves\` (\`drawing_en_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_download_idx\` ON \`vacuum_valves\` (\`download_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_seo_seo_image_idx\` ON \`vacuum_valves\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_updated_at_idx\` ON \`vacuum_valves\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_created_at_idx\` ON \`vacuum_valves\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_locales\` (
  	\`title\` text NOT NULL,
  	\`home_title\` text,
  	\`title_text\` text,
  	\`size\` text,
  	\`driver\` text,
  	\`valve_material\` text,
  	\`feedthrough\` text,
  	\`standard_flanges\` text,
  	\`download_title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vacuum_valves_locales_locale_parent_id_unique\` ON \`vacuum_valves_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_locales_parent_idx\` ON \`vacuum_valves_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vacuum_valves_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_numbers_order_parent_idx\` ON \`vacuum_valves_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_version_specs_flanges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_flanges_order_idx\` ON \`_vacuum_valves_v_version_specs_flanges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_flanges_parent_idx\` ON \`_vacuum_valves_v_version_specs_flanges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_version_specs_actuation\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_actuation_order_idx\` ON \`_vacuum_valves_v_version_specs_actuation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_actuation_parent_idx\` ON \`_vacuum_valves_v_version_specs_actuation\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_version_specs_body_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_body_materials_order_idx\` ON \`_vacuum_valves_v_version_specs_body_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_body_materials_parent_idx\` ON \`_vacuum_valves_v_version_specs_body_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_version_specs_seal_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_seal_materials_order_idx\` ON \`_vacuum_valves_v_version_specs_seal_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_seal_materials_parent_idx\` ON \`_vacuum_valves_v_version_specs_seal_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_version_technical_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_technical_data_order_idx\` ON \`_vacuum_valves_v_version_technical_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_technical_data_parent_id_idx\` ON \`_vacuum_valves_v_version_technical_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_technical_data_locale_idx\` ON \`_vacuum_valves_v_version_technical_data\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_page_number\` numeric NOT NULL,
  	\`version_product_id\` numeric NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_show_flanges\` integer DEFAULT true,
  	\`version_specs_family\` text,
  	\`version_specs_pressure_min\` numeric,
  	\`version_specs_pressure_max\` numeric,
  	\`version_specs_leak_rate\` numeric,
  	\`version_specs_max_temperature\` numeric,
  	\`version_specs_bakeout\` numeric,
  	\`version_image_id\` integer,
  	\`version_drawing_zh_id\` integer,
  	\`version_drawing_en_id\` integer,
  	\`version_download_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_drawing_zh_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_drawing_en_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_parent_idx\` ON \`_vacuum_valves_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_page_number_idx\` ON \`_vacuum_valves_v\` (\`version_page_number\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_product_id_idx\` ON \`_vacuum_valves_v\` (\`version_product_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_image_idx\` ON \`_vacuum_valves_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_drawing_zh_idx\` ON \`_vacuum_valves_v\` (\`version_drawing_zh_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_drawing_en_idx\` ON \`_vacuum_valves_v\` (\`version_drawing_en_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_download_idx\` ON \`_vacuum_valves_v\` (\`version_download_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_seo_version_seo_image_idx\` ON \`_vacuum_valves_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_updated_at_idx\` ON \`_vacuum_valves_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_version_created_at_idx\` ON \`_vacuum_valves_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_created_at_idx\` ON \`_vacuum_valves_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_updated_at_idx\` ON \`_vacuum_valves_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_home_title\` text,
  	\`version_title_text\` text,
  	\`version_size\` text,
  	\`version_driver\` text,
  	\`version_valve_material\` text,
  	\`version_feedthrough\` text,
  	\`version_standard_flanges\` text,
  	\`version_download_title\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_vacuum_valves_v_locales_locale_parent_id_unique\` ON \`_vacuum_valves_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_locales_parent_idx\` ON \`_vacuum_valves_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_numbers_order_parent_idx\` ON \`_vacuum_valves_v_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_applications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_applications_order_idx\` ON \`presys_models_applications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_applications_parent_id_idx\` ON \`presys_models_applications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_applications_locale_idx\` ON \`presys_models_applications\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_main_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_main_features_order_idx\` ON \`presys_models_main_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_main_features_parent_id_idx\` ON \`presys_models_main_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_main_features_locale_idx\` ON \`presys_models_main_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_specs_flanges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_specs_flanges_order_idx\` ON \`presys_models_specs_flanges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_specs_flanges_parent_idx\` ON \`presys_models_specs_flanges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_specs_actuation\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_specs_actuation_order_idx\` ON \`presys_models_specs_actuation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_specs_actuation_parent_idx\` ON \`presys_models_specs_actuation\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_specs_body_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_specs_body_materials_order_idx\` ON \`presys_models_specs_body_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_specs_body_materials_parent_idx\` ON \`presys_models_specs_body_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_specs_seal_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_specs_seal_materials_order_idx\` ON \`presys_models_specs_seal_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_specs_seal_materials_parent_idx\` ON \`presys_models_specs_seal_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_options_order_idx\` ON \`presys_models_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_options_parent_id_idx\` ON \`presys_models_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_options_locale_idx\` ON \`presys_models_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`presys_models\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`model_id\` numeric NOT NULL,
  	\`name\` text NOT NULL,
  	\`hidden\` integer DEFAULT false,
  	\`specs_family\` text,
  	\`specs_pressure_min\` numeric,
  	\`specs_pressure_max\` numeric,
  	\`specs_leak_rate\` numeric,
  	\`specs_max_temperature\` numeric,
  	\`specs_bakeout\` numeric,
  	\`image_id\` integer,
  	\`bg_image_id\` integer,
  	\`download_id\` integer,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`bg_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`presys_models_model_id_idx\` ON \`presys_models\` (\`model_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`presys_models_name_idx\` ON \`presys_models\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_image_idx\` ON \`presys_models\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_bg_image_idx\` ON \`presys_models\` (\`bg_image_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_download_idx\` ON \`presys_models\` (\`download_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_seo_seo_image_idx\` ON \`presys_models\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_updated_at_idx\` ON \`presys_models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_created_at_idx\` ON \`presys_models\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_locales\` (
  	\`title\` text NOT NULL,
  	\`title_two\` text,
  	\`text\` text,
  	\`download_title\` text,
  	\`download_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`presys_models_locales_locale_parent_id_unique\` ON \`presys_models_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_locales_parent_idx\` ON \`presys_models_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_numbers_order_parent_idx\` ON \`presys_models_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_applications\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_applications_order_idx\` ON \`_presys_models_v_version_applications\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_applications_parent_id_idx\` ON \`_presys_models_v_version_applications\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_applications_locale_idx\` ON \`_presys_models_v_version_applications\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_main_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_main_features_order_idx\` ON \`_presys_models_v_version_main_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_main_features_parent_id_idx\` ON \`_presys_models_v_version_main_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_main_features_locale_idx\` ON \`_presys_models_v_version_main_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_specs_flanges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_flanges_order_idx\` ON \`_presys_models_v_version_specs_flanges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_flanges_parent_idx\` ON \`_presys_models_v_version_specs_flanges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_specs_actuation\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_actuation_order_idx\` ON \`_presys_models_v_version_specs_actuation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_actuation_parent_idx\` ON \`_presys_models_v_version_specs_actuation\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_specs_body_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_body_materials_order_idx\` ON \`_presys_models_v_version_specs_body_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_body_materials_parent_idx\` ON \`_presys_models_v_version_specs_body_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_specs_seal_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_seal_materials_order_idx\` ON \`_presys_models_v_version_specs_seal_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_seal_materials_parent_idx\` ON \`_presys_models_v_version_specs_seal_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_options_order_idx\` ON \`_presys_models_v_version_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_options_parent_id_idx\` ON \`_presys_models_v_version_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_options_locale_idx\` ON \`_presys_models_v_version_options\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_model_id\` numeric NOT NULL,
  	\`version_name\` text NOT NULL,
  	\`version_hidden\` integer DEFAULT false,
  	\`version_specs_family\` text,
  	\`version_specs_pressure_min\` numeric,
  	\`version_specs_pressure_max\` numeric,
  	\`version_specs_leak_rate\` numeric,
  	\`version_specs_max_temperature\` numeric,
  	\`version_specs_bakeout\` numeric,
  	\`version_image_id\` integer,
  	\`version_bg_image_id\` integer,
  	\`version_download_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_bg_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_parent_idx\` ON \`_presys_models_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_model_id_idx\` ON \`_presys_models_v\` (\`version_model_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_name_idx\` ON \`_presys_models_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_image_idx\` ON \`_presys_models_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_bg_image_idx\` ON \`_presys_models_v\` (\`version_bg_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_download_idx\` ON \`_presys_models_v\` (\`version_download_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_seo_version_seo_image_idx\` ON \`_presys_models_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_updated_at_idx\` ON \`_presys_models_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_version_created_at_idx\` ON \`_presys_models_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_created_at_idx\` ON \`_presys_models_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_updated_at_idx\` ON \`_presys_models_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_title_two\` text,
  	\`version_text\` text,
  	\`version_download_title\` text,
  	\`version_download_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_presys_models_v_locales_locale_parent_id_unique\` ON \`_presys_models_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_locales_parent_idx\` ON \`_presys_models_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_numbers_order_parent_idx\` ON \`_presys_models_v_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_specs_flanges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_specs_flanges_order_idx\` ON \`other_products_specs_flanges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_specs_flanges_parent_idx\` ON \`other_products_specs_flanges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_specs_actuation\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_specs_actuation_order_idx\` ON \`other_products_specs_actuation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_specs_actuation_parent_idx\` ON \`other_products_specs_actuation\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_specs_body_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_specs_body_materials_order_idx\` ON \`other_products_specs_body_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_specs_body_materials_parent_idx\` ON \`other_products_specs_body_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_specs_seal_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_specs_seal_materials_order_idx\` ON \`other_products_specs_seal_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_specs_seal_materials_parent_idx\` ON \`other_products_specs_seal_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_spec_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_spec_table_order_idx\` ON \`other_products_spec_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_spec_table_parent_id_idx\` ON \`other_products_spec_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_spec_table_locale_idx\` ON \`other_products_spec_table\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`other_products_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_images_order_idx\` ON \`other_products_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_images_parent_id_idx\` ON \`other_products_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_images_image_idx\` ON \`other_products_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_chiller_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`class\` text,
  	\`type\` text,
  	\`class_f\` integer,
  	\`pic_id\` integer,
  	\`temp_range\` text,
  	\`cooling_capacity\` text,
  	\`channels\` text,
  	\`heater\` text,
  	\`flowrate\` text,
  	FOREIGN KEY (\`pic_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_chiller_rows_order_idx\` ON \`other_products_chiller_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_chiller_rows_parent_id_idx\` ON \`other_products_chiller_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_chiller_rows_pic_idx\` ON \`other_products_chiller_rows\` (\`pic_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_chiller_rows_locales\` (
  	\`features\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_products_chiller_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`other_products_chiller_rows_locales_locale_parent_id_unique\` ON \`other_products_chiller_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_chiller_rows_locales_parent_idx\` ON \`other_products_chiller_rows_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`has_next\` integer DEFAULT true,
  	\`specs_family\` text,
  	\`specs_pressure_min\` numeric,
  	\`specs_pressure_max\` numeric,
  	\`specs_leak_rate\` numeric,
  	\`specs_max_temperature\` numeric,
  	\`specs_bakeout\` numeric,
  	\`download_id\` integer,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`other_products_slug_idx\` ON \`other_products\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`other_products_download_idx\` ON \`other_products\` (\`download_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_seo_seo_image_idx\` ON \`other_products\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_updated_at_idx\` ON \`other_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`other_products_created_at_idx\` ON \`other_products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`other_products_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`other_products_locales_locale_parent_id_unique\` ON \`other_products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`other_products_locales_parent_idx\` ON \`other_products_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_numbers_order_parent_idx\` ON \`other_products_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_specs_flanges\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_flanges_order_idx\` ON \`_other_products_v_version_specs_flanges\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_flanges_parent_idx\` ON \`_other_products_v_version_specs_flanges\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_specs_actuation\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_actuation_order_idx\` ON \`_other_products_v_version_specs_actuation\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_actuation_parent_idx\` ON \`_other_products_v_version_specs_actuation\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_specs_body_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_body_materials_order_idx\` ON \`_other_products_v_version_specs_body_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_body_materials_parent_idx\` ON \`_other_products_v_version_specs_body_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_specs_seal_materials\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_seal_materials_order_idx\` ON \`_other_products_v_version_specs_seal_materials\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_seal_materials_parent_idx\` ON \`_other_products_v_version_specs_seal_materials\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_spec_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_spec_table_order_idx\` ON \`_other_products_v_version_spec_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_spec_table_parent_id_idx\` ON \`_other_products_v_version_spec_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_spec_table_locale_idx\` ON \`_other_products_v_version_spec_table\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_images_order_idx\` ON \`_other_products_v_version_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_images_parent_id_idx\` ON \`_other_products_v_version_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_images_image_idx\` ON \`_other_products_v_version_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_chiller_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`class\` text,
  	\`type\` text,
  	\`class_f\` integer,
  	\`pic_id\` integer,
  	\`temp_range\` text,
  	\`cooling_capacity\` text,
  	\`channels\` text,
  	\`heater\` text,
  	\`flowrate\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`pic_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_chiller_rows_order_idx\` ON \`_other_products_v_version_chiller_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_chiller_rows_parent_id_idx\` ON \`_other_products_v_version_chiller_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_chiller_rows_pic_idx\` ON \`_other_products_v_version_chiller_rows\` (\`pic_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_chiller_rows_locales\` (
  	\`features\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_products_v_version_chiller_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_other_products_v_version_chiller_rows_locales_locale_parent\` ON \`_other_products_v_version_chiller_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_chiller_rows_locales_parent_idx\` ON \`_other_products_v_version_chiller_rows_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text NOT NULL,
  	\`version_order\` numeric NOT NULL,
  	\`version_has_next\` integer DEFAULT true,
  	\`version_specs_family\` text,
  	\`version_specs_pressure_min\` numeric,
  	\`version_specs_pressure_max\` numeric,
  	\`version_specs_leak_rate\` numeric,
  	\`version_specs_max_temperature\` numeric,
  	\`version_specs_bakeout\` numeric,
  	\`version_download_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_parent_idx\` ON \`_other_products_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_version_slug_idx\` ON \`_other_products_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_version_download_idx\` ON \`_other_products_v\` (\`version_download_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_seo_version_seo_image_idx\` ON \`_other_products_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_version_updated_at_idx\` ON \`_other_products_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_version_created_at_idx\` ON \`_other_products_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_created_at_idx\` ON \`_other_products_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_updated_at_idx\` ON \`_other_products_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_other_products_v_locales_locale_parent_id_unique\` ON \`_other_products_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_locales_parent_idx\` ON \`_other_products_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_numbers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_numbers_order_parent_idx\` ON \`_other_products_v_numbers\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`group\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_group_idx\` ON \`faqs\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_locales_parent_idx\` ON \`faqs_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_group_idx\` ON \`_faqs_v\` (\`version_group\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text NOT NULL,
  	\`version_answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_locales_parent_idx\` ON \`_faqs_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`downloads\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`item_id\` numeric,
  	\`type\` text NOT NULL,
  	\`file_id\` integer,
  	\`size_mb\` numeric,
  	\`extension\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`datasheets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_item_id_idx\` ON \`downloads\` (\`item_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_type_idx\` ON \`downloads\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`downloads_file_idx\` ON \`downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_updated_at_idx\` ON \`downloads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`downloads_created_at_idx\` ON \`downloads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`downloads_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`downloads_locales_locale_parent_id_unique\` ON \`downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`downloads_locales_parent_idx\` ON \`downloads_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_item_id\` numeric,
  	\`version_type\` text NOT NULL,
  	\`version_file_id\` integer,
  	\`version_size_mb\` numeric,
  	\`version_extension\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`datasheets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_downloads_v_parent_idx\` ON \`_downloads_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_item_id_idx\` ON \`_downloads_v\` (\`version_item_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_type_idx\` ON \`_downloads_v\` (\`version_type\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_file_idx\` ON \`_downloads_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_updated_at_idx\` ON \`_downloads_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_version_version_created_at_idx\` ON \`_downloads_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_created_at_idx\` ON \`_downloads_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_updated_at_idx\` ON \`_downloads_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_downloads_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_downloads_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_downloads_v_locales_locale_parent_id_unique\` ON \`_downloads_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_downloads_v_locales_parent_idx\` ON \`_downloads_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`datasheets\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`generated_product_key\` text,
  	\`generated_item_id\` numeric,
  	\`generated_locale\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`datasheets_generated_generated_product_key_idx\` ON \`datasheets\` (\`generated_product_key\`);`)
  await db.run(sql`CREATE INDEX \`datasheets_generated_generated_item_id_idx\` ON \`datasheets\` (\`generated_item_id\`);`)
  await db.run(sql`CREATE INDEX \`datasheets_updated_at_idx\` ON \`datasheets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`datasheets_created_at_idx\` ON \`datasheets\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`datasheets_filename_idx\` ON \`datasheets\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`honors\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text NOT NULL,
  	\`image_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`honors_kind_idx\` ON \`honors\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`honors_image_idx\` ON \`honors\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`honors_updated_at_idx\` ON \`honors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`honors_created_at_idx\` ON \`honors\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`honors_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`honors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`honors_locales_locale_parent_id_unique\` ON \`honors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`honors_locales_parent_idx\` ON \`honors_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_honors_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text NOT NULL,
  	\`version_image_id\` integer NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`honors\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_honors_v_parent_idx\` ON \`_honors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_kind_idx\` ON \`_honors_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_image_idx\` ON \`_honors_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_updated_at_idx\` ON \`_honors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_version_version_created_at_idx\` ON \`_honors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_created_at_idx\` ON \`_honors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_updated_at_idx\` ON \`_honors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_honors_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_honors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_honors_v_locales_locale_parent_id_unique\` ON \`_honors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_honors_v_locales_parent_idx\` ON \`_honors_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`timelines_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timelines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`timelines_items_order_idx\` ON \`timelines_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`timelines_items_parent_id_idx\` ON \`timelines_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`timelines_items_locale_idx\` ON \`timelines_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`timelines\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`timelines_kind_idx\` ON \`timelines\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`timelines_updated_at_idx\` ON \`timelines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`timelines_created_at_idx\` ON \`timelines\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`timelines_locales\` (
  	\`year\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`timelines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`timelines_locales_locale_parent_id_unique\` ON \`timelines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`timelines_locales_parent_idx\` ON \`timelines_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_timelines_v_version_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`text\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timelines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_timelines_v_version_items_order_idx\` ON \`_timelines_v_version_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_version_items_parent_id_idx\` ON \`_timelines_v_version_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_version_items_locale_idx\` ON \`_timelines_v_version_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_timelines_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`timelines\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_timelines_v_parent_idx\` ON \`_timelines_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_version_version_kind_idx\` ON \`_timelines_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_version_version_updated_at_idx\` ON \`_timelines_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_version_version_created_at_idx\` ON \`_timelines_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_created_at_idx\` ON \`_timelines_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_updated_at_idx\` ON \`_timelines_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_timelines_v_locales\` (
  	\`version_year\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_timelines_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_timelines_v_locales_locale_parent_id_unique\` ON \`_timelines_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_timelines_v_locales_parent_idx\` ON \`_timelines_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`text_pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`text_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`text_pages_sections_order_idx\` ON \`text_pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_sections_parent_id_idx\` ON \`text_pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_sections_locale_idx\` ON \`text_pages_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`text_pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`banner_id\` integer,
  	\`image_id\` integer,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`text_pages_key_idx\` ON \`text_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_banner_idx\` ON \`text_pages\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_image_idx\` ON \`text_pages\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_seo_seo_image_idx\` ON \`text_pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_updated_at_idx\` ON \`text_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_created_at_idx\` ON \`text_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`text_pages_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`text_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`text_pages_locales_locale_parent_id_unique\` ON \`text_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`text_pages_locales_parent_idx\` ON \`text_pages_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_text_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`heading\` text,
  	\`body\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_text_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_sections_order_idx\` ON \`_text_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_sections_parent_id_idx\` ON \`_text_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_sections_locale_idx\` ON \`_text_pages_v_version_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_text_pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text NOT NULL,
  	\`version_banner_id\` integer,
  	\`version_image_id\` integer,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`text_pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_text_pages_v_parent_idx\` ON \`_text_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_version_key_idx\` ON \`_text_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_version_banner_idx\` ON \`_text_pages_v\` (\`version_banner_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_version_image_idx\` ON \`_text_pages_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_seo_version_seo_image_idx\` ON \`_text_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_version_updated_at_idx\` ON \`_text_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_version_version_created_at_idx\` ON \`_text_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_created_at_idx\` ON \`_text_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_updated_at_idx\` ON \`_text_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_text_pages_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_intro\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_text_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_text_pages_v_locales_locale_parent_id_unique\` ON \`_text_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_text_pages_v_locales_parent_idx\` ON \`_text_pages_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_cards\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_cards_updated_at_idx\` ON \`contact_cards\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_cards_created_at_idx\` ON \`contact_cards\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_cards_locales\` (
  	\`title\` text NOT NULL,
  	\`address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_cards_locales_locale_parent_id_unique\` ON \`contact_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_cards_locales_parent_idx\` ON \`contact_cards_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_contact_cards_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text NOT NULL,
  	\`version_phone\` text NOT NULL,
  	\`version_email\` text NOT NULL,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`contact_cards\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_contact_cards_v_parent_idx\` ON \`_contact_cards_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_cards_v_version_version_updated_at_idx\` ON \`_contact_cards_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_cards_v_version_version_created_at_idx\` ON \`_contact_cards_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_cards_v_created_at_idx\` ON \`_contact_cards_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_contact_cards_v_updated_at_idx\` ON \`_contact_cards_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_contact_cards_v_locales\` (
  	\`version_title\` text NOT NULL,
  	\`version_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_contact_cards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_contact_cards_v_locales_locale_parent_id_unique\` ON \`_contact_cards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_contact_cards_v_locales_parent_idx\` ON \`_contact_cards_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_departments_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`plan_people\` numeric NOT NULL,
  	\`salary\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_departments_jobs_order_idx\` ON \`job_departments_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_departments_jobs_parent_id_idx\` ON \`job_departments_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_departments_jobs_locales\` (
  	\`type\` text NOT NULL,
  	\`duties\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_departments_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_departments_jobs_locales_locale_parent_id_unique\` ON \`job_departments_jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_departments_jobs_locales_parent_idx\` ON \`job_departments_jobs_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_departments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`job_departments_updated_at_idx\` ON \`job_departments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_departments_created_at_idx\` ON \`job_departments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_departments_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`job_departments_locales_locale_parent_id_unique\` ON \`job_departments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_departments_locales_parent_idx\` ON \`job_departments_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_departments_v_version_jobs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`plan_people\` numeric NOT NULL,
  	\`salary\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_departments_v_version_jobs_order_idx\` ON \`_job_departments_v_version_jobs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_version_jobs_parent_id_idx\` ON \`_job_departments_v_version_jobs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_departments_v_version_jobs_locales\` (
  	\`type\` text NOT NULL,
  	\`duties\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_departments_v_version_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_job_departments_v_version_jobs_locales_locale_parent_id_uni\` ON \`_job_departments_v_version_jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_version_jobs_locales_parent_idx\` ON \`_job_departments_v_version_jobs_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_job_departments_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_departments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_job_departments_v_parent_idx\` ON \`_job_departments_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_version_version_updated_at_idx\` ON \`_job_departments_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_version_version_created_at_idx\` ON \`_job_departments_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_created_at_idx\` ON \`_job_departments_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_updated_at_idx\` ON \`_job_departments_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_job_departments_v_locales\` (
  	\`version_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_job_departments_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_job_departments_v_locales_locale_parent_id_unique\` ON \`_job_departments_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_job_departments_v_locales_parent_idx\` ON \`_job_departments_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_title\` text,
  	\`size\` numeric,
  	\`flange\` text,
  	\`quantity\` numeric,
  	\`note\` text,
  	\`product\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_items_order_idx\` ON \`enquiries_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_items_parent_id_idx\` ON \`enquiries_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`enquiries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`staff_note\` text,
  	\`salutation\` text NOT NULL,
  	\`family_name\` text NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`company\` text,
  	\`department\` text,
  	\`mobile\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`topic\` text,
  	\`content\` text NOT NULL,
  	\`attachment_id\` integer,
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`locale\` text,
  	\`ip\` text,
  	\`notified_at\` text,
  	\`subject\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`enquiry_attachments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`enquiries_status_idx\` ON \`enquiries\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_country_idx\` ON \`enquiries\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_attachment_idx\` ON \`enquiries\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_updated_at_idx\` ON \`enquiries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiries_created_at_idx\` ON \`enquiries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`enquiry_attachments\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`reference\` text NOT NULL,
  	\`original_name\` text,
  	\`kind\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_attachments_reference_idx\` ON \`enquiry_attachments\` (\`reference\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_updated_at_idx\` ON \`enquiry_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`enquiry_attachments_created_at_idx\` ON \`enquiry_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`enquiry_attachments_filename_idx\` ON \`enquiry_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`members\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`disabled\` integer DEFAULT false,
  	\`registered_locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`members_mobile_idx\` ON \`members\` (\`mobile\`);`)
  await db.run(sql`CREATE INDEX \`members_updated_at_idx\` ON \`members\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`members_created_at_idx\` ON \`members\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`members_username_idx\` ON \`members\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`download_log\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`member_id\` integer,
  	\`mobile\` text,
  	\`company\` text,
  	\`download_id\` integer,
  	\`item_title\` text,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`download_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`download_log_member_idx\` ON \`download_log\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`download_log_download_idx\` ON \`download_log\` (\`download_id\`);`)
  await db.run(sql`CREATE INDEX \`download_log_updated_at_idx\` ON \`download_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`download_log_created_at_idx\` ON \`download_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`member_sessions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`member_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`member_sessions_token_hash_idx\` ON \`member_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_member_idx\` ON \`member_sessions\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_updated_at_idx\` ON \`member_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`member_sessions_created_at_idx\` ON \`member_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`sms_codes\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`mobile\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`code_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`attempts\` numeric DEFAULT 0 NOT NULL,
  	\`used_at\` text,
  	\`ip\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`sms_codes_mobile_idx\` ON \`sms_codes\` (\`mobile\`);`)
  await db.run(sql`CREATE INDEX \`sms_codes_ip_idx\` ON \`sms_codes\` (\`ip\`);`)
  await db.run(sql`CREATE INDEX \`sms_codes_updated_at_idx\` ON \`sms_codes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sms_codes_created_at_idx\` ON \`sms_codes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`rate_limits\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`points\` numeric DEFAULT 0 NOT NULL,
  	\`expire\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`rate_limits_key_idx\` ON \`rate_limits\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_updated_at_idx\` ON \`rate_limits\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`rate_limits_created_at_idx\` ON \`rate_limits\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`media_locales_parent_idx\` ON \`media_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`from\` text NOT NULL,
  	\`to_type\` text DEFAULT 'document' NOT NULL,
  	\`to_path\` text,
  	\`permanent\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`vacuum_valves_id\` integer,
  	\`presys_models_id\` integer,
  	\`other_products_id\` integer,
  	\`text_pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacuum_valves_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`presys_models_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`other_products_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_pages_id\`) REFERENCES \`text_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_articles_id_idx\` ON \`redirects_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_vacuum_valves_id_idx\` ON \`redirects_rels\` (\`vacuum_valves_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_presys_models_id_idx\` ON \`redirects_rels\` (\`presys_models_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_other_products_id_idx\` ON \`redirects_rels\` (\`other_products_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_text_pages_id_idx\` ON \`redirects_rels\` (\`text_pages_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`articles_id\` integer,
  	\`vacuum_valves_id\` integer,
  	\`presys_models_id\` integer,
  	\`other_products_id\` integer,
  	\`faqs_id\` integer,
  	\`downloads_id\` integer,
  	\`datasheets_id\` integer,
  	\`honors_id\` integer,
  	\`timelines_id\` integer,
  	\`text_pages_id\` integer,
  	\`contact_cards_id\` integer,
  	\`job_departments_id\` integer,
  	\`enquiries_id\` integer,
  	\`enquiry_attachments_id\` integer,
  	\`members_id\` integer,
  	\`download_log_id\` integer,
  	\`member_sessions_id\` integer,
  	\`sms_codes_id\` integer,
  	\`rate_limits_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`redirects_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vacuum_valves_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`presys_models_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`other_products_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`datasheets_id\`) REFERENCES \`datasheets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`honors_id\`) REFERENCES \`honors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`timelines_id\`) REFERENCES \`timelines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`text_pages_id\`) REFERENCES \`text_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_cards_id\`) REFERENCES \`contact_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_departments_id\`) REFERENCES \`job_departments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiries_id\`) REFERENCES \`enquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiry_attachments_id\`) REFERENCES \`enquiry_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`download_log_id\`) REFERENCES \`download_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`member_sessions_id\`) REFERENCES \`member_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sms_codes_id\`) REFERENCES \`sms_codes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vacuum_valves_id_idx\` ON \`payload_locked_documents_rels\` (\`vacuum_valves_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_presys_models_id_idx\` ON \`payload_locked_documents_rels\` (\`presys_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_other_products_id_idx\` ON \`payload_locked_documents_rels\` (\`other_products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_datasheets_id_idx\` ON \`payload_locked_documents_rels\` (\`datasheets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_honors_id_idx\` ON \`payload_locked_documents_rels\` (\`honors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_timelines_id_idx\` ON \`payload_locked_documents_rels\` (\`timelines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_text_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`text_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_cards_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_cards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_departments_id_idx\` ON \`payload_locked_documents_rels\` (\`job_departments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_enquiry_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`enquiry_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_members_id_idx\` ON \`payload_locked_documents_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_download_log_id_idx\` ON \`payload_locked_documents_rels\` (\`download_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_member_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`member_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sms_codes_id_idx\` ON \`payload_locked_documents_rels\` (\`sms_codes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`members_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`members_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_members_id_idx\` ON \`payload_preferences_rels\` (\`members_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_banner_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_banner_slides_order_idx\` ON \`site_settings_banner_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_banner_slides_parent_id_idx\` ON \`site_settings_banner_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_banner_slides_image_idx\` ON \`site_settings_banner_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_banner_slides_mobile_image_idx\` ON \`site_settings_banner_slides\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_banner_slides_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_banner_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_banner_slides_locales_locale_parent_id_unique\` ON \`site_settings_banner_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_banner_slides_locales_parent_idx\` ON \`site_settings_banner_slides_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_groups_links_order_idx\` ON \`site_settings_footer_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_groups_links_parent_id_idx\` ON \`site_settings_footer_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_groups_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_footer_groups_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_footer_groups_links_locales_locale_parent_id_u\` ON \`site_settings_footer_groups_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_groups_links_locales_parent_idx\` ON \`site_settings_footer_groups_links_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_groups_order_idx\` ON \`site_settings_footer_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_groups_parent_id_idx\` ON \`site_settings_footer_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_groups_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings_footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_footer_groups_locales_locale_parent_id_unique\` ON \`site_settings_footer_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_groups_locales_parent_idx\` ON \`site_settings_footer_groups_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`filing_number\` text,
  	\`filing_url\` text DEFAULT 'https://beian.miit.gov.cn/',
  	\`service_phone\` text,
  	\`service_email\` text,
  	\`notify_emails\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`company_name\` text NOT NULL,
  	\`service_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_locales_parent_idx\` ON \`site_settings_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_banner_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text NOT NULL,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_banner_slides_order_idx\` ON \`_site_settings_v_version_banner_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_banner_slides_parent_id_idx\` ON \`_site_settings_v_version_banner_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_banner_slides_image_idx\` ON \`_site_settings_v_version_banner_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_banner_slides_mobile_image_idx\` ON \`_site_settings_v_version_banner_slides\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_banner_slides_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_banner_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_banner_slides_locales_locale_parent\` ON \`_site_settings_v_version_banner_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_banner_slides_locales_parent_idx\` ON \`_site_settings_v_version_banner_slides_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_footer_groups_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`href\` text NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_groups_links_order_idx\` ON \`_site_settings_v_version_footer_groups_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_groups_links_parent_id_idx\` ON \`_site_settings_v_version_footer_groups_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_footer_groups_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_footer_groups_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_footer_groups_links_locales_locale_\` ON \`_site_settings_v_version_footer_groups_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_groups_links_locales_parent_idx\` ON \`_site_settings_v_version_footer_groups_links_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_footer_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_groups_order_idx\` ON \`_site_settings_v_version_footer_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_groups_parent_id_idx\` ON \`_site_settings_v_version_footer_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_footer_groups_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v_version_footer_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_version_footer_groups_locales_locale_parent\` ON \`_site_settings_v_version_footer_groups_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_groups_locales_parent_idx\` ON \`_site_settings_v_version_footer_groups_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_filing_number\` text,
  	\`version_filing_url\` text DEFAULT 'https://beian.miit.gov.cn/',
  	\`version_service_phone\` text,
  	\`version_service_email\` text,
  	\`version_notify_emails\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_locales\` (
  	\`version_company_name\` text NOT NULL,
  	\`version_service_address\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_site_settings_v_locales_locale_parent_id_unique\` ON \`_site_settings_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_locales_parent_idx\` ON \`_site_settings_v_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_seo_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`page\` text NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_seo\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`page_seo_pages_order_idx\` ON \`page_seo_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_pages_parent_id_idx\` ON \`page_seo_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_pages_image_idx\` ON \`page_seo_pages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`page_seo_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_seo_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_seo_pages_locales_locale_parent_id_unique\` ON \`page_seo_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_seo_pages_locales_parent_idx\` ON \`page_seo_pages_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_seo\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`_page_seo_v_version_pages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`page\` text NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_seo_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_pages_order_idx\` ON \`_page_seo_v_version_pages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_pages_parent_id_idx\` ON \`_page_seo_v_version_pages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_pages_image_idx\` ON \`_page_seo_v_version_pages\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_seo_v_version_pages_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_seo_v_version_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_seo_v_version_pages_locales_locale_parent_id_unique\` ON \`_page_seo_v_version_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_version_pages_locales_parent_idx\` ON \`_page_seo_v_version_pages_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_seo_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_seo_v_created_at_idx\` ON \`_page_seo_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_seo_v_updated_at_idx\` ON \`_page_seo_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`page_names\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`page_names_locales\` (
  	\`pages_home\` text NOT NULL,
  	\`pages_news\` text NOT NULL,
  	\`pages_news_detail\` text NOT NULL,
  	\`pages_honor\` text NOT NULL,
  	\`pages_download\` text NOT NULL,
  	\`pages_vacuum_valve_main\` text NOT NULL,
  	\`pages_presys\` text NOT NULL,
  	\`pages_presys_brief\` text NOT NULL,
  	\`pages_presys_process\` text NOT NULL,
  	\`pages_presys_detail\` text NOT NULL,
  	\`pages_repair\` text NOT NULL,
  	\`pages_upgrade\` text NOT NULL,
  	\`pages_service_center\` text NOT NULL,
  	\`pages_about\` text NOT NULL,
  	\`pages_company_profile\` text NOT NULL,
  	\`pages_development_path\` text NOT NULL,
  	\`pages_career_opportunities\` text NOT NULL,
  	\`pages_recruitment\` text NOT NULL,
  	\`pages_contact_us\` text NOT NULL,
  	\`pages_login\` text NOT NULL,
  	\`pages_register\` text NOT NULL,
  	\`pages_retrieve_password\` text NOT NULL,
  	\`pages_search\` text NOT NULL,
  	\`pages_product_finder\` text NOT NULL,
  	\`menu_labels_angle_valves\` text NOT NULL,
  	\`menu_labels_gate_valves\` text NOT NULL,
  	\`menu_labels_presys\` text NOT NULL,
  	\`menu_labels_presys_range\` text NOT NULL,
  	\`menu_labels_services\` text NOT NULL,
  	\`menu_labels_other_products\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`page_names\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`page_names_locales_locale_parent_id_unique\` ON \`page_names_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`page_names_locales_parent_idx\` ON \`page_names_locales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_page_names_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`_page_names_v_created_at_idx\` ON \`_page_names_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_page_names_v_updated_at_idx\` ON \`_page_names_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE TABLE \`_page_names_v_locales\` (
  	\`version_pages_home\` text NOT NULL,
  	\`version_pages_news\` text NOT NULL,
  	\`version_pages_news_detail\` text NOT NULL,
  	\`version_pages_honor\` text NOT NULL,
  	\`version_pages_download\` text NOT NULL,
  	\`version_pages_vacuum_valve_main\` text NOT NULL,
  	\`version_pages_presys\` text NOT NULL,
  	\`version_pages_presys_brief\` text NOT NULL,
  	\`version_pages_presys_process\` text NOT NULL,
  	\`version_pages_presys_detail\` text NOT NULL,
  	\`version_pages_repair\` text NOT NULL,
  	\`version_pages_upgrade\` text NOT NULL,
  	\`version_pages_service_center\` text NOT NULL,
  	\`version_pages_about\` text NOT NULL,
  	\`version_pages_company_profile\` text NOT NULL,
  	\`version_pages_development_path\` text NOT NULL,
  	\`version_pages_career_opportunities\` text NOT NULL,
  	\`version_pages_recruitment\` text NOT NULL,
  	\`version_pages_contact_us\` text NOT NULL,
  	\`version_pages_login\` text NOT NULL,
  	\`version_pages_register\` text NOT NULL,
  	\`version_pages_retrieve_password\` text NOT NULL,
  	\`version_pages_search\` text NOT NULL,
  	\`version_pages_product_finder\` text NOT NULL,
  	\`version_menu_labels_angle_valves\` text NOT NULL,
  	\`version_menu_labels_gate_valves\` text NOT NULL,
  	\`version_menu_labels_presys\` text NOT NULL,
  	\`version_menu_labels_presys_range\` text NOT NULL,
  	\`version_menu_labels_services\` text NOT NULL,
  	\`version_menu_labels_other_products\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_page_names_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_page_names_v_locales_locale_parent_id_unique\` ON \`_page_names_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_page_names_v_locales_parent_idx\` ON \`_page_names_v_locales\` (\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`articles_locales\`;`)
  await db.run(sql`DROP TABLE \`_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_specs_flanges\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_specs_actuation\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_specs_body_materials\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_specs_seal_materials\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_technical_data\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_locales\`;`)
  await db.run(sql`DROP TABLE \`vacuum_valves_numbers\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_version_specs_flanges\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_version_specs_actuation\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_version_specs_body_materials\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_version_specs_seal_materials\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_version_technical_data\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_numbers\`;`)
  await db.run(sql`DROP TABLE \`presys_models_applications\`;`)
  await db.run(sql`DROP TABLE \`presys_models_main_features\`;`)
  await db.run(sql`DROP TABLE \`presys_models_specs_flanges\`;`)
  await db.run(sql`DROP TABLE \`presys_models_specs_actuation\`;`)
  await db.run(sql`DROP TABLE \`presys_models_specs_body_materials\`;`)
  await db.run(sql`DROP TABLE \`presys_models_specs_seal_materials\`;`)
  await db.run(sql`DROP TABLE \`presys_models_options\`;`)
  await db.run(sql`DROP TABLE \`presys_models\`;`)
  await db.run(sql`DROP TABLE \`presys_models_locales\`;`)
  await db.run(sql`DROP TABLE \`presys_models_numbers\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_applications\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_main_features\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_specs_flanges\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_specs_actuation\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_specs_body_materials\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_specs_seal_materials\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_options\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_numbers\`;`)
  await db.run(sql`DROP TABLE \`other_products_specs_flanges\`;`)
  await db.run(sql`DROP TABLE \`other_products_specs_actuation\`;`)
  await db.run(sql`DROP TABLE \`other_products_specs_body_materials\`;`)
  await db.run(sql`DROP TABLE \`other_products_specs_seal_materials\`;`)
  await db.run(sql`DROP TABLE \`other_products_spec_table\`;`)
  await db.run(sql`DROP TABLE \`other_products_images\`;`)
  await db.run(sql`DROP TABLE \`other_products_chiller_rows\`;`)
  await db.run(sql`DROP TABLE \`other_products_chiller_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`other_products\`;`)
  await db.run(sql`DROP TABLE \`other_products_locales\`;`)
  await db.run(sql`DROP TABLE \`other_products_numbers\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_specs_flanges\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_specs_actuation\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_specs_body_materials\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_specs_seal_materials\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_spec_table\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_images\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_chiller_rows\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_chiller_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_numbers\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`downloads\`;`)
  await db.run(sql`DROP TABLE \`downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v\`;`)
  await db.run(sql`DROP TABLE \`_downloads_v_locales\`;`)
  await db.run(sql`DROP TABLE \`datasheets\`;`)
  await db.run(sql`DROP TABLE \`honors\`;`)
  await db.run(sql`DROP TABLE \`honors_locales\`;`)
  await db.run(sql`DROP TABLE \`_honors_v\`;`)
  await db.run(sql`DROP TABLE \`_honors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`timelines_items\`;`)
  await db.run(sql`DROP TABLE \`timelines\`;`)
  await db.run(sql`DROP TABLE \`timelines_locales\`;`)
  await db.run(sql`DROP TABLE \`_timelines_v_version_items\`;`)
  await db.run(sql`DROP TABLE \`_timelines_v\`;`)
  await db.run(sql`DROP TABLE \`_timelines_v_locales\`;`)
  await db.run(sql`DROP TABLE \`text_pages_sections\`;`)
  await db.run(sql`DROP TABLE \`text_pages\`;`)
  await db.run(sql`DROP TABLE \`text_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_text_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_text_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_text_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_cards\`;`)
  await db.run(sql`DROP TABLE \`contact_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_contact_cards_v\`;`)
  await db.run(sql`DROP TABLE \`_contact_cards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`job_departments_jobs\`;`)
  await db.run(sql`DROP TABLE \`job_departments_jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`job_departments\`;`)
  await db.run(sql`DROP TABLE \`job_departments_locales\`;`)
  await db.run(sql`DROP TABLE \`_job_departments_v_version_jobs\`;`)
  await db.run(sql`DROP TABLE \`_job_departments_v_version_jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_job_departments_v\`;`)
  await db.run(sql`DROP TABLE \`_job_departments_v_locales\`;`)
  await db.run(sql`DROP TABLE \`enquiries_items\`;`)
  await db.run(sql`DROP TABLE \`enquiries\`;`)
  await db.run(sql`DROP TABLE \`enquiry_attachments\`;`)
  await db.run(sql`DROP TABLE \`members\`;`)
  await db.run(sql`DROP TABLE \`download_log\`;`)
  await db.run(sql`DROP TABLE \`member_sessions\`;`)
  await db.run(sql`DROP TABLE \`sms_codes\`;`)
  await db.run(sql`DROP TABLE \`rate_limits\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_banner_slides\`;`)
  await db.run(sql`DROP TABLE \`site_settings_banner_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_groups_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_groups_links_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_groups\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_banner_slides\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_banner_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_footer_groups_links\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_footer_groups_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_footer_groups\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_footer_groups_locales\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_locales\`;`)
  await db.run(sql`DROP TABLE \`page_seo_pages\`;`)
  await db.run(sql`DROP TABLE \`page_seo_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`page_seo\`;`)
  await db.run(sql`DROP TABLE \`_page_seo_v_version_pages\`;`)
  await db.run(sql`DROP TABLE \`_page_seo_v_version_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_seo_v\`;`)
  await db.run(sql`DROP TABLE \`page_names\`;`)
  await db.run(sql`DROP TABLE \`page_names_locales\`;`)
  await db.run(sql`DROP TABLE \`_page_names_v\`;`)
  await db.run(sql`DROP TABLE \`_page_names_v_locales\`;`)
}
