import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'backups/**',
      '.e2e-data/**',
      '.e2e-data-*/**',
      '.e2e-server-*/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
    ],
  },
  {
    // the site's link fetches a page ahead on the visitor's intent, not whenever it is in view
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use { Link } from '@/ui/Link' (it prefetches on intent)." }] },
      ],
    },
  },
]

export default config
