import { MAX_ATTACHMENT_BYTES, storeEnquiryAttachment } from '@/domain/enquiryAttachments'
import { readBody } from '@/lib/api/body'
import { clientAddress } from '@/lib/api/clientAddress'
import { apiRoute, envelope } from '@/lib/api/reply'
import { getPayloadClient } from '@/lib/payload.server'

export { DELETE, GET, PATCH, PUT } from '@/lib/api/route'

/** Room for the multipart boundaries and headers around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024

/** Multipart with the field `file`; the reply carries the reference at the top level (`file`). */
export const POST = apiRoute(async (call) => {
  const body = await readBody(call.request, MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD)
  if (!body.ok) return call.refused({ ok: false, message: 'upload.tooLarge' })

  const contentType = call.request.headers.get('content-type') ?? ''
  const form = await new Response(body.bytes, { headers: { 'content-type': contentType } }).formData().catch(() => null)
  const file = form?.get('file')
  if (!file || typeof file === 'string') return call.refused({ ok: false, message: 'upload.fileRequired' })

  const stored = await storeEnquiryAttachment(await getPayloadClient(), {
    bytes: new Uint8Array(await file.arrayBuffer()),
    filename: file.name,
    ip: clientAddress(call.request),
  })
  if (!stored.ok) return call.refused(stored)
  return envelope({ code: 1, msg: call.t('upload.uploaded'), file: stored.reference, data: { file: stored.reference } })
})
