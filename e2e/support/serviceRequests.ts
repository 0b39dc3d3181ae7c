import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import type { ServiceStatus } from '../../src/features/serviceRequests/statusRules'
import { staffToken } from '../editor-staff'

/** A small photo of a valve as a phone would send it: a real JPEG, so the upload's content check accepts it. */
export const samplePhoto = (): Promise<Buffer> =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a8794' } })
    .jpeg({ quality: 80 })
    .toBuffer()

/** What staff fill in with a move: findings, the quote, test results, the shipping of the parcel back, a note to the customer. */
export interface StaffChanges {
  findings?: string
  quote?: { amount: number; currency?: string; leadTimeDays?: number }
  testResults?: string
  shipping?: { carrier?: string; trackingNumber?: string }
  customerNote?: string
}

/**
 * Moves a service request on as staff do in the admin, through Payload's REST API: finds it by its
 * RMA number and saves the new status with what staff filled in. Returns the saved document.
 */
export async function moveServiceRequest(
  request: APIRequestContext,
  rma: string,
  status: ServiceStatus,
  changes: StaffChanges = {},
): Promise<Record<string, unknown>> {
  const headers = { Authorization: `JWT ${await staffToken(request)}` }
  const found = await request.get('/cms-api/service-requests', { headers, params: { 'where[rma][equals]': rma, depth: 0, limit: 1 } })
  const [doc] = ((await found.json()) as { docs?: { id: number }[] }).docs ?? []
  if (!doc) throw new Error(`no service request ${rma}`)
  const saved = await request.patch(`/cms-api/service-requests/${doc.id}`, { headers, data: { status, ...changes } })
  if (!saved.ok()) throw new Error(`moving ${rma} to ${status} refused: ${saved.status()} ${await saved.text()}`)
  return ((await saved.json()) as { doc: Record<string, unknown> }).doc
}
