/**
 * Puts what the editor tests need into the database of the server under test, through Payload's
 * Local API: an editor account, and an enquiry as /api/user/feedback stores it. Run from source
 * (scripts/tsx.mjs) with the server's DATA_DIR (see editorFixtures in e2e/editor-staff.ts); prints nothing but errors.
 */
import { getPayload } from 'payload'

import config from '../src/payload.config'
import { E2E_ATTACHMENT, E2E_COLLEAGUE, E2E_EDITOR, E2E_ENQUIRY } from './editor-staff'

const payload = await getPayload({ config })

const existing = await payload.find({ collection: 'users', where: { email: { equals: E2E_EDITOR.email } }, limit: 1 })
if (existing.docs[0]) {
  await payload.update({
    collection: 'users',
    id: existing.docs[0].id,
    data: { password: E2E_EDITOR.password, roles: ['editor'] },
  })
} else {
  // the first staff account always becomes an administrator: make sure one exists before the editor
  const staff = await payload.count({ collection: 'users' })
  if (staff.totalDocs === 0) {
    await payload.create({
      collection: 'users',
      data: { email: 'e2e-admin@example.com', password: E2E_EDITOR.password, roles: ['admin'] },
    })
  }
  await payload.create({ collection: 'users', data: { ...E2E_EDITOR, roles: ['editor'], name: '测试编辑' } })
}

const colleague = await payload.count({ collection: 'users', where: { email: { equals: E2E_COLLEAGUE.email } } })
if (colleague.totalDocs === 0) {
  await payload.create({ collection: 'users', data: { ...E2E_COLLEAGUE, roles: ['editor'], name: '测试同事' } })
}

const enquiries = await payload.count({ collection: 'enquiries', where: { company: { equals: E2E_ENQUIRY.company } } })
if (enquiries.totalDocs === 0) await payload.create({ collection: 'enquiries', data: E2E_ENQUIRY })

// an enquiry with a drawing attached, stored under a random name as the upload call stores it
const withAttachment = await payload.count({ collection: 'enquiries', where: { company: { equals: E2E_ATTACHMENT.company } } })
if (withAttachment.totalDocs === 0) {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')
  const reference = `e2e${Date.now()}`
  const attachment = await payload.create({
    collection: 'enquiry-attachments',
    data: { reference, originalName: E2E_ATTACHMENT.originalName, kind: 'pdf' },
    file: { data: pdf, name: `${reference}.pdf`, mimetype: 'application/pdf', size: pdf.byteLength },
  })
  await payload.create({ collection: 'enquiries', data: { ...E2E_ENQUIRY, company: E2E_ATTACHMENT.company, attachment: attachment.id } })
}

process.exit(0)
