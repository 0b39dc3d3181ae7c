import { createHash, createHmac } from 'node:crypto'

// The two vendors' request signatures, written from their published documents (not from the SDKs),
// so that a stand-in can verify what an SDK sent. vendorSignatures.test.ts checks both against the
// worked examples in those documents.

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest()

/** RFC 3986 percent-encoding: only A–Z a–z 0–9 - _ . ~ stay as they are. */
export const percentEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export interface SignedRequest {
  method: string
  path: string
  /** decoded name/value pairs of the query string */
  query: [string, string][]
  /** lower-case names */
  headers: Record<string, string>
  /** the lower-case names the client says it signed, in its order */
  signedHeaders: string[]
  body: Buffer
}

/**
 * Aliyun OpenAPI signature V3, ACS3-HMAC-SHA256 ("V3版本请求体&签名机制"): HMAC-SHA256 with the
 * AccessKey secret over "ACS3-HMAC-SHA256\n" + hex SHA-256 of the canonical request, in lower-case hex.
 */
export function acs3Signature(accessKeySecret: string, request: SignedRequest): string {
  const canonicalQuery = request.query
    .map(([name, value]) => [percentEncode(name), percentEncode(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
  const signed = [...request.signedHeaders].sort()
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path.split('/').map(percentEncode).join('/') || '/',
    canonicalQuery,
    signed.map((name) => `${name}:${(request.headers[name] ?? '').trim()}\n`).join(''),
    signed.join(';'),
    sha256Hex(request.body),
  ].join('\n')
  return hmac(accessKeySecret, `ACS3-HMAC-SHA256\n${sha256Hex(canonicalRequest)}`).toString('hex')
}

export interface Tc3Request extends SignedRequest {
  /** X-TC-Timestamp, seconds */
  timestamp: number
  /** the product, e.g. sms (the first label of its endpoint) */
  service: string
}

/** The UTC date of a Unix time, as TC3 names the day of its derived key. */
export const tc3Date = (timestamp: number) => new Date(timestamp * 1000).toISOString().slice(0, 10)

/**
 * Tencent Cloud signature v3, TC3-HMAC-SHA256 ("签名方法 v3"): canonical request → string to sign
 * "TC3-HMAC-SHA256\n{timestamp}\n{date}/{service}/tc3_request\n{hash}" → key derived from "TC3"+SecretKey
 * over date, service and "tc3_request" → HMAC-SHA256 in lower-case hex.
 */
export function tc3Signature(secretKey: string, request: Tc3Request): string {
  const signed = [...request.signedHeaders].sort()
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path,
    request.query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&'),
    // the document: header names and values in lower case, trimmed
    signed.map((name) => `${name}:${(request.headers[name] ?? '').trim().toLowerCase()}\n`).join(''),
    signed.join(';'),
    sha256Hex(request.body),
  ].join('\n')
  const date = tc3Date(request.timestamp)
  const stringToSign = ['TC3-HMAC-SHA256', request.timestamp, `${date}/${request.service}/tc3_request`, sha256Hex(canonicalRequest)].join(
    '\n',
  )
  const key = hmac(hmac(hmac(`TC3${secretKey}`, date), request.service), 'tc3_request')
  return hmac(key, stringToSign).toString('hex')
}
