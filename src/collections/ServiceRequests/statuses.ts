import type { ContaminationLevel, ServiceKind, Urgency } from '@/features/serviceRequests/requestFields'
import { serviceStatusNames } from '@/features/serviceRequests/statusNames'
import { serviceStatuses } from '@/features/serviceRequests/statusRules'
import { label } from '@/lib/bilingual'

/** The admin names each status as the customer reads it (one list: `statusNames.ts`). */
export const serviceStatusLabels = serviceStatusNames

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
