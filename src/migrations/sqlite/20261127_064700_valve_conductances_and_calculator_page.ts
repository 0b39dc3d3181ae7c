import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vacuum_valves_specs_conductances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`molecular\` numeric NOT NULL,
  	\`source\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vacuum_valves\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_conductances_order_idx\` ON \`vacuum_valves_specs_conductances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`vacuum_valves_specs_conductances_parent_id_idx\` ON \`vacuum_valves_specs_conductances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_vacuum_valves_v_version_specs_conductances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`molecular\` numeric NOT NULL,
  	\`source\` text DEFAULT 'published' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_vacuum_valves_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_conductances_order_idx\` ON \`_vacuum_valves_v_version_specs_conductances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_vacuum_valves_v_version_specs_conductances_parent_id_idx\` ON \`_vacuum_valves_v_version_specs_conductances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`presys_models_specs_conductances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`molecular\` numeric NOT NULL,
  	\`source\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`presys_models\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`presys_models_specs_conductances_order_idx\` ON \`presys_models_specs_conductances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`presys_models_specs_conductances_parent_id_idx\` ON \`presys_models_specs_conductances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_presys_models_v_version_specs_conductances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`molecular\` numeric NOT NULL,
  	\`source\` text DEFAULT 'published' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_presys_models_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_conductances_order_idx\` ON \`_presys_models_v_version_specs_conductances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_presys_models_v_version_specs_conductances_parent_id_idx\` ON \`_presys_models_v_version_specs_conductances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`other_products_specs_conductances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`molecular\` numeric NOT NULL,
  	\`source\` text DEFAULT 'published' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`other_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`other_products_specs_conductances_order_idx\` ON \`other_products_specs_conductances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`other_products_specs_conductances_parent_id_idx\` ON \`other_products_specs_conductances\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_other_products_v_version_specs_conductances\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`molecular\` numeric NOT NULL,
  	\`source\` text DEFAULT 'published' NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_other_products_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_conductances_order_idx\` ON \`_other_products_v_version_specs_conductances\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_other_products_v_version_specs_conductances_parent_id_idx\` ON \`_other_products_v_version_specs_conductances\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`page_names_locales\` ADD \`pages_vacuum_calculator\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`page_names_locales\` SET \`pages_vacuum_calculator\` = CASE \`_locale\` WHEN 'zh' THEN '真空计算器' ELSE 'Vacuum calculator' END;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` ADD \`version_pages_vacuum_calculator\` text NOT NULL DEFAULT '';`)
  await db.run(sql`UPDATE \`_page_names_v_locales\` SET \`version_pages_vacuum_calculator\` = CASE \`_locale\` WHEN 'zh' THEN '真空计算器' ELSE 'Vacuum calculator' END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vacuum_valves_specs_conductances\`;`)
  await db.run(sql`DROP TABLE \`_vacuum_valves_v_version_specs_conductances\`;`)
  await db.run(sql`DROP TABLE \`presys_models_specs_conductances\`;`)
  await db.run(sql`DROP TABLE \`_presys_models_v_version_specs_conductances\`;`)
  await db.run(sql`DROP TABLE \`other_products_specs_conductances\`;`)
  await db.run(sql`DROP TABLE \`_other_products_v_version_specs_conductances\`;`)
  await db.run(sql`ALTER TABLE \`page_names_locales\` DROP COLUMN \`pages_vacuum_calculator\`;`)
  await db.run(sql`ALTER TABLE \`_page_names_v_locales\` DROP COLUMN \`version_pages_vacuum_calculator\`;`)
}
