import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`service_requests_review_flags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_requests_review_flags_order_idx\` ON \`service_requests_review_flags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_review_flags_parent_idx\` ON \`service_requests_review_flags\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`service_requests_history\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`by\` text NOT NULL,
  	\`user_id\` integer,
  	\`customer_note\` text,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_requests_history_order_idx\` ON \`service_requests_history\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_history_parent_id_idx\` ON \`service_requests_history\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_history_user_idx\` ON \`service_requests_history\` (\`user_id\`);`)
  await db.run(sql`CREATE TABLE \`service_requests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`rma\` text NOT NULL,
  	\`status\` text DEFAULT 'requested' NOT NULL,
  	\`status_since\` text,
  	\`assignee_id\` integer,
  	\`note_for_customer\` text,
  	\`internal_notes\` text,
  	\`member_id\` integer,
  	\`kind\` text NOT NULL,
  	\`urgency\` text,
  	\`product\` text NOT NULL,
  	\`product_name\` text,
  	\`other_product\` text,
  	\`model_number\` text,
  	\`serial_numbers\` text,
  	\`quantity\` numeric NOT NULL,
  	\`fault\` text NOT NULL,
  	\`process_gases\` text,
  	\`process_chemistry\` text,
  	\`process_temperatures\` text,
  	\`contamination\` text NOT NULL,
  	\`substances\` text,
  	\`cleaning\` text,
  	\`declarant_name\` text NOT NULL,
  	\`contact_name\` text NOT NULL,
  	\`company\` text,
  	\`mobile\` text NOT NULL,
  	\`email\` text,
  	\`return_address\` text NOT NULL,
  	\`locale\` text,
  	\`ip\` text,
  	\`quote_amount\` numeric,
  	\`quote_currency\` text DEFAULT 'CNY',
  	\`quote_lead_time_days\` numeric,
  	\`findings\` text,
  	\`test_results\` text,
  	\`shipping_carrier\` text,
  	\`shipping_tracking_number\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`member_id\`) REFERENCES \`members\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`service_requests_rma_idx\` ON \`service_requests\` (\`rma\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_status_idx\` ON \`service_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_status_since_idx\` ON \`service_requests\` (\`status_since\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_assignee_idx\` ON \`service_requests\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_member_idx\` ON \`service_requests\` (\`member_id\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_mobile_idx\` ON \`service_requests\` (\`mobile\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_updated_at_idx\` ON \`service_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_created_at_idx\` ON \`service_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`service_requests_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`enquiry_attachments_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`enquiry_attachments_id\`) REFERENCES \`enquiry_attachments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_requests_rels_order_idx\` ON \`service_requests_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_rels_parent_idx\` ON \`service_requests_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_rels_path_idx\` ON \`service_requests_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`service_requests_rels_enquiry_attachments_id_idx\` ON \`service_requests_rels\` (\`enquiry_attachments_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_requests_id\` integer REFERENCES service_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`service_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`service_requests_review_flags\`;`)
  await db.run(sql`DROP TABLE \`service_requests_history\`;`)
  await db.run(sql`DROP TABLE \`service_requests\`;`)
  await db.run(sql`DROP TABLE \`service_requests_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`account_cancellations_id\` integer,
  	\`rate_limits_id\` integer,
  	\`service_counters_id\` integer,
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
  	FOREIGN KEY (\`account_cancellations_id\`) REFERENCES \`account_cancellations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`rate_limits_id\`) REFERENCES \`rate_limits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`service_counters_id\`) REFERENCES \`service_counters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "vacuum_valves_id", "presys_models_id", "other_products_id", "faqs_id", "downloads_id", "datasheets_id", "honors_id", "timelines_id", "text_pages_id", "contact_cards_id", "job_departments_id", "enquiries_id", "enquiry_attachments_id", "members_id", "download_log_id", "member_sessions_id", "sms_codes_id", "account_cancellations_id", "rate_limits_id", "service_counters_id", "media_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "articles_id", "vacuum_valves_id", "presys_models_id", "other_products_id", "faqs_id", "downloads_id", "datasheets_id", "honors_id", "timelines_id", "text_pages_id", "contact_cards_id", "job_departments_id", "enquiries_id", "enquiry_attachments_id", "members_id", "download_log_id", "member_sessions_id", "sms_codes_id", "account_cancellations_id", "rate_limits_id", "service_counters_id", "media_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_cancellations_id_idx\` ON \`payload_locked_documents_rels\` (\`account_cancellations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_rate_limits_id_idx\` ON \`payload_locked_documents_rels\` (\`rate_limits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_counters_id_idx\` ON \`payload_locked_documents_rels\` (\`service_counters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
}
