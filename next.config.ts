import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { SECURITY_HEADERS } from './src/runtime/securityHeaders.mjs'

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm test` type-checks the whole project with tsc before it builds: BUILD_TYPECHECK=false spares
  // the build a second check of the same files (a build on its own still checks)
  typescript: { ignoreBuildErrors: process.env.BUILD_TYPECHECK === 'false' },
  experimental: {
    // Turbopack keeps what it compiled for the next build when BUILD_CACHE is not 0: scripts/build.mjs
    // decides (not in CI, nor in a first `npm start`, where writing it from nothing costs a minute)
    turbopackFileSystemCacheForBuild: process.env.BUILD_CACHE !== '0',
    // A production build writes no source maps (decision 054): the server's 750 maps (230 MB) were a
    // third of the compile (2.2 min → 1.4 min here), and nothing read them (Node applies them only
    // with --enable-source-maps; the browser's were already off). BUILD_SOURCE_MAPS=1 writes them
    // for a build whose stack traces someone means to read; `npm run dev` keeps them.
    turbopackSourceMaps: process.env.NODE_ENV !== 'production' || process.env.BUILD_SOURCE_MAPS === '1',
  },
  // The SMS vendors' SDKs are CommonJS with optional requires (ws, socks and proxy agents, moment's
  // locales): required from node_modules at run time rather than bundled into the server.
  // prom-client too: server.mjs and the app then share one copy of it (src/runtime/metrics.mjs).
  serverExternalPackages: ['@alicloud/dysmsapi20170525', 'tencentcloud-sdk-nodejs-sms', 'prom-client'],
  // Next's file-system cache, or one Redis cache shared by all instances when REDIS_URL is set
  cacheHandler: path.resolve('cache-handler.mjs'),
  images: {
    localPatterns: [{ pathname: '/cms-api/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    // Fewer widths than Next's 15: every <img> lists them in its srcset (page weight) and each is a
    // separately optimised and cached file; these cover phones to wide screens at 1x–2x.
    deviceSizes: [640, 828, 1200, 1920, 2560],
    imageSizes: [64, 128, 256, 384],
  },
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }]
  },
}

const config = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint, and its `Critical-CH` makes Chrome
 * discard a response without the hint and send the request again: every first visit's page cost a
 * second round trip (Lighthouse: a 307 "redirect" before each page). Only the admin reads the hint.
 */
export const CLIENT_HINT_PATHS = '/admin/:path*'
const withPayloadHeaders = config.headers
config.headers = async () =>
  ((await withPayloadHeaders?.()) ?? []).map((rule) =>
    rule.headers.some((header) => header.key === 'Critical-CH') ? { ...rule, source: CLIENT_HINT_PATHS } : rule,
  )

export default config
