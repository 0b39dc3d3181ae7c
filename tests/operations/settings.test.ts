import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { sourceRun } from '../../scripts/tsx.mjs'
import { maskCredentials, metricsAddress, settingsProblem, settingsWarnings } from '@/runtime/settings.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const secret = 'a'.repeat(64)

/** Starts `command` (as `npm start` or a service manager would) in `cwd` with only `env` set; what it printed and its exit code. */
function start(command: string[], env: Record<string, string>, cwd = root) {
  const result = spawnSync(command[0], command.slice(1), {
    cwd,
    env: { NODE_ENV: 'development', PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  })
  return { status: result.status, stderr: result.stderr.trim(), stdout: result.stdout.trim() }
}

const refused: [string, Record<string, string>, RegExp][] = [
  [
    'PostgreSQL without PAYLOAD_SECRET',
    { DATABASE_URL: 'postgres://site:pw@db.internal/site' },
    /^\[settings\] PAYLOAD_SECRET: required with DATABASE_URL \(PostgreSQL\)/,
  ],
  ['Redis without PAYLOAD_SECRET', { REDIS_URL: 'redis://cache.internal:6379' }, /^\[settings\] PAYLOAD_SECRET: required with REDIS_URL/],
  [
    'a bucket without PAYLOAD_SECRET',
    { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' },
    /^\[settings\] PAYLOAD_SECRET: required with S3_BUCKET/,
  ],
  [
    'an unknown SMS provider',
    { SMS_PROVIDER: 'aliyn' },
    /^\[settings\] SMS_PROVIDER must be one of outbox, aliyun, tencent \(got "aliyn"\)$/,
  ],
  [
    'an SMS gateway without its signature',
    { SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id', SMS_ACCESS_KEY_SECRET: 'secret' },
    /^\[settings\] SMS_SIGN_NAME is required: the approved SMS signature \(签名\) of SMS_PROVIDER=aliyun$/,
  ],
  [
    'a bucket style that is neither',
    { S3_FORCE_PATH_STYLE: 'yes' },
    /^\[settings\] S3_FORCE_PATH_STYLE: expected "true" or "false", got "yes"$/,
  ],
  [
    'a deployment that does not name its SMS provider',
    { NODE_ENV: 'production', SITE_URL: 'https://www.example.com' },
    /^\[settings\] SMS_PROVIDER: choose the SMS gateway of this deployment explicitly/,
  ],
  [
    'incomplete SMTP',
    { SMTP_HOST: 'smtp.example.com', SMTP_USER: 'sales' },
    /^\[settings\] SMTP_PASSWORD: set SMTP_USER and SMTP_PASSWORD together/,
  ],
  ['SMTP without a host', { SMTP_USER: 'sales', SMTP_PASSWORD: 'pw' }, /^\[settings\] SMTP_HOST: required with SMTP_USER/],
  [
    'an unreadable TRUST_PROXY',
    { TRUST_PROXY: 'proxy.example' },
    /^\[settings\] TRUST_PROXY: expected "proxy\.example" is neither an address, a CIDR range nor "loopback"/,
  ],
  ['a CIDR range that is none', { TRUST_PROXY: '10.0.0.0/33' }, /^\[settings\] TRUST_PROXY: expected "10\.0\.0\.0\/33"/],
  ['a port that is no number', { PORT: '3000x' }, /^\[settings\] PORT: expected a whole number from 1 to 65535, got "3000x"$/],
  ['a drain time that is no number', { DRAIN_SECONDS: 'ten' }, /^\[settings\] DRAIN_SECONDS: expected a whole number/],
  ['a SITE_URL that is no address', { SITE_URL: 'www.example.com' }, /^\[settings\] SITE_URL: expected an http:\/\/ or https:\/\/ address/],
  [
    'a DATABASE_URL of another kind',
    { DATABASE_URL: 'mysql://db/site' },
    /^\[settings\] DATABASE_URL: expected file:<path> \(SQLite\) or postgres:/,
  ],
  [
    'no SITE_URL behind a proxy in production',
    { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1', SMS_PROVIDER: 'outbox' },
    /^\[settings\] SITE_URL: required behind a proxy/,
  ],
  [
    'a hop count while the server listens on every interface',
    { TRUST_PROXY: '1' },
    /^\[settings\] TRUST_PROXY: a hop count believes X-Forwarded-For from any peer, and the server listens on 0\.0\.0\.0 \(HOSTNAME_BIND\)/,
  ],
  [
    'a hop count with a public bind address',
    { TRUST_PROXY: '2', HOSTNAME_BIND: '::' },
    /^\[settings\] TRUST_PROXY: a hop count believes X-Forwarded-For from any peer, and the server listens on :: \(HOSTNAME_BIND\)/,
  ],
  ['a short PAYLOAD_SECRET', { PAYLOAD_SECRET: 'short' }, /^\[settings\] PAYLOAD_SECRET: expected at least 32 characters[^"]*$/],
  [
    'a retry count of the enquiry mail that is no number',
    { NOTIFY_MAIL_RETRIES: 'eight' },
    /^\[settings\] NOTIFY_MAIL_RETRIES: expected a whole number from 0 to 20, got "eight"$/,
  ],
  [
    'an SMS ceiling that is no number',
    { SMS_DAILY_LIMIT: '1000/day' },
    /^\[settings\] SMS_DAILY_LIMIT: expected a whole number from 1 to 1000000, got "1000\/day"$/,
  ],
  [
    'an SMS ceiling of nothing',
    { SMS_DAILY_LIMIT: '0' },
    /^\[settings\] SMS_DAILY_LIMIT: expected a whole number from 1 to 1000000, got "0"$/,
  ],
  ['an outbox with no room', { OUTBOX_MAX_MB: '0' }, /^\[settings\] OUTBOX_MAX_MB: expected a whole number from 1 to 100000, got "0"$/],
  [
    'a metrics port out of range',
    { METRICS_PORT: '70000' },
    /^\[settings\] METRICS_PORT: expected a whole number from 0 to 65535, got "70000"$/,
  ],
  ['a metrics host that is none', { METRICS_HOST: 'http://127.0.0.1' }, /^\[settings\] METRICS_HOST: expected an address or a host name/],
  [
    "metrics on the site's own port",
    { NODE_ENV: 'production', PORT: '9464' },
    /^\[settings\] METRICS_PORT: 9464 is the site's own port \(PORT\)/,
  ],
]

describe('the settings checked at start', () => {
  it('let a fresh machine with no settings start, in development and as `npm start` runs it', () => {
    expect(settingsProblem({})).toBeNull()
    expect(settingsProblem({ NODE_ENV: 'production' })).toBeNull()
    expect(
      settingsProblem({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://site:pw@db.internal/site',
        PAYLOAD_SECRET: secret,
        REDIS_URL: 'redis://:pw@cache.internal:6379',
        S3_BUCKET: 'files',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_ENDPOINT: 'https://oss-cn-shanghai.aliyuncs.com',
        TRUST_PROXY: 'loopback, 10.0.0.0/8, 2001:db8::/32',
        SITE_URL: 'https://www.example.com',
        SMS_PROVIDER: 'outbox',
        SMS_DAILY_LIMIT: '1000',
        PORT: '3000',
        NOTIFY_MAIL_RETRIES: '8',
        NOTIFY_MAIL_RETRY_DELAY_SECONDS: '60',
        OUTBOX_MAX_MB: '10',
        OUTBOX_KEEP_DAYS: '7',
      }),
    ).toBeNull()
  })

  it('accept a hop count when the server listens on loopback only, behind a proxy on the same machine', () => {
    expect(settingsProblem({ TRUST_PROXY: '1', HOSTNAME_BIND: '127.0.0.1' })).toBeNull()
    expect(settingsProblem({ TRUST_PROXY: '1', HOSTNAME_BIND: '::1' })).toBeNull()
  })

  it.each(refused)('refuse %s with one line naming the variable', (_case, env, line) => {
    expect(settingsProblem(env)).toMatch(new RegExp(line.source.replace('^\\[settings\\] ', '^')))
  })

  it('never print a secret they refuse', () => {
    expect(settingsProblem({ PAYLOAD_SECRET: 'tiny-secret' })).not.toContain('tiny-secret')
  })

  it('never print the password of an address they refuse or name', () => {
    expect(settingsProblem({ DATABASE_URL: 'mysql://site:db-pass@db.internal/site' })).toBe(
      'DATABASE_URL: expected file:<path> (SQLite) or postgres://user:password@host/database, got "mysql://site:***@db.internal/site"',
    )
    expect(settingsProblem({ REDIS_URL: 'http://:cache-pass@cache.internal:6379' })).toMatch(/got "http:\/\/:\*\*\*@cache\.internal:6379"$/)
    expect(settingsProblem({ DATABASE_URL: 'postgres://site:p@ss/word@db.internal/site' })).not.toMatch(/p@ss|word/)
    expect(maskCredentials('at postgres://site:a@db/x and redis://:b@cache:6379 (redis://cache:6379)')).toBe(
      'at postgres://site:***@db/x and redis://:***@cache:6379 (redis://cache:6379)',
    )
  })
})

describe('where the metrics are served', () => {
  it('on loopback port 9464 in production, nowhere in development, unless METRICS_PORT and METRICS_HOST say otherwise', () => {
    expect(metricsAddress({ NODE_ENV: 'production' })).toEqual({ port: 9464, host: '127.0.0.1' })
    expect(metricsAddress({ NODE_ENV: 'development' })).toBeNull()
    expect(metricsAddress({ NODE_ENV: 'production', METRICS_PORT: '0' })).toBeNull()
    expect(metricsAddress({ METRICS_PORT: '9101', METRICS_HOST: '10.0.0.5' })).toEqual({ port: 9101, host: '10.0.0.5' })
    expect(settingsProblem({ NODE_ENV: 'production', METRICS_PORT: '9101', METRICS_HOST: '::1' })).toBeNull()
  })

  it('warn at start when they listen beyond loopback, where GET /metrics answers anyone', () => {
    expect(settingsWarnings({ NODE_ENV: 'production' })).toEqual([])
    expect(settingsWarnings({ NODE_ENV: 'production', METRICS_HOST: '::1' })).toEqual([])
    expect(settingsWarnings({ NODE_ENV: 'production', METRICS_HOST: 'localhost' })).toEqual([])
    expect(settingsWarnings({ NODE_ENV: 'production', METRICS_HOST: '0.0.0.0', METRICS_PORT: '0' })).toEqual([])
    for (const host of ['0.0.0.0', '10.0.0.5', '::', 'metrics.internal'])
      expect(settingsWarnings({ NODE_ENV: 'production', METRICS_HOST: host })).toEqual([
        expect.stringMatching(new RegExp(`^METRICS_HOST: .*${host.replace(/\./g, '\\.')}.*no authentication`)),
      ])
  })
})

describe('a start with a wrong setting', () => {
  it.each(refused)('stops `npm start` before it builds or migrates: %s', (_case, env, line) => {
    const started = start(['node', 'scripts/start.mjs'], env)
    expect(started.status).toBe(1)
    expect(started.stderr.split('\n')).toHaveLength(1)
    expect(started.stderr).toMatch(line)
  })

  it('stops the server itself (server.mjs, as a service manager may run it)', () => {
    const started = start(['node', 'server.mjs'], { TRUST_PROXY: '10.0.0.0/33' })
    expect(started.status).toBe(1)
    expect(started.stderr).toMatch(/^\[settings\] TRUST_PROXY: expected "10\.0\.0\.0\/33"/)
    expect(started.stdout).not.toContain('Ready on')
  })

  it('reads .env the same way in `npm start`, the migrate-and-seed step and the server', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'settings-'))
    writeFileSync(path.join(folder, '.env'), 'DATABASE_URL=postgres://site:pw@db.internal/site\n')
    const [tsx, prepareDb] = sourceRun(path.join(root, 'scripts/prepare-db.ts'))
    for (const command of [
      ['node', path.join(root, 'scripts/start.mjs')],
      [tsx, ...prepareDb],
      ['node', path.join(root, 'server.mjs')],
    ]) {
      // from another folder, tsx finds the project's path aliases only when told where its tsconfig is
      const started = start(command, { TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') }, folder)
      expect(started.status, command.join(' ')).toBe(1)
      expect(started.stderr, command.join(' ')).toMatch(/^\[settings\] PAYLOAD_SECRET: required with DATABASE_URL \(PostgreSQL\)/)
    }
  })
})
