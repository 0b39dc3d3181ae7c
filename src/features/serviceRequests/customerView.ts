import type { ServiceRequest } from '@/payload-types'
import { nameOf, type SiteNames } from '@/siteMap/names'
import type { Locale } from '@/siteMap'

import { trackPath } from './notices'
import { OTHER_MAKE, serviceProducts } from './requestFields'
import { returnFormPath } from './returnFormToken'
import type { ServiceStatus } from './statusRules'

/** A request as its customer sees it on the tracking page: no internal notes, no staff names. */
export interface CustomerServiceRequest {
  rma: string
  kind: ServiceRequest['kind']
  productName: string
  status: ServiceStatus
  createdAt: string
  timeline: { status: ServiceStatus; at: string; note: string | null }[]
  quote: { amount: number; currency: string; leadTimeDays: number | null } | null
  findings: string | null
  testResults: string | null
  shipping: { carrier: string | null; trackingNumber: string | null } | null
  canAnswerQuote: boolean
  returnFormPath: string
  trackPath: string
}

/** The product's name in `locale`: the catalogue's name, or the make and model typed in. */
export function productNameOf(request: Pick<ServiceRequest, 'product' | 'otherProduct'>, names: SiteNames, locale: Locale): string {
  if (request.product === OTHER_MAKE) return request.otherProduct ?? ''
  const product = serviceProducts.find((entry) => entry.key === request.product)
  return (product && nameOf(names, product.name)[locale]) || request.otherProduct || request.product
}

/**
 * What staff typed shows once the request reached the step it belongs to: a quote being worked
 * out, or findings being written, stay with staff until they move the request on.
 */
export function customerView(request: ServiceRequest, names: SiteNames, locale: Locale): CustomerServiceRequest {
  const reached = new Set((request.history ?? []).map((line) => line.status))
  const { quote, shipping } = request
  return {
    rma: request.rma,
    kind: request.kind,
    productName: productNameOf(request, names, locale),
    status: request.status,
    createdAt: request.createdAt,
    timeline: (request.history ?? []).map((line) => ({ status: line.status, at: line.at, note: line.customerNote || null })),
    quote:
      reached.has('quoted') && typeof quote?.amount === 'number'
        ? { amount: quote.amount, currency: quote.currency ?? 'CNY', leadTimeDays: quote.leadTimeDays ?? null }
        : null,
    findings: reached.has('inspected') ? request.findings || null : null,
    testResults: reached.has('testing') ? request.testResults || null : null,
    shipping:
      reached.has('shipped') && (shipping?.carrier || shipping?.trackingNumber)
        ? { carrier: shipping.carrier || null, trackingNumber: shipping.trackingNumber || null }
        : null,
    canAnswerQuote: request.status === 'quoted',
    returnFormPath: returnFormPath(request.rma),
    trackPath: trackPath(request.rma),
  }
}
