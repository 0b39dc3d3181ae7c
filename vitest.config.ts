import path from 'node:path'

import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.resolve(__dirname, 'src/payload.config.ts'),
      '@': path.resolve(__dirname, 'src'),
      'server-only': path.resolve(__dirname, 'tests/server-only-stub.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // A worker's files share its process, so the packages are loaded once per worker, not once per
    // file (two thirds of the suite's time was imports); tests/setup.ts starts each file afresh.
    isolate: false,
    setupFiles: ['tests/setup.ts'],
    testTimeout: 30_000,
    // next-intl imports 'next/server' without an extension, which Node's ESM loader refuses
    server: { deps: { inline: ['next-intl'] } },
    hookTimeout: 60_000,
  },
})
