import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { s3Storage } from '@payloadcms/storage-s3'
import { en } from '@payloadcms/translations/languages/en'
import { zh } from '@payloadcms/translations/languages/zh'
import { buildConfig, type Plugin } from 'payload'
import sharp from 'sharp'

import { isStaffUser } from '@/access'
import { guardContentLanguage, guardGlobalContentLanguage } from '@/admin/contentLanguage'
import { shortLocks } from '@/admin/documentLocks'
import { storageFieldsOutOfLists } from '@/admin/storageFieldsOutOfLists'
import { livePreview } from '@/admin/livePreview'
import { publicRichTextEditor } from '@/admin/richTextEditor'
import { adminTranslations } from '@/admin/translations'
import { Articles } from '@/collections/Articles'
import { ContactCards } from '@/collections/ContactCards'
import { Datasheets } from '@/collections/Datasheets'
import { AccountCancellations } from '@/collections/AccountCancellations'
import { DownloadLog } from '@/collections/DownloadLog'
import { Downloads } from '@/collections/Downloads'
import { Enquiries } from '@/collections/Enquiries'
import { EnquiryAttachments } from '@/collections/EnquiryAttachments'
import { Faqs } from '@/collections/Faqs'
import { Honors } from '@/collections/Honors'
import { JobDepartments } from '@/collections/JobDepartments'
import { Media } from '@/collections/Media'
import { Members } from '@/collections/Members'
import { MemberSessions } from '@/collections/MemberSessions'
import { OtherProducts } from '@/collections/OtherProducts'
import { PresysModels } from '@/collections/PresysModels'
import { QuoteShares } from '@/collections/QuoteShares'
import { RateLimits } from '@/collections/RateLimits'
import { Redirects } from '@/collections/Redirects'
import { ServiceCounters } from '@/collections/ServiceCounters'
import { ServiceRequests } from '@/collections/ServiceRequests'
import { SmsCodes } from '@/collections/SmsCodes'
import { TextPages } from '@/collections/TextPages'
import { Timelines } from '@/collections/Timelines'
import { Users } from '@/collections/Users'
import { VacuumValves } from '@/collections/VacuumValves'
import { unknownIdsAreNotFound } from '@/collections/unknownIdsAreNotFound'
import { PageSeo } from '@/globals/PageSeo'
import { SiteSettings } from '@/globals/SiteSettings'
import { PageNames } from '@/globals/PageNames'
import { tasks } from '@/jobs'
import { postgresLocaleParentIndexes, sqliteLocaleParentIndexes } from '@/lib/db/localeParentIndexes'
import { databaseUrl, isPostgres } from '@/lib/paths'
import { payloadLogger } from '@/lib/payloadLogger'
import { payloadSecret } from '@/lib/secret'
import { s3Settings } from '@/lib/objectStorage'
import { mailAdapter } from '@/services/mail/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Development pushes schema changes directly; everywhere else only committed migrations run.
const push = process.env.NODE_ENV === 'development' && process.env.PAYLOAD_PUSH !== 'false'

const db = isPostgres()
  ? postgresAdapter({
      pool: { connectionString: databaseUrl },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push,
      afterSchemaInit: [postgresLocaleParentIndexes],
    })
  : sqliteAdapter({
      client: { url: databaseUrl },
      // WAL: readers never wait for the writer, and commits don't fsync every statement
      wal: { synchronous: 'NORMAL' },
      // ids are never given again after a delete: an old shared link must not show another article
      autoIncrement: true,
      migrationDir: path.resolve(dirname, 'migrations/sqlite'),
      push,
      afterSchemaInit: [sqliteLocaleParentIndexes],
    })

// The storage plugin is always configured, switched on by S3_BUCKET: its fields (`prefix`,
// `_objectKey`) are then in the schema and the migrations either way, so one database works with
// and without object storage.
const plugins: Plugin[] = [
  s3Storage({
    enabled: Boolean(s3Settings.bucket),
    alwaysInsertFields: true,
    bucket: s3Settings.bucket,
    // an explicit (empty) prefix keeps the `prefix` column in the schema when the plugin is on, too
    collections: { media: { prefix: '' }, datasheets: { prefix: '' }, 'enquiry-attachments': { prefix: '' } },
    config: s3Settings.clientConfig,
  }),
  storageFieldsOutOfLists,
]

export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.SITE_URL ?? '',
  routes: { api: '/cms-api', admin: '/admin' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · CMS' },
    // Gravatar, the default, is blocked in mainland China: the avatar would never load
    avatar: 'default',
    dateFormat: 'yyyy-MM-dd HH:mm',
    // the staff plan publishing in Beijing time (the schedule drawer asks for a time zone)
    timezones: {
      supportedTimezones: [
        { label: '北京时间 Beijing (UTC+8)', value: 'Asia/Shanghai' },
        { label: 'UTC', value: 'UTC' },
      ],
      defaultTimezone: 'Asia/Shanghai',
    },
    importMap: { baseDir: dirname },
    livePreview,
    components: {
      beforeDashboard: ['@/components/admin/Dashboard#EditorsDashboard'],
      header: ['@/components/admin/contentLanguage/ContentLanguageBar#ContentLanguageBar'],
      graphics: { Logo: '@/components/admin/CompanyLogo#CompanyLogo', Icon: '@/components/admin/CompanyLogo#CompanyIcon' },
      providers: ['@/components/admin/HardCodedEnglish#HardCodedEnglish'],
    },
  },
  // zh is also the default for staff whose browser asks for English: see src/proxy.ts
  i18n: {
    supportedLanguages: { zh, en },
    fallbackLanguage: 'zh',
    translations: adminTranslations,
  },
  localization: {
    locales: [
      { code: 'zh', label: '中文' },
      { code: 'en', label: 'English' },
    ],
    defaultLocale: 'zh',
    fallback: true,
  },
  collections: [
    Articles,
    VacuumValves,
    PresysModels,
    OtherProducts,
    Faqs,
    Downloads,
    Datasheets,
    Honors,
    Timelines,
    TextPages,
    ContactCards,
    JobDepartments,
    Enquiries,
    EnquiryAttachments,
    ServiceRequests,
    QuoteShares,
    Members,
    DownloadLog,
    MemberSessions,
    SmsCodes,
    AccountCancellations,
    RateLimits,
    ServiceCounters,
    Media,
    Users,
    Redirects,
  ]
    .map(guardContentLanguage)
    .map(unknownIdsAreNotFound)
    .map(shortLocks),
  globals: [SiteSettings, PageSeo, PageNames].map(guardGlobalContentLanguage).map(shortLocks),
  jobs: {
    // Scheduled publishing (Articles), a change of the contact data (datasheets) and every new
    // enquiry (its notification mail) queue jobs, and the housekeeping tasks queue themselves on
    // their `schedule`; the server queues scheduled tasks and runs due jobs every 10 seconds itself
    // (started in src/instrumentation.ts), so no separate worker is needed. Several instances may
    // run the same job: docs/decisions/032 says why that is safe.
    autoRun: [{ cron: '*/10 * * * * *', queue: 'default' }],
    tasks,
    access: {
      run: ({ req }) => isStaffUser(req),
      queue: ({ req }) => isStaffUser(req),
      cancel: ({ req }) => isStaffUser(req),
    },
  },
  editor: publicRichTextEditor,
  db,
  email: mailAdapter(),
  sharp,
  plugins,
  graphQL: { disable: true },
  telemetry: false,
  logger: payloadLogger,
  // written by `npm run generate:types` only: Payload's own regeneration at each start (outside
  // production) rewrote the committed file from every test process at once;
  // tests/code/payload-types-drift.test.ts says when it is due
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
})
