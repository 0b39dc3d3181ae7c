import { describe, expect, it } from 'vitest'

import { returnPath } from './returnPath'

describe('returnPath', () => {
  it('returns to a page of this site with its query', () => {
    expect(returnPath('/VacuumValve1')).toBe('/VacuumValve1')
    expect(returnPath('/presysDetail?form=y74')).toBe('/presysDetail?form=y74')
  })

  it('drops the locale prefix, which the caller adds back', () => {
    expect(returnPath('/en/VacuumValve3')).toBe('/VacuumValve3')
    expect(returnPath('/zh/download')).toBe('/download')
  })

  it('goes home when there is nowhere to return to', () => {
    expect(returnPath(null)).toBe('/home')
    expect(returnPath('')).toBe('/home')
    expect(returnPath('/')).toBe('/home')
    expect(returnPath('/en')).toBe('/home')
    expect(returnPath('/login')).toBe('/home')
    expect(returnPath('/en/register')).toBe('/home')
  })

  it('never leaves the site', () => {
    for (const evil of [
      'https://evil.example/',
      '//evil.example/path',
      '/en//evil.example',
      '/zh//evil.example/path',
      '/en/\\evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/%0a//evil.example',
      '/\t/evil.example',
      'evil.example',
    ]) {
      const target = returnPath(evil)
      expect(target.startsWith('/'), evil).toBe(true)
      expect(target.startsWith('//'), evil).toBe(false)
      expect(new URL(target, 'http://site.invalid').host, evil).toBe('site.invalid')
    }
  })
})
