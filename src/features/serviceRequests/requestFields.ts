import { catalogueProductKeys, isCatalogueProductKey } from '@/features/catalogue/productKeys'
import type { NameRef } from '@/siteMap'

import type { ServiceRequestInput } from './requestRules'

/**
 * The service request form's fields without their rules (`requestRules.ts`, which needs zod):
 * what the form draws before anything is validated.
 */
export const serviceKinds = ['repair', 'maintenance', 'upgrade'] as const
export type ServiceKind = (typeof serviceKinds)[number]

/** How the product was used: never, with harmless media, or with hazardous media (then the substances and the cleaning are declared). */
export const contaminationLevels = ['notUsed', 'harmless', 'hazardous'] as const
export type ContaminationLevel = (typeof contaminationLevels)[number]

export const urgencies = ['normal', 'urgent'] as const
export type Urgency = (typeof urgencies)[number]

/** The product choice for a make the catalogue does not hold; its make and model are then typed in. */
export const OTHER_MAKE = 'otherMake'

/**
 * The catalogue's products a request can name, in the site's order (`vacuumValve:<page number>`,
 * `presysModel:<id>`, `otherProduct:<slug>`); the list is the catalogue's, shared with the comparison.
 */
export const serviceProducts: { key: string; name: NameRef }[] = catalogueProductKeys

export const isCatalogueProduct = isCatalogueProductKey

/** The fields in the order the form shows them, so the focus goes to the first one in error. */
export const serviceRequestFieldOrder = [
  'kind',
  'product',
  'otherProduct',
  'modelNumber',
  'serialNumbers',
  'quantity',
  'fault',
  'processGases',
  'processChemistry',
  'processTemperatures',
  'contamination',
  'substances',
  'cleaning',
  'declarantName',
  'attachments',
  'contactName',
  'company',
  'mobile',
  'code',
  'email',
  'returnAddress',
  'urgency',
] as const satisfies ReadonlyArray<keyof ServiceRequestInput | 'code'>

export const blankServiceRequest = {
  kind: '',
  product: '',
  otherProduct: '',
  modelNumber: '',
  serialNumbers: '',
  quantity: '1',
  fault: '',
  processGases: '',
  processChemistry: '',
  processTemperatures: '',
  contamination: '',
  substances: '',
  cleaning: '',
  declarantName: '',
  attachments: [],
  contactName: '',
  company: '',
  mobile: '',
  email: '',
  returnAddress: '',
  urgency: 'normal',
} satisfies ServiceRequestInput
