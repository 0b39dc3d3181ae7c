import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { MAX_ATTACHMENT_BYTES } from '@/features/enquiries/attachmentRules'
import { MULTIPART_OVERHEAD_BYTES } from '@/api/multipartFile'

const nginxDir = path.resolve(import.meta.dirname, '../../deploy/nginx')
const units: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }

/** Every `client_max_body_size` in a configuration text, in bytes (nginx's size units; 0 means no limit). */
function bodyLimits(config: string): number[] {
  return [...config.matchAll(/^\s*client_max_body_size\s+(\d+)([kmg]?)\s*;/gim)].map(
    ([, size, unit]) => Number(size) * units[unit.toLowerCase()],
  )
}

/** The largest body the upload call takes: the file at its limit and the multipart framing around it. */
const largestUpload = MAX_ATTACHMENT_BYTES + MULTIPART_OVERHEAD_BYTES
const letsThrough = (limit: number) => limit === 0 || limit >= largestUpload

describe("nginx's body limit", () => {
  const configs = readdirSync(nginxDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.conf'))
  const limits = configs.flatMap((name) => bodyLimits(readFileSync(path.join(nginxDir, name), 'utf8')))

  it('lets the largest attachment the site accepts through to the app, framing and all', () => {
    // without the directive nginx refuses bodies over 1 MB with its own 413 page
    expect(limits.length).toBeGreaterThan(0)
    expect(limits.filter((limit) => !letsThrough(limit))).toEqual([])
  })

  it('would refuse a limit set to the bare file size (the check can fail)', () => {
    const bare = bodyLimits(`server {\n  client_max_body_size ${MAX_ATTACHMENT_BYTES / 1024 ** 2}m;\n}`)
    expect(bare).toEqual([MAX_ATTACHMENT_BYTES])
    expect(letsThrough(bare[0])).toBe(false)
  })
})
