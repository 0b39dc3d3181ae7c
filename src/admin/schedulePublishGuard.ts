import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { CollectionSlug, PayloadRequest, ServerFunction } from 'payload'

/**
 * Whether unpublishing this document at this time would unpublish something: the document is
 * published now, or a publication of it is scheduled before that time.
 */
async function canScheduleUnpublish(
  req: PayloadRequest,
  doc: { relationTo: string; value: number | string },
  date: Date | string | undefined,
): Promise<boolean> {
  const collection = doc.relationTo as CollectionSlug
  const published = await req.payload.count({
    collection,
    where: {
      and: [{ id: { equals: doc.value } }, { _status: { equals: 'published' } }],
    },
    overrideAccess: true,
  })
  if (published.totalDocs > 0) return true
  const upcoming = await req.payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { waitUntil: { greater_than: new Date() } },
        { 'input.doc.value': { equals: String(doc.value) } },
        { 'input.doc.relationTo': { equals: collection } },
      ],
    },
    limit: 0,
    depth: 0,
    overrideAccess: true,
  })
  const at = date ? new Date(date).getTime() : Number.POSITIVE_INFINITY
  return upcoming.docs.some((job) => {
    const input = job.input as { type?: string } | null
    return input?.type !== 'unpublish' && job.waitUntil && new Date(job.waitUntil).getTime() < at
  })
}

/**
 * The admin's "schedule publish" server function, refusing to schedule the unpublishing of a
 * draft that was never published (Payload's drawer used to preselect exactly that).
 */
export const guardedSchedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { type, doc, deleteID, date, req } = args
  if (type === 'unpublish' && doc && !deleteID && !(await canScheduleUnpublish(req, doc, date))) {
    return {
      error:
        req.i18n.language === 'en'
          ? 'This document is not published, so there is nothing to unpublish. Schedule a publication instead.'
          : '此内容尚未发布，无法预约取消发布。请预约发布。',
    }
  }
  return schedulePublishHandler(args)
}
