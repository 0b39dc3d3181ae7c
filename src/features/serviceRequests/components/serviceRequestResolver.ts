import { zodResolver } from '@/ui/zodResolver'

import { serviceRequestSchema, visitorServiceRequestSchema } from '../requestRules'

/** The form's resolvers over the shared rules, fetched (with zod) at the first touch of the form. */
export const visitorRequestResolver = zodResolver(visitorServiceRequestSchema)
export const memberRequestResolver = zodResolver(serviceRequestSchema)
