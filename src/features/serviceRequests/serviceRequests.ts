import type { Payload, Where } from 'payload'

import { unclaimedAttachment } from '@/features/enquiries/attachments'
import { redeemVerificationCode } from '@/features/members/smsCodes'
import { hitAll, minutesUntil, rateLimits } from '@/features/rateLimit.server'
import { readSiteNames } from '@/features/site/siteNames'
import { type Outcome, type Refusal, refuse } from '@/lib/outcome'
import type { Member, ServiceRequest as StoredServiceRequest } from '@/payload-types'
import { nameOf } from '@/siteMap/names'
import type { Locale } from '@/siteMap'

import { type CustomerServiceRequest, customerView } from './customerView'
import { trackPath } from './notices'
import { OTHER_MAKE, serviceProducts } from './requestFields'
import type { ServiceRequest } from './requestRules'
import { returnFormPath } from './returnFormToken'
import { claimQuoteAnswer, releaseQuoteAnswer } from './quoteAnswerClaim.server'
import { allocateRmaNumber } from './rmaCounter.server'
import { normaliseRmaNumber } from './rmaNumber'
import { answeredAlready, decideQuote, type QuoteDecision, statusOfDecision } from './statusRules'
import { historyOf } from './storedHistory'

/** A refusal that names the field the form should point to. */
export type FieldRefusal = Refusal & { field?: string }

/** Who sends or looks up a request: a member with a session, or a visitor who gives the mobile (and a code). */
export type Customer = { member: Pick<Member, 'id' | 'mobile'> } | { mobile: string; code?: string }

interface Caller {
  locale: Locale
  ip: string
}

const limitedLookup = async (payload: Payload, ip: string): Promise<Refusal | null> => {
  const limited = await hitAll(payload, [[rateLimits.serviceLookupsPerAddress, ip]])
  return limited.allowed ? null : refuse('tooManyRequests', { minutes: minutesUntil(limited.retryAfterMs) })
}

/** The name staff see in the list: the catalogue's name in both languages, or the make typed in. */
async function productNameForStaff(payload: Payload, request: ServiceRequest): Promise<string> {
  const product = serviceProducts.find((entry) => entry.key === request.product)
  if (request.product === OTHER_MAKE || !product) return request.otherProduct ?? request.product
  const name = nameOf(await readSiteNames(payload), product.name)
  return name.zh === name.en ? name.zh : `${name.zh} / ${name.en}`
}

/**
 * Takes a service request checked by the request rules: its files must be fresh uploads no one
 * claimed, a visitor's code sent to the mobile must match (a member's mobile is their account's,
 * no code asked), then it gets the year's next RMA number and is stored at `requested`; the
 * collection's hooks start its timeline and send the customer the notice.
 */
export async function submitServiceRequest(
  payload: Payload,
  request: ServiceRequest,
  customer: Customer,
  { locale, ip }: Caller,
): Promise<Outcome<{ rma: string; status: string; trackPath: string; returnFormPath: string }> | FieldRefusal> {
  const limited = await hitAll(payload, [[rateLimits.serviceRequestsPerAddress, ip]])
  if (!limited.allowed) return refuse('tooManyRequests', { minutes: minutesUntil(limited.retryAfterMs) })

  const attachments: number[] = []
  for (const reference of request.attachments) {
    const attachment = await unclaimedAttachment(payload, reference)
    if (!attachment || attachments.includes(attachment.id)) return { ...refuse('serviceRequest.fileUnknown'), field: 'attachments' }
    attachments.push(attachment.id)
  }

  const mobile = 'member' in customer ? customer.member.mobile : customer.mobile
  if (!('member' in customer)) {
    const redeemed = await redeemVerificationCode(payload, { mobile, purpose: 'serviceRequest', code: customer.code ?? '' })
    if (!redeemed.ok) return { ...redeemed, field: 'code' }
  }

  const rma = await allocateRmaNumber(payload, new Date().getFullYear())
  const stored = await payload.create({
    collection: 'service-requests',
    // `review` and `needsReview` are no fields: Payload keeps only the collection's own
    data: {
      ...request,
      mobile,
      rma,
      status: 'requested',
      productName: await productNameForStaff(payload, request),
      attachments,
      reviewFlags: request.review,
      member: 'member' in customer ? customer.member.id : undefined,
      locale,
      ip,
    },
  })
  return { ok: true, rma: stored.rma, status: stored.status, trackPath: trackPath(rma), returnFormPath: returnFormPath(rma) }
}

/** The requests of a customer: the one whose RMA number and mobile both match, or a member's own. */
async function findRequests(payload: Payload, customer: Customer, rma: string | undefined): Promise<StoredServiceRequest[]> {
  const normalised = rma === undefined ? undefined : normaliseRmaNumber(rma)
  if (rma !== undefined && !normalised) return []
  const conditions: Where[] = []
  if (normalised) conditions.push({ rma: { equals: normalised } })
  if ('member' in customer) conditions.push({ member: { equals: customer.member.id } })
  else if (normalised) conditions.push({ mobile: { equals: customer.mobile } })
  else return []
  const { docs } = await payload.find({
    collection: 'service-requests',
    where: { and: conditions },
    sort: '-createdAt',
    limit: 100,
    depth: 0,
  })
  return docs
}

/**
 * The tracking page's look-up. A visitor gives the RMA number and the mobile of the request; a
 * wrong pair answers exactly as an unknown number does, and every look-up counts against the
 * address's limit. A member sees one of their own, or all of them.
 */
export async function trackServiceRequests(
  payload: Payload,
  customer: Customer,
  rma: string | undefined,
  { locale, ip }: Caller,
): Promise<Outcome<{ requests: CustomerServiceRequest[] }>> {
  const limited = await limitedLookup(payload, ip)
  if (limited) return limited
  const found = await findRequests(payload, customer, rma)
  if (found.length === 0 && (rma !== undefined || !('member' in customer))) return refuse('serviceRequest.notFound')
  const names = await readSiteNames(payload)
  return { ok: true, requests: found.map((request) => customerView(request, names, locale)) }
}

/**
 * The customer answers the quote, once, with the code sent to the request's mobile (a member with
 * a session needs none). Refused, before the code is spent, when the request is not waiting for
 * an answer: answered already, or not quoted yet.
 */
export async function answerQuote(
  payload: Payload,
  customer: Customer,
  { rma, decision }: { rma: string; decision: QuoteDecision },
  { locale, ip }: Caller,
): Promise<Outcome<{ request: CustomerServiceRequest }>> {
  const limited = await limitedLookup(payload, ip)
  if (limited) return limited
  const [request] = await findRequests(payload, customer, rma)
  if (!request) return refuse('serviceRequest.notFound')

  const decided = decideQuote(historyOf(request.history), decision, new Date())
  if (!decided.ok) return decided
  if (!('member' in customer)) {
    const redeemed = await redeemVerificationCode(payload, {
      mobile: customer.mobile,
      purpose: 'serviceRequest',
      code: customer.code ?? '',
    })
    if (!redeemed.ok) return redeemed
  }
  const claim = await claimQuoteAnswer(payload, request.id, decision)
  if (!claim.ok) return answeredAlready(claim.standing)
  let updated: StoredServiceRequest
  try {
    updated = await payload.update({
      collection: 'service-requests',
      id: request.id,
      data: { status: statusOfDecision(decision) },
      context: { quoteDecision: decision },
      depth: 0,
    })
  } catch (error) {
    await releaseQuoteAnswer(payload, request.id)
    throw error
  }
  return { ok: true, request: customerView(updated, await readSiteNames(payload), locale) }
}
