import { describe, expect, it } from 'vitest'

import { otherProductPages, presysModelPages, vacuumValvePages } from '@/siteMap'

import { serviceProducts } from '../requestFields'
import { preselectedProduct, serviceProductOfPage } from './productLinks'

describe("a product page's link to the service form", () => {
  it('names the product the page shows, as one the form offers', () => {
    expect(serviceProductOfPage('/VacuumValve3')).toBe('vacuumValve:3')
    expect(serviceProductOfPage('/presysDetail?form=y70Two')).toBe('presysModel:12')
    expect(serviceProductOfPage('/throttleValve')).toBe('otherProduct:throttleValve')
    const offered = new Set(serviceProducts.map((product) => product.key))
    for (const page of [...vacuumValvePages, ...presysModelPages, ...otherProductPages])
      expect(offered.has(serviceProductOfPage(page.path) ?? ''), page.path).toBe(true)
  })

  it('names nothing on a page that shows no product', () => {
    expect(serviceProductOfPage('/ServiceCenter')).toBeUndefined()
  })

  it('preselects only a product the form offers, or another make', () => {
    expect(preselectedProduct('vacuumValve:3')).toBe('vacuumValve:3')
    expect(preselectedProduct(['otherMake', 'vacuumValve:3'])).toBe('otherMake')
    expect(preselectedProduct('vacuumValve:9')).toBe('')
    expect(preselectedProduct('<script>')).toBe('')
    expect(preselectedProduct(undefined)).toBe('')
  })
})
