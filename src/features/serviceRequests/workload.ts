import { isOpen, isWaitingForCustomer, serviceStatuses } from './statusRules'

/**
 * A request that sits this many days in a status where the next step is the workshop's is
 * overdue: the staff's start page counts it, the customer is waiting on us.
 */
export const SERVICE_OVERDUE_DAYS = 7

export const openServiceStatuses = serviceStatuses.filter(isOpen)
export const waitingForCustomerStatuses = serviceStatuses.filter(isWaitingForCustomer)
/** Open, with the next step the workshop's. */
export const workshopStatuses = openServiceStatuses.filter((status) => !isWaitingForCustomer(status))
