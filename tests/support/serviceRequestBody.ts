import { blankServiceRequest } from '../../src/features/serviceRequests/requestFields'

type Body = typeof blankServiceRequest & { code: string }

/**
 * A repair request as the form sends it for a member, whose session stands for the SMS code: a
 * gate valve that does not close, nothing hazardous in it. `changes` make it another request.
 */
export const serviceRequestBody = (
  contact: { mobile: string; name: string; company: string },
  changes: Partial<Record<keyof Body, unknown>> = {},
) => ({
  ...blankServiceRequest,
  kind: 'repair',
  product: 'vacuumValve:1',
  modelNumber: 'GV-100',
  serialNumbers: 'SN-1',
  fault: 'Gate does not close fully.',
  contamination: 'notUsed',
  declarantName: contact.name,
  contactName: contact.name,
  company: contact.company,
  mobile: contact.mobile,
  returnAddress: 'No. 2 Fab Road, Wuxi',
  code: '',
  ...changes,
})
