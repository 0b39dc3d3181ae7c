import { type ServiceStatus, serviceStatuses } from '@/features/serviceRequests/statusRules'
import { label } from '@/lib/bilingual'

/** How the admin names each status of a service request. */
export const serviceStatusLabels: Record<ServiceStatus, { zh: string; en: string }> = {
  requested: label('已登记', 'Requested'),
  received: label('已收货', 'Received'),
  inspected: label('已检测', 'Inspected'),
  quoted: label('已报价', 'Quoted'),
  approved: label('客户已接受报价', 'Quote approved'),
  declined: label('客户已拒绝报价', 'Quote declined'),
  repairing: label('维修中', 'Repairing'),
  testing: label('测试中', 'Testing'),
  shipped: label('已发货', 'Shipped'),
  closed: label('已关闭', 'Closed'),
}

export const serviceStatusOptions = serviceStatuses.map((value) => ({ value, label: serviceStatusLabels[value] }))
