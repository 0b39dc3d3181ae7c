import { describe, expect, it } from 'vitest'

import { malformedPathReason } from '../../server/malformedPaths.mjs'

describe('a request path the server refuses before Next sees it', () => {
  it.each([
    '/cms-api/media/file/%2e%2e/secret.key',
    '/cms-api/media/file/%2e%2e%2fsecret.key',
    '/cms-api/media/file/..%5csecret.key',
    '/cms-api/media/file/.%2e/secret.key',
    '/cms-api/datasheets/file/%2E%2E/x.pdf',
    '/cms-api/enquiry-attachments/file/%2e%2e%2f%2e%2e%2fsite.db',
    '/cms-api/media/file/a%00.png',
    '/cms-api/media/file/../secret.key',
    '/files/%2e%2e/secret.key',
    '/files/datasheet/..%2f..%2fsecret.key',
    '/files/datasheet/a\\b',
    '/cms-api/media/file/....//secret.key',
    '/cms-api/media/file/%',
    '/cms-api/media/file/%c0%ae%c0%ae/x',
    '/home/%E0%A4%A',
  ])('refuses %s', (url) => {
    expect(malformedPathReason(url)).not.toBeNull()
  })

  it.each([
    '/cms-api/media/file/banner-1.webp',
    '/cms-api/media/file/%E6%A8%AA%E5%B9%85.png',
    '/cms-api/media/file/a.png?2e=%2e%2e',
    '/files/datasheet/AbC_123-x',
    '/cms-api/media/1',
    '/en/News?page=2',
    '/_next/static/chunks/a.js',
  ])('lets %s through', (url) => {
    expect(malformedPathReason(url)).toBeNull()
  })
})
