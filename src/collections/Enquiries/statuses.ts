import { label } from '@/lib/bilingual'

/** Where staff are with an enquiry; visitors never see this. */
export const enquiryStatuses = [
  { value: 'new', label: label('新询盘', 'New') },
  { value: 'inProgress', label: label('处理中', 'In progress') },
  { value: 'done', label: label('已完成', 'Done') },
] as const
