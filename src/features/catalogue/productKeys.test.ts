import { describe, expect, it } from 'vitest'

import { isCatalogueProduct, serviceProducts } from '@/features/serviceRequests/requestFields'

import { catalogueProductKeys, isCatalogueProductKey, productKeyOfPath, productPathOfKey } from './productKeys'

describe('product keys', () => {
  it('name each product page of the site map once, and lead back to it', () => {
    expect(catalogueProductKeys).toHaveLength(8 + 16 + 6)
    expect(productKeyOfPath('/VacuumValve3')).toBe('vacuumValve:3')
    expect(productKeyOfPath('/presysDetail?form=y70Two')).toBe('presysModel:12')
    expect(productKeyOfPath('/mne')).toBe('otherProduct:mne')
    expect(productKeyOfPath('/productFinder')).toBeUndefined()
    for (const { key } of catalogueProductKeys) expect(productKeyOfPath(productPathOfKey(key) ?? '')).toBe(key)
  })

  it('are the ones the service request form offers', () => {
    expect(serviceProducts.map((product) => product.key)).toEqual(catalogueProductKeys.map((product) => product.key))
    expect(isCatalogueProduct('presysModel:24')).toBe(true)
    expect(isCatalogueProductKey('presysModel:25')).toBe(false)
  })
})
