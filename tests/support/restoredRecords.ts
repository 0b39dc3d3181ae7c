import type { Enquiry, Media, Member } from '@/payload-types'

// What a person checks of each record after a restore, read the same way from the original
// database and from the restored one.

export const enquiryFacts = ({ id, familyName, firstName, email, content, createdAt }: Enquiry) => ({
  id,
  familyName,
  firstName,
  email,
  content,
  createdAt,
})

export const memberFacts = ({ id, mobile, company, fullName }: Member) => ({ id, mobile, company, fullName })

export const imageFacts = ({ id, filename }: Media) => ({ id, filename })

export interface RestoredSite {
  secret: string
  enquiries: ReturnType<typeof enquiryFacts>[]
  members: ReturnType<typeof memberFacts>[]
  media: ReturnType<typeof imageFacts>[]
}
