import { randomUUID } from 'node:crypto'
import dns from 'node:dns'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { acs3Signature, tc3Date, tc3Signature } from './vendorSignatures'

/** What a stand-in accepted: one SMS as the vendor would have sent it. */
export interface SentSms {
  host: string
  phone: string
  signName: string
  template: string
  /** the verification code, read from the template parameters */
  code: string
  /** every template parameter, as the template numbers (Tencent) or names (Aliyun) them */
  parameters: string[] | Record<string, string>
  sdkAppId?: string
  region?: string
}

/** The vendor's answer to the next request: its error code, or no answer at all. */
export type ScriptedAnswer = { code: string; as?: 'status' | 'error' } | 'silence'

export interface GatewayStandIn {
  /** `http://<vendor host>:<port>`, for SMS_ENDPOINT */
  endpoint: string
  /** every request that passed the gate (credentials, signature), whatever the answer */
  received: SentSms[]
  /** the SMS the stand-in answered as sent */
  sent: SentSms[]
  /** the vendor codes of the requests refused at the gate (credentials, signature, protocol) */
  refused: string[]
  answerNext(answer: ScriptedAnswer): void
  close(): Promise<void>
}

export interface Account {
  accessKeyId: string
  accessKeySecret: string
  /** Tencent's SmsSdkAppId */
  sdkAppId?: string
}

// The stand-ins answer for the vendors' own host names, as an /etc/hosts line would route them to
// this machine: the SDKs then send the Host header (and Tencent's SDK derives the signature's
// service name, "sms", from it) exactly as they would to the real gateway.
const routedHosts = new Set<string>()
const systemLookup = dns.lookup
function routeToLoopback(host: string): () => void {
  if (routedHosts.size === 0) {
    const lookup = ((hostname: string, options: unknown, callback: unknown) => {
      const done = (typeof options === 'function' ? options : callback) as (...args: unknown[]) => void
      const wantsAll = typeof options === 'object' && options !== null && (options as { all?: boolean }).all
      if (!routedHosts.has(hostname)) return (systemLookup as (...args: unknown[]) => void)(hostname, options, callback)
      if (wantsAll) done(null, [{ address: '127.0.0.1', family: 4 }])
      else done(null, '127.0.0.1', 4)
    }) as typeof dns.lookup
    dns.lookup = lookup
  }
  routedHosts.add(host)
  return () => {
    routedHosts.delete(host)
    if (routedHosts.size === 0) dns.lookup = systemLookup
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '))
const queryPairs = (search: string): [string, string][] =>
  search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [name, value = ''] = pair.split('=')
      return [decode(name), decode(value)]
    })

const headerMap = (request: IncomingMessage): Record<string, string> =>
  Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : (value ?? '')]))

type Handler = (
  request: IncomingMessage,
  body: Buffer,
  response: ServerResponse,
  context: { host: string; next: ScriptedAnswer | undefined },
) => void

async function startStandIn(vendorHost: string, handle: Handler): Promise<GatewayStandIn> {
  const scripted: ScriptedAnswer[] = []
  let host = ''
  // a 'silence' answer leaves the response open until close()
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    handle(request, body, response, { host, next: scripted.shift() })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  host = `${vendorHost}:${(server.address() as AddressInfo).port}`
  const unroute = routeToLoopback(vendorHost)
  return {
    endpoint: `http://${host}`,
    received: [],
    sent: [],
    refused: [],
    answerNext: (answer) => void scripted.push(answer),
    close: async () => {
      unroute()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' })
  response.end(JSON.stringify(body))
}

const aliyunMessages: Record<string, string> = {
  'isv.BUSINESS_LIMIT_CONTROL': '触发小时级流控Permits:5',
  'isv.MOBILE_NUMBER_ILLEGAL': '非法手机号',
  'isv.AMOUNT_NOT_ENOUGH': '账户余额不足',
  'isv.SMS_TEMPLATE_ILLEGAL': '该账号下找不到对应模板',
  'isv.SMS_SIGNATURE_ILLEGAL': '该账号下找不到对应签名',
}

/**
 * Aliyun SMS's SendSms (dysmsapi 2017-05-25) as its API reference documents it: the V3 signature
 * (Authorization: ACS3-HMAC-SHA256) checked against the account's secret; gate refusals as HTTP 4xx
 * with {RequestId, HostId, Code, Message}; business answers as HTTP 200 with Code "OK" or an isv.* code.
 */
export async function startAliyunStandIn(account: Account): Promise<GatewayStandIn> {
  const usedNonces = new Set<string>()
  const standIn = await startStandIn('dysmsapi.aliyuncs.com', (request, body, response, { host, next }) => {
    const requestId = randomUUID().toUpperCase()
    const refuse = (status: number, code: string, message: string) => {
      standIn.refused.push(code)
      json(response, status, { RequestId: requestId, HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message })
    }
    const headers = headerMap(request)
    const url = new URL(request.url ?? '/', 'http://stand-in')
    if (request.method !== 'POST' || url.pathname !== '/') return refuse(404, 'InvalidAction.NotFound', `${request.method} ${url.pathname}`)
    if (headers.host !== host) return refuse(400, 'InvalidHost', `Host ${headers.host}, expected ${host}`)
    if (headers['x-acs-action'] !== 'SendSms' || headers['x-acs-version'] !== '2017-05-25')
      return refuse(404, 'InvalidAction.NotFound', `${headers['x-acs-action']} ${headers['x-acs-version']}`)

    const authorization = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(
      headers.authorization ?? '',
    )
    if (!authorization) return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.')
    const [, accessKeyId, signedHeaderList, signature] = authorization
    if (accessKeyId !== account.accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.')
    const signedHeaders = signedHeaderList.split(';')
    const mustSign = Object.keys(headers).filter((name) => name.startsWith('x-acs-') || name === 'host' || name === 'content-type')
    const unsigned = mustSign.filter((name) => !signedHeaders.includes(name))
    if (unsigned.length) return refuse(400, 'IncompleteSignature', `Headers not signed: ${unsigned.join(', ')}`)
    if (
      Math.abs(Date.parse(headers['x-acs-date'] ?? '') - Date.now()) > 15 * 60_000 ||
      Number.isNaN(Date.parse(headers['x-acs-date'] ?? ''))
    )
      return refuse(400, 'InvalidTimeStamp.Expired', `Specified time stamp or date value is expired: ${headers['x-acs-date']}`)
    if (usedNonces.has(headers['x-acs-signature-nonce'] ?? ''))
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.')
    usedNonces.add(headers['x-acs-signature-nonce'] ?? '')
    const query = queryPairs(url.search)
    const expected = acs3Signature(account.accessKeySecret, { method: 'POST', path: '/', query, headers, signedHeaders, body })
    if (signature !== expected) return refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.')

    const parameters = Object.fromEntries(query)
    for (const name of ['PhoneNumbers', 'SignName', 'TemplateCode']) {
      if (!parameters[name]) return refuse(400, `Missing${name}`, `${name} is mandatory for this action.`)
    }
    const templateParameters = JSON.parse(parameters.TemplateParam ?? '{}') as Record<string, string>
    const sms = {
      host: headers.host,
      phone: parameters.PhoneNumbers,
      signName: parameters.SignName,
      template: parameters.TemplateCode,
      code: templateParameters.code ?? '',
      parameters: templateParameters,
    }
    standIn.received.push(sms)
    if (next === 'silence') return
    if (next) return json(response, 200, { RequestId: requestId, Code: next.code, Message: aliyunMessages[next.code] ?? next.code })
    standIn.sent.push(sms)
    json(response, 200, { Message: 'OK', RequestId: requestId, Code: 'OK', BizId: `${Date.now()}^0` })
  })
  return standIn
}

const tencentMessages: Record<string, string> = {
  'LimitExceeded.PhoneNumberDailyLimit': '单个手机号日下发短信条数超过设定的上限',
  'LimitExceeded.PhoneNumberOneHourLimit': '单个手机号1小时内下发短信条数超过设定的上限',
  'InvalidParameterValue.IncorrectPhoneNumber': '手机号格式错误',
  'FailedOperation.PhoneNumberInBlacklist': '手机号在免打扰名单库中',
  'FailedOperation.InsufficientBalanceInSmsPackage': '套餐包余量不足',
  'FailedOperation.TemplateIncorrectOrUnapproved': '模板未审批或请求的内容与审核通过的模板内容不匹配',
}

/**
 * Tencent Cloud SMS's SendSms (2021-01-11) as its API reference documents it: the TC3-HMAC-SHA256
 * signature checked against the account's SecretKey; every answer HTTP 200 with {Response: …}, a
 * refusal of the request as Response.Error, each number's outcome in SendStatusSet (Code "Ok" when sent).
 */
export async function startTencentStandIn(account: Account): Promise<GatewayStandIn> {
  const standIn = await startStandIn('sms.tencentcloudapi.com', (request, body, response, { host, next }) => {
    const RequestId = randomUUID()
    const answerError = (Code: string, Message: string) => json(response, 200, { Response: { Error: { Code, Message }, RequestId } })
    const refuse = (Code: string, Message: string) => {
      standIn.refused.push(Code)
      answerError(Code, Message)
    }
    const headers = headerMap(request)
    if (request.method !== 'POST' || request.url !== '/') return refuse('UnsupportedOperation', `${request.method} ${request.url}`)
    if (headers.host !== host) return refuse('InvalidParameter', `Host ${headers.host}, expected ${host}`)
    if (headers['x-tc-action'] !== 'SendSms') return refuse('InvalidAction', `${headers['x-tc-action']}`)
    if (headers['x-tc-version'] !== '2021-01-11') return refuse('NoSuchVersion', `${headers['x-tc-version']}`)
    if (!headers['content-type']?.startsWith('application/json')) return refuse('UnsupportedProtocol', `${headers['content-type']}`)

    const authorization =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
        headers.authorization ?? '',
      )
    if (!authorization) return refuse('AuthFailure.InvalidAuthorization', 'Authorization header is not TC3-HMAC-SHA256.')
    const [, secretId, date, service, signedHeaderList, signature] = authorization
    if (secretId !== account.accessKeyId)
      return refuse('AuthFailure.SecretIdNotFound', 'The SecretId is not found, please ensure that your SecretId is correct.')
    const timestamp = Number(headers['x-tc-timestamp'])
    if (!Number.isInteger(timestamp) || Math.abs(timestamp * 1000 - Date.now()) > 300_000)
      return refuse('AuthFailure.SignatureExpire', 'Signature expire. Server time and request time differ by more than 5 minutes.')
    if (service !== 'sms' || date !== tc3Date(timestamp))
      return refuse('AuthFailure.InvalidAuthorization', `Credential scope ${date}/${service}`)
    const signedHeaders = signedHeaderList.split(';')
    if (!signedHeaders.includes('host') || !signedHeaders.includes('content-type'))
      return refuse('AuthFailure.InvalidAuthorization', `SignedHeaders=${signedHeaderList}`)
    // The SDK signs the host name without the port (URL.hostname); on the real endpoint (443) Host has none.
    const signedHost = headers.host.replace(/:\d+$/, '')
    const expected = tc3Signature(account.accessKeySecret, {
      method: 'POST',
      path: '/',
      query: [],
      headers: { ...headers, host: signedHost },
      signedHeaders,
      body,
      timestamp,
      service,
    })
    if (signature !== expected)
      return refuse(
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated. Please check your signature is correct.',
      )
    if (!headers['x-tc-region']) return refuse('MissingParameter', 'The request is missing a required parameter `Region`.')

    const parameters = JSON.parse(body.toString('utf8')) as {
      PhoneNumberSet?: string[]
      SmsSdkAppId?: string
      SignName?: string
      TemplateId?: string
      TemplateParamSet?: string[]
    }
    if (parameters.SmsSdkAppId !== account.sdkAppId) return refuse('FailedOperation.SmsSdkAppIdVerifyFail', 'SmsSdkAppId 校验失败')
    const phone = parameters.PhoneNumberSet?.[0] ?? ''
    const sms = {
      host: headers.host,
      phone,
      signName: parameters.SignName ?? '',
      template: parameters.TemplateId ?? '',
      code: parameters.TemplateParamSet?.[0] ?? '',
      parameters: parameters.TemplateParamSet ?? [],
      sdkAppId: parameters.SmsSdkAppId,
      region: headers['x-tc-region'],
    }
    standIn.received.push(sms)
    if (next === 'silence') return
    if (next && next.as !== 'status') return answerError(next.code, tencentMessages[next.code] ?? next.code)
    const status = next ? { Code: next.code, Message: tencentMessages[next.code] ?? next.code } : { Code: 'Ok', Message: 'send success' }
    if (!next) standIn.sent.push(sms)
    json(response, 200, {
      Response: {
        SendStatusSet: [
          {
            SerialNo: `5000:${Date.now()}`,
            PhoneNumber: phone,
            Fee: status.Code === 'Ok' ? 1 : 0,
            SessionContext: '',
            ...status,
            IsoCode: 'CN',
          },
        ],
        RequestId,
      },
    })
  })
  return standIn
}
