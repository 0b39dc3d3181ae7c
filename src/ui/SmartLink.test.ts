import { describe, expect, it } from 'vitest'

import { canonicalHref } from './SmartLink'

describe('an editor’s link to a site page', () => {
  it('is written in the site map’s spelling, so that it is not redirected (nor its prefetch thrown away)', () => {
    expect(canonicalHref('/valveRepairDndMaintenance')).toBe('/ValveRepairDndMaintenance')
    expect(canonicalHref('/newsdetail?id=3#top')).toBe('/NewsDetail?id=3#top')
    expect(canonicalHref('/News')).toBe('/News')
  })

  it('keeps a path the site map does not know as it is', () => {
    expect(canonicalHref('/some/old-page?x=1')).toBe('/some/old-page?x=1')
  })
})
