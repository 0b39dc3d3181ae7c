import { type AdminLanguage, beijingTime, type CsvColumn } from '@/admin/csv'
import { enquiryStatuses } from '@/collections/Enquiries/statuses'
import { quoteLinesText } from '@/features/productFinder/quote/enquiryItems'
import type { Download, DownloadLog, Enquiry, EnquiryAttachment, Member } from '@/payload-types'

/** What a column may depend on: the reader's admin language and the site's origin for file links. */
export interface ExportContext {
  language: AdminLanguage
  siteUrl: string
}

const timeHeader = { zh: '时间（北京时间）', en: 'Time (Beijing)' }

const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)

const statusLabel = (status: Enquiry['status']) => enquiryStatuses.find((s) => s.value === status)?.label

/** The salutation as the admin shows it (the stored value is the contract's `Mr.`/`Ms.`). */
const salutations: Record<string, { zh: string; en: string }> = {
  'Mr.': { zh: '先生', en: 'Mr.' },
  'Ms.': { zh: '女士', en: 'Ms.' },
}

/**
 * The spreadsheet columns of each export. Functions of the admin language so that a status or a
 * yes/no reads as the staff member reads the admin.
 */
export const enquiryColumns = ({ language, siteUrl }: ExportContext): CsvColumn<Enquiry>[] => [
  { header: timeHeader, value: (e) => beijingTime(e.createdAt) },
  { header: { zh: '状态', en: 'Status' }, value: (e) => statusLabel(e.status)?.[language] ?? e.status },
  { header: { zh: '称呼', en: 'Salutation' }, value: (e) => salutations[e.salutation]?.[language] ?? e.salutation },
  { header: { zh: '姓', en: 'Family name' }, value: (e) => e.familyName },
  { header: { zh: '名', en: 'First name' }, value: (e) => e.firstName },
  { header: { zh: '公司', en: 'Company' }, value: (e) => e.company },
  { header: { zh: '部门', en: 'Department' }, value: (e) => e.department },
  { header: { zh: '手机', en: 'Mobile' }, value: (e) => e.mobile },
  { header: { zh: '邮箱', en: 'Email' }, value: (e) => e.email },
  { header: { zh: '国家/地区', en: 'Country' }, value: (e) => e.country },
  { header: { zh: '主题', en: 'Topic' }, value: (e) => e.topic },
  { header: { zh: '内容', en: 'Message' }, value: (e) => e.content },
  {
    header: { zh: '附件', en: 'Attachment' },
    value: (e) => {
      const file = populated<EnquiryAttachment>(e.attachment)
      return file?.url ? `${siteUrl}${file.url}` : ''
    },
  },
  { header: { zh: '询价明细', en: 'Quote items' }, value: (e) => quoteLinesText(e.items) },
  { header: { zh: '语言', en: 'Language' }, value: (e) => e.locale },
  { header: { zh: '内部备注', en: 'Staff note' }, value: (e) => e.staffNote },
]

export const memberColumns = ({ language }: ExportContext): CsvColumn<Member>[] => [
  { header: { zh: '注册时间（北京时间）', en: 'Registered (Beijing)' }, value: (m) => beijingTime(m.createdAt) },
  { header: { zh: '手机号', en: 'Mobile' }, value: (m) => m.mobile },
  { header: { zh: '公司', en: 'Company' }, value: (m) => m.company },
  { header: { zh: '真实姓名', en: 'Name' }, value: (m) => m.fullName },
  { header: { zh: '注册语言', en: 'Registration language' }, value: (m) => m.registeredLocale },
  {
    header: { zh: '已停用', en: 'Disabled' },
    value: (m) => (m.disabled ? { zh: '是', en: 'yes' }[language] : { zh: '否', en: 'no' }[language]),
  },
]

export const downloadLogColumns = (): CsvColumn<DownloadLog>[] => [
  { header: timeHeader, value: (d) => beijingTime(d.createdAt) },
  { header: { zh: '手机号', en: 'Mobile' }, value: (d) => populated<Member>(d.member)?.mobile ?? d.mobile },
  { header: { zh: '公司', en: 'Company' }, value: (d) => populated<Member>(d.member)?.company ?? d.company },
  { header: { zh: '真实姓名', en: 'Name' }, value: (d) => populated<Member>(d.member)?.fullName },
  { header: { zh: '下载编号', en: 'Item id' }, value: (d) => populated<Download>(d.download)?.itemId },
  { header: { zh: '下载项', en: 'Item' }, value: (d) => populated<Download>(d.download)?.title ?? d.itemTitle },
  { header: { zh: '来源地址', en: 'Client address' }, value: (d) => d.ip },
  { header: { zh: '浏览器', en: 'Browser' }, value: (d) => d.userAgent },
]
