import { describe, expect, it } from 'vitest'

import { isVerificationCode, policeFilingLink, siteVerificationMeta } from './publicFilings'

describe('the footer’s public-security filing', () => {
  it('links to the national query page with the number’s digits', () => {
    expect(policeFilingLink('沪公网安备 31010402000000号')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=31010402000000')
  })
})

describe('site-verification tags', () => {
  it('are named as each engine documents, and only the codes that are set', () => {
    expect(siteVerificationMeta({ baidu: 'codeva-AbC123', so360: 'f0e1', bing: 'ABCDEF0123', google: 'g_Token-1.x' })).toEqual({
      'baidu-site-verification': 'codeva-AbC123',
      '360-site-verification': 'f0e1',
      'msvalidate.01': 'ABCDEF0123',
      'google-site-verification': 'g_Token-1.x',
    })
    expect(siteVerificationMeta({ sogou: 'Sg-1' })).toEqual({ sogou_site_verification: 'Sg-1' })
  })

  it('take letters, digits, “-”, “_” and “.” only', () => {
    expect(isVerificationCode('aB3-_.')).toBe(true)
    for (const bad of ['', 'a b', 'a"><script>', 'code/1']) expect(isVerificationCode(bad), bad).toBe(false)
  })
})
