import { zodResolver } from '@hookform/resolvers/zod'

import { serviceRequestSchema, visitorServiceRequestSchema } from '../requestRules'

/**
 * The form's resolvers over the shared rules, fetched (with zod) at the first touch of the form.
 * Synchronous: in async mode zod settles the fields with a transform last, out of the form's order.
 */
export const visitorRequestResolver = zodResolver(visitorServiceRequestSchema, undefined, { mode: 'sync' })
export const memberRequestResolver = zodResolver(serviceRequestSchema, undefined, { mode: 'sync' })
