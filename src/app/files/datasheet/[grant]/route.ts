import { GRANT_SECONDS, grantedDatasheet, isGrantShaped } from '@/features/downloads/downloads'
import { apiTranslator } from '@/features/apiMessages'
import { getPayloadClient } from '@/lib/payload'
import { siteLog } from '@/runtime/log.mjs'

// the visitor may read either language: the refusal says it in both
const refusal = (['zh', 'en'] as const)
  .map((locale) => {
    const t = apiTranslator(locale)
    return `${t('grant.title')}\n${t('grant.text', { grantMinutes: GRANT_SECONDS / 60 })}`
  })
  .join('\n\n')

/**
 * Streams the datasheet a fresh grant (from /api/product/download) opens; 403 with the reason for a
 * grant that expired or does not open, 404 for a path that cannot be a grant at all.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ grant: string }> }): Promise<Response> {
  const { grant } = await params
  if (!isGrantShaped(grant)) return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const file = await grantedDatasheet(await getPayloadClient(), grant).catch((error: unknown) => {
    siteLog('files').error({ err: error }, 'datasheet lookup failed')
    return null
  })
  if (!file) {
    return new Response(refusal, {
      status: 403,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': file.mimeType,
      'Content-Length': String(file.size),
      'Content-Disposition': `inline; filename="${file.filename.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
