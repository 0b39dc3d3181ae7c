import { expect, test } from '@playwright/test'

import { isPhone } from './support/site'

// One server answers both projects: the fuzzing runs once, on the desktop project.
test.beforeEach(({}, testInfo) => test.skip(isPhone(testInfo), 'the API does not depend on the screen'))

const postCalls = [
  '/api/article/detail',
  '/api/article/index',
  '/api/index/index',
  '/api/index/search',
  '/api/product/detail',
  '/api/product/download',
  '/api/product/getDownloadList',
  '/api/upload/upload',
  '/api/user/feedback',
  '/api/user/forgetPwd',
  '/api/user/login',
  '/api/user/logout',
  '/api/user/register',
  '/api/user/sendCode',
]

const fieldNames = [
  'id',
  'type',
  'keyword',
  'mobile',
  'password',
  'repassword',
  'code',
  'purpose',
  'company',
  'truename',
  'check',
  'file',
  'nickname',
  'familyname',
  'firstname',
  'content',
  'country',
  'email',
  'consent',
  'altcha',
  'page',
  '__proto__',
  'constructor',
]

/** A small seeded generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]
  const junkString = () =>
    pick([
      '',
      ' ',
      '%E0%A4%A',
      '\u0000\u0001\u0002',
      '😀'.repeat(50),
      'x'.repeat(Math.floor(next() * 70_000)),
      '<script>alert(1)</script>',
      "' OR 1=1 --",
      '../../../../etc/passwd',
      '13800138000',
      '-1',
      '1e309',
      '\ud800',
      'NaN',
    ])
  const junkValue = (depth = 0): unknown => {
    const choice = Math.floor(next() * 9)
    if (choice === 0) return null
    if (choice === 1) return pick([0, -1, 1.5, 2 ** 53, -(2 ** 63), Number.MAX_VALUE])
    if (choice === 2) return next() < 0.5
    if (choice === 3 && depth < 6) return Array.from({ length: Math.floor(next() * 4) }, () => junkValue(depth + 1))
    if (choice === 4 && depth < 6) return junkObject(depth + 1)
    return junkString()
  }
  const junkObject = (depth = 0): Record<string, unknown> => {
    const object: Record<string, unknown> = {}
    for (let i = Math.floor(next() * 6); i > 0; i--) object[pick(fieldNames)] = junkValue(depth)
    return object
  }
  const deepNesting = () => '['.repeat(5000) + ']'.repeat(5000)
  /** A body and its content type, malformed in one of many ways. */
  const body = (): { data: string | Buffer; contentType?: string } => {
    const kind = Math.floor(next() * 10)
    if (kind === 0)
      return {
        data: Buffer.from(Array.from({ length: Math.floor(next() * 2000) }, () => Math.floor(next() * 256))),
        contentType: 'application/json',
      }
    if (kind === 1) return { data: '{"mobile": "1380013', contentType: 'application/json' }
    if (kind === 2) return { data: JSON.stringify(junkValue()), contentType: 'application/json' }
    if (kind === 3) return { data: deepNesting(), contentType: 'application/json' }
    if (kind === 4)
      return {
        data: JSON.stringify(junkObject()),
        contentType: pick(['text/plain', 'application/x-www-form-urlencoded', undefined, 'application/json; charset=utf-16']),
      }
    if (kind === 5)
      return {
        data: `--b\r\nContent-Disposition: form-data; name="file"; filename="${junkString().slice(0, 300)}"\r\n\r\n${junkString().slice(0, 2000)}\r\n--b`,
        contentType: pick(['multipart/form-data; boundary=b', 'multipart/form-data', 'multipart/form-data; boundary=']),
      }
    return { data: JSON.stringify(junkObject()), contentType: 'application/json' }
  }
  const headers = (): Record<string, string> => {
    const extra: Record<string, string> = {}
    if (next() < 0.3) extra.cookie = `member_token=${pick(['%E0%A4%A', '%', 'x'.repeat(500), '"', 'a%00b'])}`
    if (next() < 0.3) extra.UserToken = pick(['%E0%A4%A', 'x'.repeat(300), 'null', ' '])
    if (next() < 0.2) extra.lang = pick(['en', 'xx', '', '%%%', 'zh-CN'])
    return extra
  }
  return { next, pick, body, headers }
}

const MALFORMED_BODIES = 2100

test('malformed bodies on every POST call never get a server error, and the server keeps answering', async ({ request }) => {
  test.setTimeout(120_000)
  const fuzz = generator(20_261_122)
  const failures: string[] = []
  let sent = 0
  const one = async (index: number) => {
    const path = postCalls[index % postCalls.length]
    const { data, contentType } = fuzz.body()
    const headers: Record<string, string> = { ...fuzz.headers(), 'x-forwarded-for': `10.77.${index % 250}.${Math.floor(index / 250) + 1}` }
    if (contentType) headers['content-type'] = contentType
    const response = await request.post(path, { data, headers, failOnStatusCode: false, timeout: 30_000 })
    sent += 1
    if (response.status() >= 500) failures.push(`${path} ${response.status()} ${String(data).slice(0, 120)}`)
    else if (response.headers()['content-type']?.includes('json')) {
      const reply = (await response.json()) as { code?: unknown; msg?: unknown }
      if (![0, 1, 401].includes(reply.code as number) || typeof reply.msg !== 'string') failures.push(`${path}: not the envelope`)
    }
  }
  for (let start = 0; start < MALFORMED_BODIES; start += 8) {
    await Promise.all(Array.from({ length: Math.min(8, MALFORMED_BODIES - start) }, (_, offset) => one(start + offset)))
  }
  expect(sent).toBeGreaterThanOrEqual(2000)
  expect(failures).toEqual([])

  expect((await request.get('/home')).status()).toBe(200)
  const search = await request.post('/api/index/search', { data: { keyword: 'MGV' }, headers: { 'x-forwarded-for': '10.78.0.1' } })
  expect((await search.json()).code).toBe(1)
})

test('a path under /api that is no call, or a method a call does not take, gets the envelope in the caller’s language', async ({
  request,
}) => {
  for (const path of ['/api/nope', '/api/User/login', '/api/user/login/more', '/api/constructor']) {
    const response = await request.post(path, { data: {}, headers: { lang: 'en' }, failOnStatusCode: false })
    expect(response.status(), path).toBe(404)
    expect(await response.json(), path).toEqual({ code: 0, msg: 'There is no such call', data: {} })
  }
  for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) {
    const other = await request.fetch('/api/user/login', { method, failOnStatusCode: false })
    expect(other.status(), method).toBe(405)
    expect(await other.json(), method).toEqual({ code: 0, msg: '请使用 POST 请求', data: {} })
  }
  const challenge = await request.get('/api/captcha/challenge')
  expect(challenge.status()).toBe(200)
  expect(challenge.headers()['cache-control']).toBe('no-store')
})
