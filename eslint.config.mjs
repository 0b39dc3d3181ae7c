import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

/**
 * A module that must never reach the browser says so twice, in its name and in its first imports:
 * `name.server.ts` if and only if it has `import 'server-only'`. A module the Payload config loads
 * outside Next (scripts run it in plain Node, where 'server-only' throws) has neither.
 */
const serverOnlyNamed = {
  meta: {
    type: 'problem',
    messages: {
      unnamed: "This module imports 'server-only': name it *.server.ts(x).",
      unguarded: "A *.server.ts(x) module must import 'server-only': add it, or drop .server from the name.",
    },
  },
  create(context) {
    const named = /\.server\.tsx?$/.test(context.filename)
    return {
      Program(program) {
        const guarded = program.body.some((node) => node.type === 'ImportDeclaration' && node.source.value === 'server-only')
        if (guarded && !named) context.report({ node: program, messageId: 'unnamed' })
        if (named && !guarded) context.report({ node: program, messageId: 'unguarded' })
      },
    }
  },
}

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
    // No React in these files: the React Compiler's rules (react-hooks' own, past the two classic
    // ones) compile every file they see, and on the tests, browser tests, server and scripts that
    // was more than half of the lint's rule time for nothing
    files: ['e2e/**', 'tests/**', 'server/**', 'scripts/**', '**/*.test.ts', '*.{ts,mjs}'],
    rules: Object.fromEntries(
      Object.keys(nextCoreWebVitals.find((entry) => entry.plugins?.['react-hooks'])?.plugins?.['react-hooks'].rules ?? {})
        .filter((name) => name !== 'rules-of-hooks' && name !== 'exhaustive-deps')
        .map((name) => [`react-hooks/${name}`, 'off']),
    ),
  },
  {
    // the site's link fetches a page ahead on the visitor's intent, not whenever it is in view;
    // and the site's router first hydrates the parts that wait for a first use (decision 050)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/Link.tsx', 'src/ui/useRouter.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: "Use { Link } from '@/ui/Link' (it prefetches on intent)." },
            {
              name: 'next/navigation',
              importNames: ['useRouter'],
              message: "Use { useRouter } from '@/ui/useRouter' (a navigation first hydrates the parts that wait for a use).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { project: { rules: { 'server-only-named': serverOnlyNamed } } },
    rules: { 'project/server-only-named': 'error' },
  },
]

export default config
