import { describe, expect, it } from 'vitest'

import { answerCall } from '@/api/calls'

const request = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost/api/${path}`, { method, headers })

describe('the one route of the API calls', () => {
  it('answers a path that is no call with 404 and the envelope, in the caller’s language', async () => {
    for (const path of [
      ['user', 'nope'],
      ['user'],
      ['user', 'login', 'extra'],
      ['User', 'login'],
      ['user/login'],
      ['toString'],
      ['__proto__'],
    ]) {
      const reply = await answerCall(request('POST', path.join('/'), { lang: 'en' }), path)
      expect(reply.status, path.join('/')).toBe(404)
      expect(await reply.json()).toEqual({ code: 0, msg: 'There is no such call', data: {} })
    }
    const zh = await answerCall(request('GET', 'nope'), ['nope'])
    expect(await zh.json()).toEqual({ code: 0, msg: '没有这个接口', data: {} })
  })

  it('refuses other methods on a POST call with the envelope’s 405', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE']) {
      const reply = await answerCall(request(method, 'article/index'), ['article', 'index'])
      expect(reply.status, method).toBe(405)
      expect(reply.headers.get('allow'), method).toBe('OPTIONS, POST')
      if (method !== 'HEAD') expect(await reply.json()).toEqual({ code: 0, msg: '请使用 POST 请求', data: {} })
    }
  })

  it('lists a call’s methods for OPTIONS', async () => {
    const login = await answerCall(request('OPTIONS', 'user/login'), ['user', 'login'])
    expect([login.status, login.headers.get('allow')]).toEqual([204, 'OPTIONS, POST'])
    const challenge = await answerCall(request('OPTIONS', 'captcha/challenge'), ['captcha', 'challenge'])
    expect([challenge.status, challenge.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS'])
    expect((await answerCall(request('OPTIONS', 'nope'), ['nope'])).status).toBe(404)
  })

  it('takes only GET (and HEAD) for the captcha challenge', async () => {
    const post = await answerCall(request('POST', 'captcha/challenge'), ['captcha', 'challenge'])
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    const get = await answerCall(request('GET', 'captcha/challenge'), ['captcha', 'challenge'])
    expect(get.status).toBe(200)
    expect(await get.json()).toMatchObject({ parameters: expect.any(Object), signature: expect.any(String) })
  })
})
