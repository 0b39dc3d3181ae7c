import type { ContaminationLevel, ServiceKind, Urgency } from '@/features/serviceRequests/requestFields'
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

export const serviceKindLabels: Record<ServiceKind, { zh: string; en: string }> = {
  repair: label('维修', 'Repair'),
  maintenance: label('保养', 'Maintenance'),
  upgrade: label('升级改造', 'Upgrade'),
}

export const contaminationLabels: Record<ContaminationLevel, { zh: string; en: string }> = {
  notUsed: label('未使用', 'Not used'),
  harmless: label('接触过无害介质', 'Used with harmless media'),
  hazardous: label('接触过危险介质', 'Used with hazardous media'),
}

export const urgencyLabels: Record<Urgency, { zh: string; en: string }> = {
  normal: label('普通', 'Normal'),
  urgent: label('加急', 'Urgent'),
}

/** A select's options from a label table, in the table's order. */
export const optionsOf = <T extends string>(labels: Record<T, { zh: string; en: string }>) =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }))
