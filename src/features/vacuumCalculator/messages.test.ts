import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { loadMessages } from '@/messages'

import { calculatorErrors, calculatorLimitValues, validities } from './calculate'
import { gasKeys } from '@/features/specs/gases'

const translatorFor = async (locale: 'zh' | 'en') =>
  createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as (
    key: string,
    values?: Record<string, string | number>,
  ) => string

describe('the calculator in both languages', () => {
  it.each(['zh', 'en'] as const)('has a %s text for every field error, regime label and gas it can show', async (locale) => {
    const t = await translatorFor(locale)
    const keys = [
      ...calculatorErrors.map((key) => `vacuumCalculator.errors.${key}`),
      ...validities.map((key) => `vacuumCalculator.validity.${key}`),
      ...gasKeys.map((key) => `vacuumCalculator.gases.${key}`),
    ]
    const missing = keys.filter((key) => {
      const text = t(key, { ...calculatorLimitValues, min: '1', max: '2' })
      return !text || text === key || text.includes('{')
    })
    expect(missing).toEqual([])
  })

  it.each(['zh', 'en'] as const)('states in %s the limits each regime holds within, from the constants that decide it', async (locale) => {
    const t = await translatorFor(locale)
    const label = (key: string) => t(`vacuumCalculator.validity.${key}`, calculatorLimitValues)
    expect(label('viscous')).toContain('Kn < 0.01')
    expect(label('molecular')).toContain('Kn > 0.5')
    expect(label('transition')).toContain('0.01 ≤ Kn ≤ 0.5')
    expect(label('turbulent')).toMatch(/Re ≥ 2,?300/)
    expect(label('belowRoughVacuum')).toContain('1 mbar')
    const range = { min: '-70 °C', max: '700 °C' }
    expect(t('vacuumCalculator.errors.temperatureOutOfRange', { ...calculatorLimitValues, ...range })).toMatch(/-70 °C.*700 °C/)
  })
})
