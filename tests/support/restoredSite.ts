/**
 * Opens Payload with the project's config on the data folder in DATA_DIR (a restored backup) and
 * writes what a person would check into the JSON file named by the first argument: the enquiries,
 * members and images it serves, and the secret the site would sign with. Run by
 * tests/integration/backup.test.ts in its own process, as the site would open that folder.
 */
import { writeFile } from 'node:fs/promises'

import { getPayload } from 'payload'

import { payloadSecret } from '../../src/lib/secret'
import config from '../../src/payload.config'
import { enquiryFacts, imageFacts, memberFacts, type RestoredSite } from './restoredRecords'

const payload = await getPayload({ config })
const all = { depth: 0, pagination: false, sort: 'id', overrideAccess: true } as const
const enquiries = await payload.find({ collection: 'enquiries', ...all })
const members = await payload.find({ collection: 'members', ...all })
const media = await payload.find({ collection: 'media', ...all })

const site: RestoredSite = {
  secret: payloadSecret(),
  enquiries: enquiries.docs.map(enquiryFacts),
  members: members.docs.map(memberFacts),
  media: media.docs.map(imageFacts),
}
await writeFile(process.argv[2], JSON.stringify(site))
process.exit(0)
