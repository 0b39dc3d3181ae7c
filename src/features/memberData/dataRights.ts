import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { countMobileLookup } from '@/features/members/mobileLookups'
import { quoteLinesText } from '@/features/quote/enquiryItems'
import { redeemVerificationCode } from '@/features/members/smsCodes'
import { type Outcome } from '@/lib/outcome'
import { forgetSubject } from '@/features/rateLimit.server'
import type { Enquiry, EnquiryAttachment, Member, ServiceRequest } from '@/payload-types'
import { serviceStatusNames } from '@/features/serviceRequests/statusNames'
import type { ServiceStatus } from '@/features/serviceRequests/statusRules'
import { eraseFromOutbox } from '@/services/outbox'

/** What the site holds about a member (PIPL art. 45: the member sees and copies it on /memberData). */
export interface MemberData {
  profile: { mobile: string; fullName: string; company: string; registeredAt: string; registeredLocale: string }
  enquiries: {
    sentAt: string
    salutation: string
    familyName: string
    firstName: string
    company: string
    department: string
    mobile: string
    email: string
    country: string
    topic: string
    content: string
    attachment: string
    items: string
  }[]
  serviceRequests: {
    sentAt: string
    rma: string
    status: ServiceStatus
    product: string
    contactName: string
    company: string
    mobile: string
    email: string
    returnAddress: string
    declarantName: string
    files: string
    ip: string
  }[]
  downloads: { at: string; item: string; ip: string; userAgent: string }[]
}

const fileName = (attachment: Enquiry['attachment'] | number | EnquiryAttachment) =>
  attachment && typeof attachment === 'object' ? ((attachment as EnquiryAttachment).originalName ?? '') : ''

const fileNames = (attachments: ServiceRequest['attachments']) => (attachments ?? []).map(fileName).filter(Boolean).join(', ')

/**
 * The member's profile, the enquiries and service requests they sent while logged in and their
 * downloads, newest first.
 */
export async function readMemberData(payload: Payload, member: Member): Promise<MemberData> {
  const owned = { member: { equals: member.id } }
  const [enquiries, serviceRequests, downloads] = await Promise.all([
    payload.find({ collection: 'enquiries', where: owned, sort: '-createdAt', pagination: false, depth: 1 }),
    payload.find({ collection: 'service-requests', where: owned, sort: '-createdAt', pagination: false, depth: 1 }),
    payload.find({ collection: 'download-log', where: { member: { equals: member.id } }, sort: '-createdAt', pagination: false, depth: 0 }),
  ])
  return {
    profile: {
      mobile: member.mobile,
      fullName: member.fullName,
      company: member.company,
      registeredAt: member.createdAt,
      registeredLocale: member.registeredLocale ?? '',
    },
    enquiries: enquiries.docs.map((enquiry) => ({
      sentAt: enquiry.createdAt,
      salutation: enquiry.salutation,
      familyName: enquiry.familyName,
      firstName: enquiry.firstName,
      company: enquiry.company ?? '',
      department: enquiry.department ?? '',
      mobile: enquiry.mobile,
      email: enquiry.email,
      country: enquiry.country,
      topic: enquiry.topic ?? '',
      content: enquiry.content,
      attachment: fileName(enquiry.attachment),
      items: quoteLinesText(enquiry.items),
    })),
    serviceRequests: serviceRequests.docs.map((request) => ({
      sentAt: request.createdAt,
      rma: request.rma,
      status: request.status,
      product: request.productName || request.otherProduct || request.product,
      contactName: request.contactName,
      company: request.company ?? '',
      mobile: request.mobile,
      email: request.email ?? '',
      returnAddress: request.returnAddress,
      declarantName: request.declarantName,
      files: fileNames(request.attachments),
      ip: request.ip ?? '',
    })),
    downloads: downloads.docs.map((row) => ({
      at: row.createdAt,
      item: row.itemTitle ?? '',
      ip: row.ip ?? '',
      userAgent: row.userAgent ?? '',
    })),
  }
}

const both = (zh: string, en: string) => `${zh} / ${en}`

/**
 * The member's data as a file: JSON in UTF-8 whose keys name each value in Chinese and English
 * (`手机号 / Mobile`), so that it reads without this site, in either language.
 */
export function memberDataFile(data: MemberData, exportedAt = new Date()): string {
  const file = {
    [both('说明', 'About')]: both('本网站保存的您的个人信息', 'The personal information this website holds about you'),
    [both('导出时间', 'Exported at')]: exportedAt.toISOString(),
    [both('会员资料', 'Profile')]: {
      [both('手机号', 'Mobile')]: data.profile.mobile,
      [both('真实姓名', 'Name')]: data.profile.fullName,
      [both('公司', 'Company')]: data.profile.company,
      [both('注册时间', 'Registered at')]: data.profile.registeredAt,
      [both('注册语言', 'Registration language')]: data.profile.registeredLocale,
    },
    [both('登录时提交的询盘', 'Enquiries sent while logged in')]: data.enquiries.map((enquiry) => ({
      [both('提交时间', 'Sent at')]: enquiry.sentAt,
      [both('称呼', 'Salutation')]: enquiry.salutation,
      [both('姓', 'Family name')]: enquiry.familyName,
      [both('名', 'First name')]: enquiry.firstName,
      [both('公司', 'Company')]: enquiry.company,
      [both('部门', 'Department')]: enquiry.department,
      [both('手机', 'Mobile')]: enquiry.mobile,
      [both('邮箱', 'Email')]: enquiry.email,
      [both('国家/地区', 'Country')]: enquiry.country,
      [both('主题', 'Topic')]: enquiry.topic,
      [both('内容', 'Message')]: enquiry.content,
      [both('附件', 'Attachment')]: enquiry.attachment,
      [both('询价明细', 'Quote items')]: enquiry.items,
    })),
    [both('登录时提交的售后工单', 'Service requests sent while logged in')]: data.serviceRequests.map((request) => ({
      [both('提交时间', 'Sent at')]: request.sentAt,
      [both('RMA 编号', 'RMA number')]: request.rma,
      [both('状态', 'Status')]: both(serviceStatusNames[request.status].zh, serviceStatusNames[request.status].en),
      [both('产品', 'Product')]: request.product,
      [both('联系人', 'Contact')]: request.contactName,
      [both('公司', 'Company')]: request.company,
      [both('手机', 'Mobile')]: request.mobile,
      [both('邮箱', 'Email')]: request.email,
      [both('回寄地址', 'Return address')]: request.returnAddress,
      [both('声明人', 'Declarant')]: request.declarantName,
      [both('照片与文件', 'Photos and files')]: request.files,
      [both('来源地址', 'Client address')]: request.ip,
    })),
    [both('下载记录', 'Downloads')]: data.downloads.map((row) => ({
      [both('下载时间', 'Downloaded at')]: row.at,
      [both('资料名称', 'Item')]: row.item,
      [both('来源地址', 'Client address')]: row.ip,
      [both('浏览器', 'Browser')]: row.userAgent,
    })),
  }
  return `${JSON.stringify(file, null, 2)}\n`
}

/** What a cancelled member's enquiries keep: what was asked, not who asked. */
const anonymousSender = {
  familyName: '—',
  firstName: '—',
  mobile: '—',
  email: 'anonymised@cancelled.invalid',
  company: null,
  department: null,
  ip: null,
}

/**
 * What a cancelled member's service requests keep: the business record (RMA number, product,
 * fault, status and its dates, the workshop's findings and quote), not who sent it or where it
 * went back to. The fields the collection requires hold a dash.
 */
const anonymousCustomer = {
  contactName: '—',
  declarantName: '—',
  mobile: '—',
  returnAddress: '—',
  company: null,
  email: null,
  ip: null,
  // unclaimed, the files go with the hourly sweep of orphan attachments
  attachments: [],
}

export const CANCELLED_MEMBER_NOTE = '会员已注销 / cancelled member'

/**
 * Cancels a member's account after the `cancel` code sent to their mobile checks out, in one
 * transaction: their enquiries are anonymised (name, mobile, email, company, department, address;
 * the question itself stays, the company's record of a business request), so are their service
 * requests (contact, mobile, email, return address, declarant, client address; their photos and
 * files are let go, and the hourly sweep deletes what no record claims), their download log rows
 * lose the person (a note says a cancelled member downloaded), the member record is deleted (its
 * sessions with it) with its password hash, and the number's SMS codes go. A row in
 * `account-cancellations` tells staff when. Afterwards the rate-limit counters of the number and of
 * the service requests' numbers and mail addresses, and the offline outbox lines that name them, are
 * erased too, and the number may register again.
 */
export async function cancelMemberAccount(payload: Payload, member: Member, { code, ip }: { code: string; ip: string }): Promise<Outcome> {
  const counted = await countMobileLookup(payload, member.mobile, ip)
  if (!counted.ok) return counted
  const checked = await redeemVerificationCode(payload, { mobile: member.mobile, purpose: 'cancel', code })
  if (!checked.ok) return checked

  const req = await createLocalReq({}, payload)
  const owned = { member: { equals: member.id } }
  const enquiries = await payload.find({ collection: 'enquiries', where: owned, pagination: false, depth: 0, req })
  const serviceRequests = await payload.find({ collection: 'service-requests', where: owned, pagination: false, depth: 0, req })
  await initTransaction(req)
  try {
    const now = new Date().toISOString()
    await payload.update({ collection: 'enquiries', where: owned, data: { ...anonymousSender, member: null, anonymisedAt: now }, req })
    await payload.update({ collection: 'service-requests', where: owned, data: { ...anonymousCustomer, member: null }, req })
    const downloads = await payload.update({
      collection: 'download-log',
      where: owned,
      data: { member: null, mobile: null, company: null, ip: null, userAgent: null, note: CANCELLED_MEMBER_NOTE },
      overrideAccess: true,
      req,
    })
    await payload.delete({ collection: 'members', id: member.id, req })
    await payload.delete({ collection: 'sms-codes', where: { mobile: { equals: member.mobile } }, overrideAccess: true, req })
    await payload.create({
      collection: 'account-cancellations',
      data: {
        memberNumber: member.id,
        registeredAt: member.createdAt,
        enquiriesAnonymised: enquiries.docs.length,
        downloadsKept: downloads.docs.length,
      },
      overrideAccess: true,
      req,
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  // the counters that name them: their number's codes and notices, and the notices their service
  // requests sent to the number and mail address given there (src/features/sendingBudgets.server.ts)
  const subjects = new Set([
    member.mobile,
    ...serviceRequests.docs.flatMap((request) => [request.mobile, request.email?.trim().toLowerCase() ?? '']),
  ])
  for (const subject of subjects) if (subject) await forgetSubject(payload, subject)
  await eraseFromOutbox([
    member.mobile,
    ...enquiries.docs.flatMap((enquiry) => [enquiry.mobile, enquiry.email]),
    ...serviceRequests.docs.flatMap((request) => [request.mobile, request.email ?? '']),
  ])
  return { ok: true }
}
