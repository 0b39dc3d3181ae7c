import { describe, expect, it } from 'vitest'

import { attachmentProblem, MAX_ATTACHMENT_BYTES } from './attachmentRules'

const pdfBytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')
const pngBytes = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
])
const exeBytes = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0])
const dxfText = new TextEncoder().encode('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n')

const file = (bytes: Uint8Array<ArrayBuffer>, name: string) => new File([bytes], name)

describe('attachmentProblem', () => {
  it('accepts PDF, PNG and DXF whose bytes match their extension', async () => {
    expect(await attachmentProblem(file(pdfBytes, 'drawing.PDF'))).toBeNull()
    expect(await attachmentProblem(file(pngBytes, 'photo.png'))).toBeNull()
    expect(await attachmentProblem(file(dxfText, 'part.dxf'))).toBeNull()
  })

  it('refuses other kinds, disguised files and empty files', async () => {
    expect(await attachmentProblem(file(exeBytes, 'setup.exe'))).toBe('kindNotAllowed')
    expect(await attachmentProblem(file(exeBytes, 'datasheet.pdf'))).toBe('disguised')
    expect(await attachmentProblem(file(pngBytes, 'photo.jpg'))).toBe('disguised')
    expect(await attachmentProblem(file(new Uint8Array(), 'empty.pdf'))).toBe('empty')
  })

  it('takes a file of exactly 15 MB and refuses one byte more before reading it', async () => {
    expect(MAX_ATTACHMENT_BYTES).toBe(15 * 1024 * 1024)
    const exactly = new File([pdfBytes, new Uint8Array(MAX_ATTACHMENT_BYTES - pdfBytes.length)], 'exactly.pdf')
    expect(await attachmentProblem(exactly)).toBeNull()
    const big = { size: MAX_ATTACHMENT_BYTES + 1, name: 'big.pdf' } as Blob & { name: string }
    expect(await attachmentProblem(big)).toBe('tooLarge')
  })
})
