import { describe, expect, it } from 'vitest'

import { smsSettings, smsSettingsProblem } from './smsSettings.mjs'

const aliyun = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: 'LTAI5tExample',
  SMS_ACCESS_KEY_SECRET: 'secret',
  SMS_SIGN_NAME: '真空阀门',
  SMS_TEMPLATE_REGISTER: 'SMS_100000001',
  SMS_TEMPLATE_RESET: 'SMS_100000002',
}
const tencent = {
  ...aliyun,
  SMS_PROVIDER: 'tencent',
  SMS_SDK_APP_ID: '1400000001',
  SMS_TEMPLATE_REGISTER: '2000001',
  SMS_TEMPLATE_RESET: '2000002',
}

describe('the start-up check of the SMS settings', () => {
  it('needs nothing for the outbox, the default of a machine without configuration', () => {
    expect(smsSettingsProblem({})).toBeNull()
    expect(smsSettingsProblem({ SMS_PROVIDER: 'outbox' })).toBeNull()
    expect(smsSettings({ SMS_PROVIDER: '' })).toEqual({ provider: 'outbox' })
  })

  it('names an unknown provider', () => {
    expect(smsSettingsProblem({ SMS_PROVIDER: 'twilio' })).toBe('SMS_PROVIDER must be one of outbox, aliyun, tencent (got "twilio")')
  })

  it('accepts complete settings of each gateway', () => {
    expect(smsSettingsProblem(aliyun)).toBeNull()
    expect(smsSettingsProblem(tencent)).toBeNull()
  })

  it('names the first missing variable in one line; a blank value counts as missing', () => {
    expect(smsSettingsProblem({ ...aliyun, SMS_ACCESS_KEY_ID: undefined })).toBe('SMS_ACCESS_KEY_ID is required: the aliyun access key id')
    expect(smsSettingsProblem({ ...aliyun, SMS_SIGN_NAME: '  ' })).toBe(
      'SMS_SIGN_NAME is required: the approved SMS signature (签名) of SMS_PROVIDER=aliyun',
    )
    expect(smsSettingsProblem({ ...tencent, SMS_SDK_APP_ID: '' })).toBe(
      'SMS_SDK_APP_ID is required: the SdkAppId of the Tencent SMS application',
    )
    expect(smsSettingsProblem({ ...tencent, SMS_TEMPLATE_RESET: undefined })).toBe(
      'SMS_TEMPLATE_RESET is required: the Tencent template of the password reset code',
    )
  })

  it("catches another vendor's template ids and malformed values", () => {
    expect(smsSettingsProblem({ ...aliyun, SMS_TEMPLATE_REGISTER: '2000001' })).toBe(
      'SMS_TEMPLATE_REGISTER must be an Aliyun template code such as SMS_123456789',
    )
    expect(smsSettingsProblem({ ...tencent, SMS_TEMPLATE_REGISTER: 'SMS_100000001' })).toBe(
      'SMS_TEMPLATE_REGISTER must be a Tencent template id such as 1234567',
    )
    expect(smsSettingsProblem({ ...tencent, SMS_SDK_APP_ID: 'app-1' })).toMatch(/^SMS_SDK_APP_ID must be the digits/)
    expect(smsSettingsProblem({ ...aliyun, SMS_TIMEOUT_SECONDS: 'ten' })).toBe('SMS_TIMEOUT_SECONDS must be a number of seconds')
    expect(smsSettingsProblem({ ...aliyun, SMS_TIMEOUT_SECONDS: '0' })).toBe('SMS_TIMEOUT_SECONDS must be more than 0 seconds')
    expect(smsSettingsProblem({ ...aliyun, SMS_ENDPOINT: 'https://dysmsapi.aliyuncs.com/path' })).toMatch(
      /^SMS_ENDPOINT must be a host name/,
    )
    expect(smsSettingsProblem({ ...aliyun, SMS_ENDPOINT: 'ftp://dysmsapi.aliyuncs.com' })).toMatch(/^SMS_ENDPOINT must be a host name/)
  })

  it("defaults to the vendors' public endpoints, their usual regions and a 10 s timeout", () => {
    expect(smsSettings(aliyun)).toMatchObject({
      provider: 'aliyun',
      endpoint: { protocol: 'https', host: 'dysmsapi.aliyuncs.com' },
      region: 'cn-hangzhou',
      timeoutSeconds: 10,
      templates: { register: 'SMS_100000001', reset: 'SMS_100000002' },
    })
    expect(smsSettings(tencent)).toMatchObject({
      provider: 'tencent',
      endpoint: { protocol: 'https', host: 'sms.tencentcloudapi.com' },
      region: 'ap-guangzhou',
      sdkAppId: '1400000001',
    })
  })

  it('sends the code of a new mobile number with its own template, else with the registration template', () => {
    expect(smsSettings(aliyun)).toMatchObject({ templates: { changeMobile: 'SMS_100000001', cancel: 'SMS_100000002' } })
    expect(smsSettings({ ...tencent, SMS_TEMPLATE_CHANGE_MOBILE: '2000004' })).toMatchObject({ templates: { changeMobile: '2000004' } })
    expect(smsSettingsProblem({ ...tencent, SMS_TEMPLATE_CHANGE_MOBILE: 'SMS_100000004' })).toBe(
      'SMS_TEMPLATE_CHANGE_MOBILE must be a Tencent template id such as 1234567',
    )
  })

  it('takes an endpoint as a host, host:port or URL', () => {
    expect(smsSettings({ ...tencent, SMS_ENDPOINT: 'sms.ap-beijing.tencentcloudapi.com' })).toMatchObject({
      endpoint: { protocol: 'https', host: 'sms.ap-beijing.tencentcloudapi.com' },
    })
    expect(smsSettings({ ...aliyun, SMS_ENDPOINT: 'http://127.0.0.1:8080', SMS_REGION: 'cn-shanghai' })).toMatchObject({
      endpoint: { protocol: 'http', host: '127.0.0.1:8080' },
      region: 'cn-shanghai',
    })
  })

  it('refuses to build a gateway from incomplete settings, with the same line', () => {
    expect(() => smsSettings({ SMS_PROVIDER: 'aliyun' })).toThrow('SMS settings: SMS_ACCESS_KEY_ID is required: the aliyun access key id')
  })
})
