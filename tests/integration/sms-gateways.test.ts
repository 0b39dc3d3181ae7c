import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'

import { POST as register } from '@/api/calls/user.register'
import { POST as sendCode } from '@/api/calls/user.sendCode'
import { smsSender } from '@/services/sms/sms.server'

import { call, freshAddress, freshMobile } from '../support/api'
import { sample } from '../support/metrics'
import { testPayload } from '../support/payload'
import { catchSiteLog } from '../support/siteLog'
import { startAliyunStandIn, startTencentStandIn, type GatewayStandIn, type ScriptedAnswer } from '../support/smsStandIns'

const account = { accessKeyId: 'test-access-key-id', accessKeySecret: 'test-access-key-secret', sdkAppId: '1400000001' }
const sent = { code: 1, msg: '验证码已发送', data: { expiresIn: 300, resendIn: 60 } }

interface Gateway {
  provider: 'aliyun' | 'tencent'
  start: typeof startAliyunStandIn
  templates: { register: string; reset: string; serviceNotice: string; mobileChanged: string }
  phoneOf: (mobile: string) => string
  /** how the vendor answers each kind of refusal */
  answers: Record<'throttled' | 'numberRefused' | 'balance' | 'template', ScriptedAnswer>
  authFailure: string
}

const gateways: Gateway[] = [
  {
    provider: 'aliyun',
    start: startAliyunStandIn,
    templates: { register: 'SMS_100000001', reset: 'SMS_100000002', serviceNotice: 'SMS_100000003', mobileChanged: 'SMS_100000004' },
    phoneOf: (mobile) => mobile,
    answers: {
      throttled: { code: 'isv.BUSINESS_LIMIT_CONTROL' },
      numberRefused: { code: 'isv.MOBILE_NUMBER_ILLEGAL' },
      balance: { code: 'isv.AMOUNT_NOT_ENOUGH' },
      template: { code: 'isv.SMS_TEMPLATE_ILLEGAL' },
    },
    authFailure: 'SignatureDoesNotMatch',
  },
  {
    provider: 'tencent',
    start: startTencentStandIn,
    templates: { register: '2000001', reset: '2000002', serviceNotice: '2000003', mobileChanged: '2000004' },
    phoneOf: (mobile) => `+86${mobile}`,
    answers: {
      // Tencent reports one number's throttling in its send status, a bad number as a refused request
      throttled: { code: 'LimitExceeded.PhoneNumberOneHourLimit', as: 'status' },
      numberRefused: { code: 'InvalidParameterValue.IncorrectPhoneNumber' },
      balance: { code: 'FailedOperation.InsufficientBalanceInSmsPackage' },
      template: { code: 'FailedOperation.TemplateIncorrectOrUnapproved' },
    },
    authFailure: 'AuthFailure.SignatureFailure',
  },
]

const codeOf = (answer: ScriptedAnswer) => (answer === 'silence' ? '' : answer.code)

const codesStoredFor = async (mobile: string) =>
  (await (await testPayload()).count({ collection: 'sms-codes', where: { mobile: { equals: mobile } } })).totalDocs

beforeAll(async () => {
  await testPayload()
})

describe.each(gateways)('codes sent through $provider', (gateway) => {
  let standIn: GatewayStandIn

  beforeAll(async () => {
    standIn = await gateway.start(account)
  })
  afterAll(async () => {
    await standIn.close()
  })
  beforeEach(() => {
    for (const list of [standIn.received, standIn.sent, standIn.refused]) list.length = 0
    vi.stubEnv('SMS_PROVIDER', gateway.provider)
    vi.stubEnv('SMS_ACCESS_KEY_ID', account.accessKeyId)
    vi.stubEnv('SMS_ACCESS_KEY_SECRET', account.accessKeySecret)
    vi.stubEnv('SMS_SIGN_NAME', '真空阀门')
    vi.stubEnv('SMS_TEMPLATE_REGISTER', gateway.templates.register)
    vi.stubEnv('SMS_TEMPLATE_RESET', gateway.templates.reset)
    vi.stubEnv('SMS_SDK_APP_ID', account.sdkAppId)
    vi.stubEnv('SMS_ENDPOINT', standIn.endpoint)
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('a visitor receives the code by SMS, registers with it, and later gets a reset code', async () => {
    const mobile = freshMobile()
    const address = freshAddress()
    expect((await call(sendCode, { mobile }, { address })).body).toEqual(sent)

    expect(standIn.sent).toEqual([
      expect.objectContaining({
        host: new URL(standIn.endpoint).host,
        phone: gateway.phoneOf(mobile),
        signName: '真空阀门',
        template: gateway.templates.register,
        code: expect.stringMatching(/^\d{6}$/),
      }),
    ])
    if (gateway.provider === 'tencent') expect(standIn.sent[0]).toMatchObject({ sdkAppId: account.sdkAppId, region: 'ap-guangzhou' })
    const registration = {
      company: 'Acme',
      mobile,
      code: standIn.sent[0].code,
      truename: '张三',
      password: 'secret123',
      repassword: 'secret123',
      check: true,
    }
    expect((await call(register, registration, { address })).body).toMatchObject({ code: 1, msg: '注册成功' })

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    expect((await call(sendCode, { mobile, purpose: 'reset' }, { address })).body).toEqual(sent)
    expect(standIn.sent[1]).toMatchObject({ phone: gateway.phoneOf(mobile), template: gateway.templates.reset })
  })

  it('a service request’s notice goes out with the notice template, the RMA number and the status in words', async () => {
    vi.stubEnv('SMS_TEMPLATE_SERVICE', gateway.templates.serviceNotice)
    const mobile = freshMobile()
    await smsSender().sendServiceNotice({ mobile, rma: 'RMA-2026-00042', status: 'quoted', statusText: '已报价，待您确认' })
    expect(standIn.sent).toEqual([
      expect.objectContaining({
        phone: gateway.phoneOf(mobile),
        template: gateway.templates.serviceNotice,
        parameters:
          gateway.provider === 'aliyun' ? { rma: 'RMA-2026-00042', status: '已报价，待您确认' } : ['RMA-2026-00042', '已报价，待您确认'],
      }),
    ])
  })

  it('the notice to a member’s old number goes out with its template and the new number masked', async () => {
    vi.stubEnv('SMS_TEMPLATE_MOBILE_CHANGED', gateway.templates.mobileChanged)
    const mobile = freshMobile()
    await smsSender().sendMobileChangedNotice({ mobile, newMobile: '13912345678' })
    expect(standIn.sent).toEqual([
      expect.objectContaining({
        phone: gateway.phoneOf(mobile),
        template: gateway.templates.mobileChanged,
        parameters: gateway.provider === 'aliyun' ? { mobile: '139****5678' } : ['139****5678'],
      }),
    ])
  })

  it('a number the gateway throttles is told so in its language, keeps no code, and may ask again at once', async () => {
    const mobile = freshMobile()
    const address = freshAddress()
    const operatorLog = catchSiteLog()
    onTestFinished(operatorLog.restore)
    standIn.answerNext(gateway.answers.throttled)
    const sends = (outcome: string) => sample('site_sms_sends_total', { provider: gateway.provider, outcome })
    const [throttledBefore, sentBefore] = [await sends('throttled'), await sends('sent')]

    const refused = await call(sendCode, { mobile }, { address, lang: 'en' })
    expect(refused.body).toMatchObject({
      code: 0,
      msg: 'This number has received as many codes as allowed for now, please try again later',
    })
    expect(await codesStoredFor(mobile)).toBe(0)
    const logged = operatorLog.text()
    expect(logged).toMatch(
      new RegExp(
        `^\\[sms\\] ${gateway.provider} did not send to ${mobile.slice(0, 3)}\\*{4}${mobile.slice(-4)}: ${codeOf(gateway.answers.throttled)} `,
      ),
    )
    expect(logged).not.toContain(standIn.received[0].code)

    expect((await call(sendCode, { mobile }, { address })).body).toEqual(sent)
    expect(await codesStoredFor(mobile)).toBe(1)
    // the operator's figures: one send the gateway throttled, then one sent
    expect(await sends('throttled')).toBe(throttledBefore + 1)
    expect(await sends('sent')).toBe(sentBefore + 1)
  })

  it('a number the gateway refuses is asked to check it', async () => {
    standIn.answerNext(gateway.answers.numberRefused)
    const reply = await call(sendCode, { mobile: freshMobile() }, { address: freshAddress() })
    expect(reply.body).toMatchObject({ code: 0, msg: '该手机号无法接收短信，请检查号码或换一个手机号' })
  })

  it("the operator's problems (balance, unapproved template) tell the visitor only that sending failed", async () => {
    const operatorLog = catchSiteLog()
    onTestFinished(operatorLog.restore)
    const failures = { provider: gateway.provider, outcome: 'failed' }
    const failedBefore = await sample('site_sms_sends_total', failures)
    for (const problem of [gateway.answers.balance, gateway.answers.template]) {
      const mobile = freshMobile()
      standIn.answerNext(problem)
      const reply = await call(sendCode, { mobile }, { address: freshAddress() })
      expect(reply.body).toMatchObject({ code: 0, msg: '短信发送失败，请稍后再试' })
      expect(standIn.received.at(-1)).toMatchObject({ phone: gateway.phoneOf(mobile) })
      expect(operatorLog.text()).toContain(`: ${codeOf(problem)} `)
      expect(await codesStoredFor(mobile)).toBe(0)
    }
    expect(await sample('site_sms_sends_total', failures)).toBe(failedBefore + 2)
  })

  it('a wrong access key secret is refused by the gateway, and nothing is sent', async () => {
    vi.stubEnv('SMS_ACCESS_KEY_SECRET', 'not-the-account-secret')
    const mobile = freshMobile()
    const reply = await call(sendCode, { mobile }, { address: freshAddress(), lang: 'en' })
    expect(reply.body).toMatchObject({ code: 0, msg: 'The text message could not be sent, please try again later' })
    expect(standIn.refused).toEqual([gateway.authFailure])
    expect(standIn.sent).toEqual([])
    expect(await codesStoredFor(mobile)).toBe(0)
  })

  it('a gateway that does not answer within SMS_TIMEOUT_SECONDS fails the send; the log names neither code nor number', async () => {
    vi.stubEnv('SMS_TIMEOUT_SECONDS', '1')
    const operatorLog = catchSiteLog()
    onTestFinished(operatorLog.restore)
    standIn.answerNext('silence')
    const startedAt = Date.now()
    const mobile = freshMobile()
    const reply = await call(sendCode, { mobile }, { address: freshAddress() })
    expect(reply.body).toMatchObject({ code: 0, msg: '短信发送失败，请稍后再试' })
    expect(Date.now() - startedAt).toBeLessThan(5_000)
    expect(await codesStoredFor(mobile)).toBe(0)
    expect(standIn.received).toHaveLength(1)
    const logged = operatorLog.text()
    expect(logged).toContain(`[sms] ${gateway.provider} did not send`)
    expect(logged).not.toContain(standIn.received[0].code)
    expect(logged).not.toContain(mobile)
  })
})
