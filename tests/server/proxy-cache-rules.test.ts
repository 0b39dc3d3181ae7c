import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isMembersOnlyPath, membersOnlyPaths, READ_CALLS } from '@/runtime/cacheRules.mjs'
import * as siteMap from '@/siteMap'

import { GENERATED_FILE, nginxCacheRules } from '../../scripts/nginxCacheRules.mjs'
import { pageEncoding } from '../../server/pageCompression.mjs'
import { nginxMemberCopyAddress } from '../../server/pageCopies.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const deployFile = (name: string) => readFileSync(path.join(root, 'deploy/nginx', name), 'utf8')
const APP_PORT = 3321
const PROXY_PORT = 8321

/** The site map with a ninth valve type added, as an editor of src/siteMap/index.ts would add it. */
const withNinthValve = {
  ...siteMap,
  vacuumValvePages: [...siteMap.vacuumValvePages, { path: '/VacuumValve9' as const, membersOnly: true }],
}

describe('the cache rules nginx and the app share', () => {
  it('deploy/nginx holds the rules as the site map gives them today (npm run build rewrites the file)', () => {
    expect(readFileSync(path.join(root, GENERATED_FILE), 'utf8')).toBe(nginxCacheRules(siteMap))
  })

  it('the read calls nginx keeps are calls of the API that never read who asks', () => {
    for (const call of READ_CALLS) {
      const source = readFileSync(path.join(root, 'src/api/calls', `${call.replace('/', '.')}.ts`), 'utf8')
      expect(source, call).toMatch(/export const POST/)
      expect(source, call).not.toMatch(/memberToken|memberCookie|currentMember|cookies\(|UserToken|rateLimit|userToken/i)
    }
  })

  it('a ninth valve type added to the site map is members-only for the app too', () => {
    const paths = membersOnlyPaths(withNinthValve)
    expect(isMembersOnlyPath(paths, '/VacuumValve9')).toBe(true)
    expect(isMembersOnlyPath(paths, '/en/vacuumvalve9')).toBe(true)
    expect(isMembersOnlyPath(paths, '/VacuumValveMain')).toBe(false)
    expect(isMembersOnlyPath(membersOnlyPaths(siteMap), '/VacuumValve9')).toBe(false)
  })
})

const hasNginx = spawnSync('nginx', ['-v']).status === 0

/**
 * nginx with the shipped cache files in front of a stand-in for the app that counts the requests
 * reaching it and answers a public page, except where the path says `private`.
 */
describe.runIf(hasNginx || process.env.CI)('nginx with the shipped page cache', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'proxy-cache-'))
  const reachedApp = new Map<string, number>()
  const app = createServer(async (request, response) => {
    const url = request.url ?? ''
    reachedApp.set(url, (reachedApp.get(url) ?? 0) + 1)
    if (url.startsWith('/api/')) {
      let body = ''
      for await (const chunk of request) body += chunk
      const call = `${request.method} ${url} ${body}`
      reachedApp.set(call, (reachedApp.get(call) ?? 0) + 1)
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      return response.end(JSON.stringify({ code: 1, msg: 'ok', data: body }))
    }
    if (url.includes('member-copy')) {
      // a member's catalogue page as the app answers it (server/responsePipeline.mjs): to a live
      // session with nginx's offer, the address of nginx's copy; without the offer, the page
      const live = request.headers.cookie?.includes('member_token=live')
      const address = live ? nginxMemberCopyAddress(request, pageEncoding(request)) : undefined
      const kind = !live ? 'ended' : address ? 'offered' : 'page'
      reachedApp.set(`${kind} ${url}`, (reachedApp.get(`${kind} ${url}`) ?? 0) + 1)
      if (!live) {
        response.writeHead(307, { location: '/login', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
        return response.end()
      }
      if (address) {
        response.writeHead(200, { 'x-accel-redirect': address, 'content-length': '0' })
        return response.end()
      }
      response.writeHead(200, { 'content-type': 'text/html', 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' })
      return response.end(`<p>members' page for ${request.headers.cookie}</p>`)
    }
    if (url.includes('anonymous')) {
      // a members-only page to a visitor without a session: the login page, the same for all of them
      response.writeHead(307, { location: '/login', 'cache-control': 'public, max-age=0, s-maxage=5', vary: 'Cookie' })
      return response.end()
    }
    const cacheControl = url.includes('private')
      ? 'private, no-cache, no-store, max-age=0, must-revalidate'
      : 'public, max-age=0, s-maxage=5'
    response.writeHead(200, { 'content-type': 'text/html', 'cache-control': cacheControl })
    response.end('<p>page</p>')
  })
  let nginx: ReturnType<typeof spawn> | undefined

  /** Starts nginx with `rules` as the generated file. */
  async function startNginx(rules: string) {
    nginx?.kill()
    await new Promise((done) => setTimeout(done, 200))
    rmSync(path.join(work, 'cache'), { recursive: true, force: true })
    writeFileSync(
      path.join(work, 'cache-zone.conf'),
      deployFile('cache-zone.conf').replace(/proxy_cache_path\s+\S+/, `proxy_cache_path ${work}/cache`),
    )
    writeFileSync(path.join(work, 'rules.conf'), rules)
    writeFileSync(path.join(work, 'page-cache.conf'), deployFile('page-cache.conf'))
    writeFileSync(
      path.join(work, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''}
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${work}/client_body;
  proxy_temp_path ${work}/proxy_temp;
  fastcgi_temp_path ${work}/fastcgi_temp;
  uwsgi_temp_path ${work}/uwsgi_temp;
  scgi_temp_path ${work}/scgi_temp;
  include ${work}/cache-zone.conf;
  include ${work}/rules.conf;
  server {
    listen 127.0.0.1:${PROXY_PORT};
    proxy_set_header Accept-Encoding $upstream_accept_encoding;
    location / {
      proxy_pass http://127.0.0.1:${APP_PORT};
      include ${work}/page-cache.conf;
    }
    ${memberCopies}
    ${apiLocation}
  }
}
`,
    )
    nginx = spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-e', path.join(work, 'error.log'), '-g', 'daemon off;'], {
      stdio: 'inherit',
    })
    for (let tries = 0; tries < 50; tries++) {
      if (
        await fetch(`http://127.0.0.1:${PROXY_PORT}/healthz`).then(
          () => true,
          () => false,
        )
      )
        return
      await new Promise((done) => setTimeout(done, 100))
    }
    throw new Error('nginx did not start')
  }

  // the shipped site file's location for the API, pointed at the stand-in
  const apiLocation = /^ {2}location \/api\/ \{[\s\S]*?^ {2}\}/m
    .exec(deployFile('site.conf'))![0]
    .replace('http://site', `http://127.0.0.1:${APP_PORT}`)

  // the shipped site file's offer to the app and its location of the members' copies, pointed at the stand-in
  const memberCopies = [
    /^ {2}proxy_set_header X-Member-Copies .*$/m.exec(deployFile('site.conf'))![0],
    /^ {2}location \/_member-copy\/ \{[\s\S]*?^ {2}\}/m
      .exec(deployFile('site.conf'))![0]
      .replace('http://site', `http://127.0.0.1:${APP_PORT}`),
  ].join('\n')

  /** How many of two calls in a row (POST `body` as JSON) reached the app. */
  async function callReachesApp(call: string, body: string, headers: Record<string, string> = {}) {
    const key = `POST /api/${call} ${body}`
    const before = reachedApp.get(key) ?? 0
    for (let i = 0; i < 2; i++)
      await (
        await fetch(`http://127.0.0.1:${PROXY_PORT}/api/${call}`, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', ...headers },
        })
      ).text()
    return (reachedApp.get(key) ?? 0) - before
  }

  /** How many of two requests in a row for `url` reached the app. */
  async function reachesApp(url: string, headers: Record<string, string> = {}) {
    const before = reachedApp.get(url) ?? 0
    for (let i = 0; i < 2; i++) await (await fetch(`http://127.0.0.1:${PROXY_PORT}${url}`, { headers })).text()
    return (reachedApp.get(url) ?? 0) - before
  }

  beforeAll(async () => {
    mkdirSync(work, { recursive: true })
    await new Promise<void>((done) => app.listen(APP_PORT, '127.0.0.1', done))
  })
  afterAll(() => {
    nginx?.kill()
    app.close()
    rmSync(work, { recursive: true, force: true })
  })

  it('keeps a public page for the next visitor, but not members-only pages, private answers, members or the API', async () => {
    await startNginx(deployFile('cache-rules.generated.conf'))
    expect(await reachesApp('/home')).toBe(1)
    expect(await reachesApp('/en/News')).toBe(1)
    for (const valve of siteMap.vacuumValvePages) expect(await reachesApp(valve.path), valve.path).toBe(2)
    expect(await reachesApp('/en/vacuumvalve1')).toBe(2)
    expect(await reachesApp('/memberData')).toBe(2)
    expect(await reachesApp('/search?private')).toBe(2)
    expect(await reachesApp('/about', { cookie: 'member_token=abc' })).toBe(2)
    expect(await reachesApp('/contactUs', { cookie: '__prerender_bypass=1' })).toBe(2)
    expect(await reachesApp('/api/news/list')).toBe(2)
    expect(await reachesApp('/robots.txt')).toBe(2)
  })

  it("keeps a members-only page's redirect to the login page for the next visitor without a session, never for a member", async () => {
    await startNginx(deployFile('cache-rules.generated.conf'))
    expect(await reachesApp('/VacuumValve3?anonymous')).toBe(1)
    expect(await reachesApp('/en/presysDetail?form=y74&anonymous')).toBe(1)
    expect(await reachesApp('/VacuumValve4?anonymous', { cookie: 'member_token=abc' })).toBe(2)
  })

  it("keeps the read calls' replies per body and language, and lets every other call and large body through", async () => {
    await startNginx(deployFile('cache-rules.generated.conf'))
    expect(await callReachesApp('index/index', '{"type":1}')).toBe(1)
    expect(await callReachesApp('index/index', '{"type":2}')).toBe(1)
    expect(await callReachesApp('article/detail', '{"id":7}', { lang: 'en' })).toBe(1)
    expect(await callReachesApp('article/detail', '{"id":7}', { lang: 'zh' })).toBe(1)
    // a cross-site call is checked by the app, never answered from a same-origin caller's copy
    expect(await callReachesApp('article/detail', '{"id":7}', { lang: 'en', origin: 'https://evil.example' })).toBe(1)
    expect(await callReachesApp('user/login', '{"mobile":"13800000000"}')).toBe(2)
    expect(await callReachesApp('user/sendCode', '{"mobile":"13800000000"}')).toBe(2)
    expect(await callReachesApp('index/search', JSON.stringify({ keyword: 'x'.repeat(12_000) }))).toBe(2)
    expect(await reachesApp('/api/index/index')).toBe(2)
  })

  it("sends a member's catalogue page from its own copy once the app has verified the session, and never to anyone else", async () => {
    await startNginx(deployFile('cache-rules.generated.conf'))
    const page = (url: string, cookie: string) => fetch(`http://127.0.0.1:${PROXY_PORT}${url}`, { headers: { cookie }, redirect: 'manual' })
    const url = '/VacuumValve1?member-copy'
    const first = await page(url, 'member_token=live-a; pressure_unit=torr')
    const second = await page(url, 'member_token=live-b; pressure_unit=torr')
    expect(first.status).toBe(200)
    expect(await first.text()).toBe("<p>members' page for member_token=live-a; pressure_unit=torr</p>")
    // the second member's session is checked (the offer reached the app), the page comes from nginx
    expect(await second.text()).toBe(await (await page(url, 'member_token=live-c; pressure_unit=torr')).text())
    expect(second.headers.get('x-cache-status')).toBe('HIT')
    expect(second.headers.get('cache-control')).toMatch(/^private, no-cache, no-store/)
    expect(second.headers.get('x-accel-redirect')).toBeNull()
    expect(reachedApp.get(`offered ${url}`)).toBe(3)
    expect(reachedApp.get(`page ${url}`)).toBe(1)
    // another pressure unit is another copy
    expect(await (await page(url, 'member_token=live-a; pressure_unit=mbar')).text()).toContain('mbar')
    expect(reachedApp.get(`page ${url}`)).toBe(2)
    // an ended session gets the login page; the copies' location answers nobody from outside
    const ended = await page(url, 'member_token=ended; pressure_unit=torr')
    expect(ended.status).toBe(307)
    expect(await ended.text()).not.toContain('members')
    const direct = await page('/_member-copy/identity/~/torr/VacuumValve1?member-copy', 'member_token=ended')
    expect(direct.status).toBe(404)
    expect(await direct.text()).not.toContain("members' page")
  })

  it('a ninth valve type added to the site map is never kept, in either language', async () => {
    await startNginx(nginxCacheRules(withNinthValve))
    expect(await reachesApp('/VacuumValve9')).toBe(2)
    expect(await reachesApp('/en/VacuumValve9')).toBe(2)
    expect(await reachesApp('/VacuumValveMain')).toBe(1)
  })

  it('the shipped site file passes nginx -t in a copy of Debian’s /etc/nginx', () => {
    const etc = path.join(work, 'etc')
    cpSync('/etc/nginx', etc, { recursive: true })
    rmSync(path.join(etc, 'sites-enabled'), { recursive: true, force: true })
    mkdirSync(path.join(etc, 'sites-enabled'))
    mkdirSync(path.join(etc, 'site'))
    mkdirSync(path.join(work, 'cache-t'))
    for (const name of ['cache-zone.conf', 'cache-rules.generated.conf', 'page-cache.conf'])
      writeFileSync(path.join(etc, 'site', name), deployFile(name).replaceAll('/var/cache/nginx/', `${work}/cache-t/`))
    writeFileSync(
      path.join(etc, 'sites-enabled/site'),
      deployFile('site.conf')
        .replace('listen 80;', `listen 127.0.0.1:${PROXY_PORT + 1};`)
        .replaceAll('/var/log/nginx/', `${work}/log-`),
    )
    writeFileSync(
      path.join(etc, 'nginx.conf'),
      readFileSync(path.join(etc, 'nginx.conf'), 'utf8')
        .replaceAll('/etc/nginx/', `${etc}/`)
        .replace(/^pid .*$/m, `pid ${work}/t.pid;`)
        .replaceAll('/var/log/nginx/', `${work}/log-`)
        .replace(/^user .*$/m, ''),
    )
    const result = spawnSync('nginx', ['-p', etc, '-c', path.join(etc, 'nginx.conf'), '-e', path.join(work, 'error-t.log'), '-t', '-q'], {
      encoding: 'utf8',
    })
    expect(`${result.stdout}${result.stderr}`.trim()).toBe('')
    expect(result.status).toBe(0)
  })
})
