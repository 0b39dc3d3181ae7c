import type { SelectField } from 'payload'

import type { ContaminationLevel, ServiceKind, Urgency } from '@/features/serviceRequests/requestFields'
import { serviceStatusNames } from '@/features/serviceRequests/statusNames'
import { currentStatus, serviceStatuses, type ServiceStatus, staffNextStatuses } from '@/features/serviceRequests/statusRules'
import { historyOf } from '@/features/serviceRequests/storedHistory'
import { label } from '@/lib/bilingual'

/** The admin names each status as the customer reads it (one list: `statusNames.ts`). */
export const serviceStatusLabels = serviceStatusNames

export const serviceStatusOptions = serviceStatuses.map((value) => ({ value, label: serviceStatusLabels[value] }))

/**
 * The status select offers where the request stands and the moves staff may make from there. The
 * stored status is the timeline's last line (the select's own value is what staff just picked);
 * without a timeline (a list's filter) every status is offered. A save is checked by the rules
 * anyway (hooks/recordStatusChange.ts): this only keeps staff from choosing a move that is refused.
 */
export const staffStatusChoices: NonNullable<SelectField['filterOptions']> = ({ data, options }) => {
  const history = historyOf(data?.history)
  if (history.length === 0) return options
  const from = currentStatus(history)
  const allowed: ServiceStatus[] = [from, ...staffNextStatuses(from, (data?.kind ?? 'repair') as ServiceKind)]
  return options.filter((option) => allowed.includes((typeof option === 'string' ? option : option.value) as ServiceStatus))
}

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
