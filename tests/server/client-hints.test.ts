import { describe, expect, it } from 'vitest'

import config, { CLIENT_HINT_PATHS } from '../../next.config'

describe('the colour-scheme client hint Payload asks for', () => {
  it('is asked for on the admin only: on a public page Critical-CH would make Chrome send the first request twice', async () => {
    const rules = (await config.headers?.()) ?? []
    const hinted = rules.filter((rule) => rule.headers.some((header) => /^(Critical-CH|Accept-CH)$/i.test(header.key)))
    expect(hinted.length).toBeGreaterThan(0)
    for (const rule of hinted) expect(rule.source).toBe('/admin/:path*')
    expect(CLIENT_HINT_PATHS).toBe('/admin/:path*')
    // the site's own headers still apply everywhere
    expect(rules.some((rule) => rule.source === '/:path*' && rule.headers.some((h) => h.key === 'X-Frame-Options'))).toBe(true)
  })
})
