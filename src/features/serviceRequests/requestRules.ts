import '@/lib/zodInBrowser'

import { z } from 'zod/mini'

import { sharedLengths, textRules } from '@/lib/formRules'

import { codeSchema, mobileSchema } from '@/features/members/rules'
import { CODE_LENGTH } from '@/features/members/ruleValues'

import {
  contaminationLevels,
  isCatalogueProduct,
  OTHER_MAKE,
  serviceKinds,
  urgencies,
  type ContaminationLevel,
  type ServiceKind,
  type Urgency,
} from './requestFields'

// what the form needs without zod, kept in its own module so the page loads zod only when it validates
export {
  blankServiceRequest,
  contaminationLevels,
  OTHER_MAKE,
  serviceKinds,
  serviceProducts,
  serviceRequestFieldOrder,
  urgencies,
} from './requestFields'

/**
 * The service request form's rules, one schema shared by the form (zodResolver) and the call that
 * takes the request. Each message is a key naming the rule; the form and the API both show
 * `api.serviceRequest.<key>` (top-level `api.tooLong`), filled in with `serviceRequestRuleValues`.
 * The fields stand in the form's order and the API reports the first failing rule.
 */
export type ServiceRequestRule =
  | 'kindRequired'
  | 'productRequired'
  | 'otherProductRequired'
  | 'quantityInvalid'
  | 'faultRequired'
  | 'contaminationRequired'
  | 'substancesRequired'
  | 'cleaningRequired'
  | 'declarantRequired'
  | 'fileUnknown'
  | 'tooManyFiles'
  | 'contactNameRequired'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'codeRequired'
  | 'emailInvalid'
  | 'returnAddressRequired'
  | 'urgencyInvalid'
  | 'tooLong'

export const QUANTITY_MAX = 999
export const MAX_SERVICE_FILES = 10

const PRODUCT_KEY_MAX_LENGTH = 100
/** the process fields and the return address */
const TEXT_MAX_LENGTH = 500
const LONG_TEXT_MAX_LENGTH = 2000
const FAULT_MAX_LENGTH = 5000

/** The values the request's messages fill in (`{quantityMax}`, `{maxFiles}`, `{codeLength}`). */
export const serviceRequestRuleValues = { quantityMax: QUANTITY_MAX, maxFiles: MAX_SERVICE_FILES, codeLength: CODE_LENGTH }

/** Why staff should look at a request before they accept the parcel. */
export type ReviewReason = 'productNotInCatalogue' | 'serialNumbersMissing' | 'serialNumberUnreadable' | 'serialCountDiffers'

/** One serial number as printed on a label: letters and digits, joined by dashes, slashes or dots. */
const SERIAL_PATTERN = /^[A-Za-z0-9]+(?:[-/.][A-Za-z0-9]+)*$/
/** Customers list serial numbers one a line or separated by commas or semicolons, in either script. */
const SERIAL_SEPARATORS = /[\n\r,;，；、]+/

const { rule, requiredText, optionalText } = textRules<ServiceRequestRule>()

/** One of `choices`, sent as text (a form's select starts empty). */
const choice = <T extends string>(choices: readonly T[], key: ServiceRequestRule) =>
  z.pipe(
    z.string(rule(key)).check(
      z.trim(),
      z.refine((value) => (choices as readonly string[]).includes(value), rule(key)),
    ),
    z.transform((value) => value as T),
  )

/** Forms send the quantity as text, JSON clients as a number. */
const quantity = z.pipe(
  z.pipe(
    z.union([z.string(), z.number()], rule('quantityInvalid')),
    z.transform((value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : Number(value))),
  ),
  z
    .number(rule('quantityInvalid'))
    .check(z.int(rule('quantityInvalid')), z.gte(1, rule('quantityInvalid')), z.lte(QUANTITY_MAX, rule('quantityInvalid'))),
)

const serialNumbers = z.pipe(
  optionalText(undefined, LONG_TEXT_MAX_LENGTH),
  z.transform((text) =>
    (text ?? '')
      .split(SERIAL_SEPARATORS)
      .map((serial) => serial.trim())
      .filter(Boolean),
  ),
)

const attachments = z._default(
  z
    .array(
      z
        .string(rule('fileUnknown'))
        .check(z.trim(), z.minLength(1, rule('fileUnknown')), z.maxLength(sharedLengths.fileReference, rule('fileUnknown'))),
      rule('fileUnknown'),
    )
    .check(z.maxLength(MAX_SERVICE_FILES, rule('tooManyFiles'))),
  [],
)

const email = z.optional(
  z.pipe(
    z.union([z.string(rule('emailInvalid')).check(z.trim()), z.null(), z.undefined()], rule('emailInvalid')),
    z.pipe(
      z.transform((value: string | null | undefined) => value || undefined),
      z.optional(z.email(rule('emailInvalid')).check(z.maxLength(sharedLengths.email, rule('emailInvalid')))),
    ),
  ),
)

const given = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * A rule between fields of one part of the form. It runs even while other fields of the part fail
 * or are left out by a client, so the form shows its message with the rest; each part ends with
 * the fields its rule reports, so that the messages still come in the form's order.
 */
const crossFieldRule = <T extends object>(
  check: (fields: Partial<Record<keyof T, unknown>>, report: (field: keyof T & string, key: ServiceRequestRule) => void) => void,
) =>
  z.superRefine<T>(
    (fields, context) =>
      check(fields, (field, key) => context.issues.push({ code: 'custom', input: fields[field], path: [field], message: key })),
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )

const productFields = {
  kind: choice<ServiceKind>(serviceKinds, 'kindRequired'),
  /** a key of `serviceProducts`, or `otherMake` */
  product: requiredText('productRequired', PRODUCT_KEY_MAX_LENGTH),
  /** the make and model of a product from another maker */
  otherProduct: optionalText(undefined, sharedLengths.line),
}

const productPart = z.object(productFields).check(
  crossFieldRule<z.output<z.ZodMiniObject<typeof productFields>>>((fields, report) => {
    if (String(fields.product).trim() === OTHER_MAKE && !given(fields.otherProduct)) report('otherProduct', 'otherProductRequired')
  }),
)

const declarationFields = {
  /** the model or ordering number on the label */
  modelNumber: optionalText(undefined, sharedLengths.line),
  serialNumbers,
  quantity,
  /** the fault, or the work wanted for maintenance and upgrades */
  fault: requiredText('faultRequired', FAULT_MAX_LENGTH),
  processGases: optionalText(undefined, TEXT_MAX_LENGTH),
  processChemistry: optionalText(undefined, TEXT_MAX_LENGTH),
  processTemperatures: optionalText(undefined, TEXT_MAX_LENGTH),
  contamination: choice<ContaminationLevel>(contaminationLevels, 'contaminationRequired'),
  substances: optionalText(undefined, LONG_TEXT_MAX_LENGTH),
  cleaning: optionalText(undefined, LONG_TEXT_MAX_LENGTH),
}

/** The use and the contamination declaration: hazardous media require the substances and the cleaning done. */
const declarationPart = z.object(declarationFields).check(
  crossFieldRule<z.output<z.ZodMiniObject<typeof declarationFields>>>((fields, report) => {
    if (String(fields.contamination).trim() !== 'hazardous') return
    if (!given(fields.substances)) report('substances', 'substancesRequired')
    if (!given(fields.cleaning)) report('cleaning', 'cleaningRequired')
  }),
)

/** The declarant signs by name, the files, and where the product goes back; a visitor also gives the code sent to the mobile. */
const returnFields = (visitor: boolean) => ({
  declarantName: requiredText('declarantRequired', sharedLengths.name),
  /** references returned by the upload call */
  attachments,
  contactName: requiredText('contactNameRequired', sharedLengths.name),
  company: optionalText(undefined, sharedLengths.line),
  mobile: mobileSchema,
  ...(visitor ? { code: codeSchema } : {}),
  email,
  returnAddress: requiredText('returnAddressRequired', TEXT_MAX_LENGTH),
  urgency: z._default(choice<Urgency>(urgencies, 'urgencyInvalid'), 'normal'),
})

/** What staff should check before they accept the parcel. */
function reviewOf(request: { product: string; serialNumbers: string[]; quantity: number }): ReviewReason[] {
  const reasons: ReviewReason[] = []
  if (!isCatalogueProduct(request.product)) reasons.push('productNotInCatalogue')
  if (request.serialNumbers.length === 0) reasons.push('serialNumbersMissing')
  else {
    if (request.serialNumbers.some((serial) => !SERIAL_PATTERN.test(serial))) reasons.push('serialNumberUnreadable')
    if (request.serialNumbers.length !== request.quantity) reasons.push('serialCountDiffers')
  }
  return reasons
}

const requestSchema = <R extends z.ZodMiniObject>(returnPart: R) =>
  z.pipe(
    z.intersection(productPart, z.intersection(declarationPart, returnPart)),
    z.transform((request) => {
      const review = reviewOf(request)
      return { ...request, review, needsReview: review.length > 0 }
    }),
  )

/** A member's request: the member's mobile is known, no code is asked. */
export const serviceRequestSchema = requestSchema(z.object(returnFields(false)))

/** A visitor's request, with the code sent by SMS to the mobile given (`codeRequired` until it is six digits). */
export const visitorServiceRequestSchema = requestSchema(z.object(returnFields(true)))

export type ServiceRequestInput = z.input<typeof serviceRequestSchema>
export type ServiceRequest = z.output<typeof serviceRequestSchema>
