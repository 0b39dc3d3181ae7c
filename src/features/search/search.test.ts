import { describe, expect, it } from 'vitest'

import { findProductPage } from '@/features/search/search'
import { siteNames } from '@/siteMap/namesOfAFreshSite'

const hrefOf = (keyword: string) => findProductPage(siteNames, keyword)?.href

describe('the product search', () => {
  it('finds pages by model number, in any case and spacing', () => {
    expect(hrefOf('Y77')).toBe('/presysDetail?form=presysy77')
    expect(hrefOf('y70')).toBe('/presysDetail?form=y70')
    expect(hrefOf('Y70-2')).toBe('/presysDetail?form=y70Two')
    expect(hrefOf('y21 3')).toBe('/presysDetail?form=y21Three')
    expect(hrefOf('mgv')).toBe('/VacuumValve1')
    expect(hrefOf('AGV')).toBe('/VacuumValve1')
    expect(hrefOf('MNE')).toBe('/mne')
  })

  it('finds pages by product name in Chinese or English', () => {
    expect(hrefOf('蝶阀')).toBe('/VacuumValve2')
    expect(hrefOf('Butterfly valve')).toBe('/VacuumValve2')
    expect(hrefOf('高真空闸阀')).toBe('/VacuumValve6')
    expect(hrefOf('high vacuum gate valve')).toBe('/VacuumValve6')
    expect(hrefOf('真空闸阀')).toBe('/VacuumValve7')
    expect(hrefOf('节流阀控制器')).toBe('/throttleValveController')
    expect(hrefOf('throttle valve')).toBe('/throttleValve')
    expect(hrefOf('冷水机')).toBe('/unisemChiller')
    expect(hrefOf('UHV angle valve DN40')).toBe('/VacuumValve4')
    expect(hrefOf('高真空直角阀')).toBe('/VacuumValve3')
    expect(hrefOf('High Vacuum Angle Valve')).toBe('/VacuumValve3')
    expect(hrefOf('高真空插板阀')).toBe('/VacuumValve6')
    expect(hrefOf('真空插板阀')).toBe('/VacuumValve7')
    expect(hrefOf('矩形传输阀')).toBe('/VacuumValve5')
  })

  it('finds nothing for an empty keyword or an unrelated one', () => {
    expect(findProductPage(siteNames, '')).toBeUndefined()
    expect(findProductPage(siteNames, '   ')).toBeUndefined()
    expect(findProductPage(siteNames, '咖啡机')).toBeUndefined()
  })
})
