import { label } from '@/lib/bilingual'

/** Where staff are with an enquiry; visitors never see this. */
export const enquiryStatuses = [
  { value: 'new', label: label('新询盘', 'New') },
  { value: 'inProgress', label: label('处理中', 'In progress') },
  { value: 'done', label: label('已完成', 'Done') },
] as const

/**
 * Where the mail telling the account managers of an enquiry is: waiting for its (next) attempt,
 * being sent by one runner, sent, or given up after the last retry.
 */
export const notificationStatuses = [
  { value: 'pending', label: label('待发送', 'Pending') },
  { value: 'sending', label: label('发送中', 'Sending') },
  { value: 'sent', label: label('已发送', 'Sent') },
  { value: 'failed', label: label('发送失败', 'Failed') },
] as const
