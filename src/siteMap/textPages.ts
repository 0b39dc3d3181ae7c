import type { PageKey } from './index'

/** The public page each page text belongs to (its title names it in the admin's chooser). */
export const textPagePages = {
  about: 'about',
  companyProfile: 'companyProfile',
  developmentPath: 'developmentPath',
  careerOpportunities: 'careerOpportunities',
  repairMaintenance: 'repair',
  upgradeTransformation: 'upgrade',
  serviceCenter: 'serviceCenter',
  vacuumValveMain: 'vacuumValveMain',
  presysBrief: 'presysBrief',
  presysProcess: 'presysProcess',
  privacyPolicy: 'privacyPolicy',
  userAgreement: 'userAgreement',
} as const satisfies Record<string, PageKey>

export type TextPageKey = keyof typeof textPagePages
