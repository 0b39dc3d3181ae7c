import { label } from '@/lib/bilingual'

/**
 * The search engines whose webmaster tools verify a site by a meta tag, by the field that keeps the
 * code and the tag's name (each engine documents its own name).
 */
export const siteVerificationTags = [
  { field: 'baidu', name: 'baidu-site-verification', engine: label('百度', 'Baidu') },
  { field: 'so360', name: '360-site-verification', engine: label('360 搜索', '360 Search') },
  { field: 'sogou', name: 'sogou_site_verification', engine: label('搜狗', 'Sogou') },
  { field: 'bing', name: 'msvalidate.01', engine: label('必应', 'Bing') },
  { field: 'google', name: 'google-site-verification', engine: label('谷歌', 'Google') },
] as const

export type SiteVerificationField = (typeof siteVerificationTags)[number]['field']

/** What the engines hand out: letters, digits, `-`, `_` and `.`; nothing that could leave the attribute. */
const VERIFICATION_CODE = /^[A-Za-z0-9._-]{1,128}$/

export const isVerificationCode = (value: string) => VERIFICATION_CODE.test(value)

/** The digits of a public-security filing number (沪公网安备 31010402000000号 → 31010402000000), which its query link takes. */
export const policeFilingCode = (number: string): string => number.match(/\d{6,}/)?.[0] ?? ''

export const policeFilingLink = (number: string): string => `https://beian.mps.gov.cn/#/query/webSearch?code=${policeFilingCode(number)}`

/** The meta tags of the codes that are set, by tag name (`<meta name="baidu-site-verification" content="…">`). */
export const siteVerificationMeta = (codes: Partial<Record<SiteVerificationField, string>>): Record<string, string> =>
  Object.fromEntries(siteVerificationTags.filter(({ field }) => codes[field]).map(({ field, name }) => [name, codes[field] as string]))
