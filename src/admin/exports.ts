import { type AdminLanguage, beijingTime, type CsvColumn } from '@/admin/csv'
import { enquiryStatuses } from '@/collections/Enquiries/statuses'
import { quoteLinesText } from '@/features/quote/enquiryItems'
import { contaminationLabels, serviceKindLabels, serviceStatusLabels, urgencyLabels } from '@/collections/ServiceRequests/statuses'
import type { Download, DownloadLog, Enquiry, EnquiryAttachment, Member, ServiceRequest, User } from '@/payload-types'

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

/** The service requests as staff work on them; internal notes included, the file is staff's own. */
export const serviceRequestColumns = ({ language, siteUrl }: ExportContext): CsvColumn<ServiceRequest>[] => [
  { header: timeHeader, value: (r) => beijingTime(r.createdAt) },
  { header: { zh: 'RMA 编号', en: 'RMA number' }, value: (r) => r.rma },
  { header: { zh: '状态', en: 'Status' }, value: (r) => serviceStatusLabels[r.status]?.[language] ?? r.status },
  { header: { zh: '进入当前状态（北京时间）', en: 'In status since (Beijing)' }, value: (r) => beijingTime(r.statusSince ?? r.createdAt) },
  { header: { zh: '服务类型', en: 'Kind' }, value: (r) => serviceKindLabels[r.kind]?.[language] ?? r.kind },
  { header: { zh: '紧急程度', en: 'Urgency' }, value: (r) => (r.urgency ? urgencyLabels[r.urgency][language] : '') },
  { header: { zh: '产品', en: 'Product' }, value: (r) => r.productName || r.otherProduct || r.product },
  { header: { zh: '型号/订货号', en: 'Model' }, value: (r) => r.modelNumber },
  { header: { zh: '序列号', en: 'Serial numbers' }, value: (r) => (Array.isArray(r.serialNumbers) ? r.serialNumbers.join(', ') : '') },
  { header: { zh: '数量', en: 'Quantity' }, value: (r) => String(r.quantity) },
  { header: { zh: '污染声明', en: 'Contamination' }, value: (r) => contaminationLabels[r.contamination]?.[language] ?? r.contamination },
  { header: { zh: '联系人', en: 'Contact' }, value: (r) => r.contactName },
  { header: { zh: '公司', en: 'Company' }, value: (r) => r.company },
  { header: { zh: '手机', en: 'Mobile' }, value: (r) => r.mobile },
  { header: { zh: '邮箱', en: 'Email' }, value: (r) => r.email },
  { header: { zh: '负责人', en: 'Assignee' }, value: (r) => populated<User>(r.assignee)?.email ?? '' },
  {
    header: { zh: '报价', en: 'Quote' },
    value: (r) => (typeof r.quote?.amount === 'number' ? `${r.quote.amount} ${r.quote.currency ?? ''}` : ''),
  },
  {
    header: { zh: '附件', en: 'Attachments' },
    value: (r) =>
      (r.attachments ?? [])
        .map((file) => populated<EnquiryAttachment>(file)?.url)
        .filter(Boolean)
        .map((url) => `${siteUrl}${url}`)
        .join(' '),
  },
  { header: { zh: '内部备注', en: 'Internal notes' }, value: (r) => r.internalNotes },
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
