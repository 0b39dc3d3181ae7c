import { zodResolver } from '@/ui/zodResolver'

import { enquirySchema } from './rules'

/** The form's resolver over the shared rules; the contact page fetches it (and zod) with the first touch of the form. */
export const enquiryResolver = zodResolver(enquirySchema)
