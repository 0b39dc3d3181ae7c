import { renderReturnForm } from '@/features/serviceRequests/returnForm'
import { verifyReturnForm } from '@/features/serviceRequests/returnFormToken'
import { siteLog } from '@/runtime/log.mjs'
import { getPayloadClient } from '@/lib/payload'

const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })

/**
 * The printable return form of a service request, drawn on each request from what is stored now.
 * The token (from the submit and track calls) is signed and lasts 90 days; one that was changed,
 * expired, or names no request is a 404 like any other unknown path.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params
  const rma = verifyReturnForm(token)
  if (!rma) return notFound()
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'service-requests', where: { rma: { equals: rma } }, limit: 1, depth: 0 })
  const request = docs[0]
  if (!request) return notFound()
  let pdf: Uint8Array
  try {
    pdf = await renderReturnForm(payload, request)
  } catch (error) {
    siteLog('files').error({ err: error, rma }, 'return form failed')
    return new Response('Server busy', { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': `inline; filename="${rma}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
