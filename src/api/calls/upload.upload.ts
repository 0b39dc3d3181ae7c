import { MAX_ATTACHMENT_BYTES } from '@/features/enquiries/attachmentRules'
import { admitUpload, storeEnquiryAttachment } from '@/features/enquiries/attachments'
import { clientAddress } from '@/runtime/clientAddress.mjs'
import { discardBody, DISCARD_LIMIT_BYTES, MULTIPART_OVERHEAD_BYTES, receiveMultipartFile } from '@/api/multipartFile'
import { apiRoute, envelope } from '@/api/reply'
import { getPayloadClient } from '@/lib/payload'
import { uploadTempDir } from '@/lib/paths'

/**
 * Multipart with the field `file`; the reply carries the reference at the top level (`file`).
 * The file streams to a temporary file, the size limit enforced while it arrives.
 */
export const POST = apiRoute(
  async (call) => {
    const declared = Number(call.request.headers.get('content-length') ?? 0)
    if (declared > MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES) {
      // nothing of it is kept; a body the client is still sending is read to the end, so the answer reaches it
      if (declared <= DISCARD_LIMIT_BYTES) await discardBody(call.request.body)
      return call.refused({ ok: false, message: 'upload.tooLarge' })
    }
    const payload = await getPayloadClient()
    const ip = clientAddress(call.request)
    const admitted = await admitUpload(payload, ip)
    if (!admitted.ok) return call.refused(admitted)

    const received = await receiveMultipartFile(call.request, {
      field: 'file',
      limit: MAX_ATTACHMENT_BYTES,
      dir: uploadTempDir,
    })
    if (!received.ok)
      return call.refused({ ok: false, message: received.reason === 'tooLarge' ? 'upload.tooLarge' : 'upload.fileRequired' })
    try {
      const stored = await storeEnquiryAttachment(payload, { ...received.file, ip })
      if (!stored.ok) return call.refused(stored)
      return envelope({ code: 1, msg: call.t('upload.uploaded'), file: stored.reference, data: { file: stored.reference } })
    } finally {
      await received.file.discard()
    }
  },
  { body: 'multipart' },
)
