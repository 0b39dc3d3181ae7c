import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`quote_shares\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`code\` text NOT NULL,
  	\`lines\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`quote_shares_code_idx\` ON \`quote_shares\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`quote_shares_expires_at_idx\` ON \`quote_shares\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_shares_updated_at_idx\` ON \`quote_shares\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`quote_shares_created_at_idx\` ON \`quote_shares\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`quote_shares_id\` integer REFERENCES quote_shares(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quote_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`quote_shares_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`quote_shares\`;`)
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
  	\`service_requests_id\` integer,
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
  	FOREIGN KEY (\`service_requests_id\`) REFERENCES \`service_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "articles_id", "vacuum_valves_id", "presys_models_id", "other_products_id", "faqs_id", "downloads_id", "datasheets_id", "honors_id", "timelines_id", "text_pages_id", "contact_cards_id", "job_departments_id", "enquiries_id", "enquiry_attachments_id", "service_requests_id", "members_id", "download_log_id", "member_sessions_id", "sms_codes_id", "account_cancellations_id", "rate_limits_id", "service_counters_id", "media_id", "users_id", "redirects_id") SELECT "id", "order", "parent_id", "path", "articles_id", "vacuum_valves_id", "presys_models_id", "other_products_id", "faqs_id", "downloads_id", "datasheets_id", "honors_id", "timelines_id", "text_pages_id", "contact_cards_id", "job_departments_id", "enquiries_id", "enquiry_attachments_id", "service_requests_id", "members_id", "download_log_id", "member_sessions_id", "sms_codes_id", "account_cancellations_id", "rate_limits_id", "service_counters_id", "media_id", "users_id", "redirects_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`service_requests_id\`);`)
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
