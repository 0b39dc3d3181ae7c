import { describe, expect, it } from 'vitest'
import { safeParse } from 'zod/mini'

import { apiTranslator } from '@/features/apiMessages'

import {
  blankServiceRequest,
  serviceRequestFieldOrder,
  serviceRequestSchema,
  type ServiceRequestInput,
  visitorServiceRequestSchema,
} from './requestRules'

const complete: ServiceRequestInput = {
  ...blankServiceRequest,
  kind: 'repair',
  product: 'vacuumValve:6',
  modelNumber: 'HVG-100-ISO',
  serialNumbers: 'SN2024-0187\nSN2024-0188',
  quantity: '2',
  fault: 'Leaks at the gate seal after 200,000 cycles.',
  processGases: 'Cl2, BCl3',
  contamination: 'hazardous',
  substances: 'Chlorine and boron trichloride residues',
  cleaning: 'Purged with N2 for 24 h, wiped with IPA',
  declarantName: 'Li Wei',
  attachments: ['a1b2c3'],
  contactName: 'Li Wei',
  mobile: '13800138000',
  email: 'li.wei@example.com',
  returnAddress: 'No. 1 Fab Road, Wuxi',
}

/** The first message of each field, as the form shows it. */
const messagesOf = (input: unknown, schema: typeof serviceRequestSchema | typeof visitorServiceRequestSchema = serviceRequestSchema) => {
  const result = safeParse(schema, input)
  const messages: Record<string, string> = {}
  for (const issue of result.success ? [] : result.error.issues) messages[String(issue.path[0])] ??= issue.message
  return messages
}

/** The message the API answers with: the first issue. */
const firstMessageOf = (input: unknown) => {
  const result = safeParse(serviceRequestSchema, input)
  return result.success ? undefined : result.error.issues[0].message
}

const parsed = (input: unknown) => {
  const result = safeParse(serviceRequestSchema, input)
  if (!result.success) throw new Error(JSON.stringify(result.error.issues))
  return result.data
}

describe('service request form rules', () => {
  it('accepts a complete hazardous-media repair of a catalogue valve with nothing for staff to check', () => {
    expect(messagesOf(complete)).toEqual({})
    const request = parsed(complete)
    expect(request).toMatchObject({
      quantity: 2,
      serialNumbers: ['SN2024-0187', 'SN2024-0188'],
      urgency: 'normal',
      needsReview: false,
      review: [],
    })
    expect(request.company).toBeUndefined()
  })

  it('reports every required field of an empty form, in the order the form shows them', () => {
    const messages = messagesOf({ ...blankServiceRequest, quantity: '' })
    expect(messages).toEqual({
      kind: 'kindRequired',
      product: 'productRequired',
      quantity: 'quantityInvalid',
      fault: 'faultRequired',
      contamination: 'contaminationRequired',
      declarantName: 'declarantRequired',
      contactName: 'contactNameRequired',
      mobile: 'mobileRequired',
      returnAddress: 'returnAddressRequired',
    })
    const order = serviceRequestFieldOrder as readonly string[]
    const fields = Object.keys(messages)
    expect(fields).toEqual([...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b)))
  })

  it('asks for the substances and the cleaning of hazardous media alongside the other fields, and in form order', () => {
    const hazardousAndBlank = { ...complete, substances: ' ', cleaning: '', returnAddress: '', fault: '' }
    expect(messagesOf(hazardousAndBlank)).toEqual({
      fault: 'faultRequired',
      substances: 'substancesRequired',
      cleaning: 'cleaningRequired',
      returnAddress: 'returnAddressRequired',
    })
    expect(firstMessageOf({ ...hazardousAndBlank, fault: 'Leaks' })).toBe('substancesRequired')
    expect(messagesOf({ ...complete, contamination: 'harmless', substances: '', cleaning: '' })).toEqual({})
    expect(messagesOf({ ...complete, contamination: 'notUsed', substances: '', cleaning: '' })).toEqual({})
  })

  it('names the missing declaration even when a client leaves fields out altogether', () => {
    expect(messagesOf({ product: 'otherMake', contamination: 'hazardous' })).toMatchObject({
      otherProduct: 'otherProductRequired',
      substances: 'substancesRequired',
      cleaning: 'cleaningRequired',
    })
  })

  it('always asks who declares, whatever the contamination', () => {
    expect(messagesOf({ ...complete, contamination: 'notUsed', declarantName: '  ' })).toEqual({ declarantName: 'declarantRequired' })
    expect(messagesOf({ ...complete, contamination: 'bleach' })).toEqual({ contamination: 'contaminationRequired' })
  })

  it("asks for the make and model of another maker's product before the fields after it", () => {
    const otherMake = { ...complete, product: 'otherMake', otherProduct: '', fault: '' }
    expect(messagesOf(otherMake)).toEqual({ otherProduct: 'otherProductRequired', fault: 'faultRequired' })
    expect(firstMessageOf(otherMake)).toBe('otherProductRequired')
  })

  it('takes a quantity from 1 to 999 as text or number', () => {
    expect(parsed({ ...complete, quantity: 2 }).quantity).toBe(2)
    for (const quantity of ['0', '1000', '1.5', 'two', -1, null])
      expect(messagesOf({ ...complete, quantity }), String(quantity)).toEqual({ quantity: 'quantityInvalid' })
    expect(messagesOf({ ...complete, quantity: '999', serialNumbers: '' })).toEqual({})
  })

  it('checks the mobile, the optional email, the files and the urgency', () => {
    expect(messagesOf({ ...complete, mobile: '12345' })).toEqual({ mobile: 'mobileInvalid' })
    expect(messagesOf({ ...complete, email: 'li@' })).toEqual({ email: 'emailInvalid' })
    expect(parsed({ ...complete, email: '' }).email).toBeUndefined()
    expect(messagesOf({ ...complete, attachments: Array.from({ length: 11 }, (_, i) => `file${i}`) })).toEqual({
      attachments: 'tooManyFiles',
    })
    expect(messagesOf({ ...complete, attachments: [''] })).toEqual({ attachments: 'fileUnknown' })
    expect(parsed({ ...complete, urgency: 'urgent' }).urgency).toBe('urgent')
    expect(messagesOf({ ...complete, urgency: 'yesterday' })).toEqual({ urgency: 'urgencyInvalid' })
    expect(messagesOf({ ...complete, fault: 'x'.repeat(5001) })).toEqual({ fault: 'tooLong' })
  })

  it('asks a visitor for the SMS code after the mobile, and a member not', () => {
    expect(messagesOf({ ...complete, mobile: '', email: 'li@' }, visitorServiceRequestSchema)).toEqual({
      mobile: 'mobileRequired',
      code: 'codeRequired',
      email: 'emailInvalid',
    })
    expect(messagesOf({ ...complete, code: '123456' }, visitorServiceRequestSchema)).toEqual({})
    expect(messagesOf(complete)).toEqual({})
  })
})

describe('what staff are asked to check', () => {
  it("accepts another maker's product as free text and flags it", () => {
    const request = parsed({ ...complete, product: 'otherMake', otherProduct: 'VAT 65.0 gate valve' })
    expect(request).toMatchObject({ otherProduct: 'VAT 65.0 gate valve', needsReview: true, review: ['productNotInCatalogue'] })
  })

  it('accepts a product key the catalogue does not know and flags it', () => {
    expect(parsed({ ...complete, product: 'vacuumValve:9' })).toMatchObject({
      product: 'vacuumValve:9',
      needsReview: true,
      review: ['productNotInCatalogue'],
    })
    expect(parsed({ ...complete, product: 'presysModel:9' }).needsReview).toBe(false)
    expect(parsed({ ...complete, product: 'otherProduct:mne' }).needsReview).toBe(false)
  })

  it('accepts unknown or missing serial numbers as typed and flags them', () => {
    expect(parsed({ ...complete, serialNumbers: '' })).toMatchObject({ serialNumbers: [], review: ['serialNumbersMissing'] })
    expect(parsed({ ...complete, serialNumbers: 'label missing, SN2024-0188' })).toMatchObject({
      serialNumbers: ['label missing', 'SN2024-0188'],
      review: ['serialNumberUnreadable'],
    })
    expect(parsed({ ...complete, serialNumbers: 'SN1；SN2，SN3' })).toMatchObject({
      serialNumbers: ['SN1', 'SN2', 'SN3'],
      review: ['serialCountDiffers'],
    })
  })
})

describe('the messages of the rules', () => {
  it('are worded in both languages with their limits filled in', () => {
    const keys = [
      'kindRequired',
      'productRequired',
      'otherProductRequired',
      'quantityInvalid',
      'faultRequired',
      'contaminationRequired',
      'substancesRequired',
      'cleaningRequired',
      'declarantRequired',
      'fileUnknown',
      'tooManyFiles',
      'contactNameRequired',
      'mobileRequired',
      'mobileInvalid',
      'codeRequired',
      'emailInvalid',
      'returnAddressRequired',
      'urgencyInvalid',
    ] as const
    for (const locale of ['zh', 'en'] as const)
      for (const key of keys) expect(apiTranslator(locale)(`serviceRequest.${key}`), `${locale} ${key}`).not.toMatch(/serviceRequest|\{/)
    expect(apiTranslator('en')('serviceRequest.quantityInvalid')).toContain('999')
    expect(apiTranslator('zh')('serviceRequest.tooManyFiles')).toContain('10')
  })
})
