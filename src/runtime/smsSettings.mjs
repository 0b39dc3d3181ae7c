// The SMS gateway's settings and their check. Plain JavaScript: the start-up check
// (src/runtime/settings.mjs), which server.mjs and scripts/start.mjs run as they are, uses it too.
import { z } from 'zod'

/** The gateways the site can send verification codes through; `outbox` is the offline default. */
export const smsProviders = /** @type {const} */ (['outbox', 'aliyun', 'tencent'])

/**
 * @typedef {{ protocol: 'https' | 'http'; host: string }} Endpoint host name, with a port when one was given
 * @typedef {{
 *   provider: 'aliyun' | 'tencent'
 *   accessKeyId: string
 *   accessKeySecret: string
 *   signName: string
 *   templates: Record<import('./codePurposes.mjs').CodePurpose, string>
 *   serviceNoticeTemplate?: string
 *   mobileChangedTemplate?: string
 *   region: string
 *   endpoint: Endpoint
 *   timeoutSeconds: number
 *   sdkAppId?: string
 * }} GatewaySettings `sdkAppId`: Tencent's SmsSdkAppId (the SMS application); Aliyun has none;
 *   `serviceNoticeTemplate`: the template of a service request's news, none when not approved yet;
 *   `mobileChangedTemplate`: the notice to a member's old number that the account moved, likewise
 * @typedef {{ provider: 'outbox' } | GatewaySettings} SmsSettings
 * @typedef {Record<string, string | undefined>} Env
 */

const vendorDefaults = {
  aliyun: { region: 'cn-hangzhou', host: 'dysmsapi.aliyuncs.com' },
  tencent: { region: 'ap-guangzhou', host: 'sms.tencentcloudapi.com' },
}

const DEFAULT_TIMEOUT_SECONDS = 10

const required = (/** @type {string} */ meaning) =>
  z
    .string({ error: `is required: ${meaning}` })
    .trim()
    .min(1, { error: `is required: ${meaning}` })

/** @param {string} provider @param {RegExp} pattern @param {string} shape @param {string} purpose */
const templateId = (provider, pattern, shape, purpose) =>
  required(`the ${provider} template of the ${purpose} code`).regex(pattern, { error: `must be ${shape}` })

/** `host`, `host:port` or `http(s)://host[:port]`: where the gateway's API answers (a stand-in in tests). */
const endpoint = z
  .string()
  .trim()
  .transform((value, context) => {
    const withScheme = /^[a-z]+:\/\//i.test(value) ? value : `https://${value}`
    const url = URL.canParse(withScheme) ? new URL(withScheme) : null
    if (!url || !['https:', 'http:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.username) {
      context.addIssue({ code: 'custom', message: 'must be a host name, host:port or http(s)://host[:port], without a path' })
      return z.NEVER
    }
    return /** @type {Endpoint} */ ({ protocol: url.protocol === 'http:' ? 'http' : 'https', host: url.host })
  })
  .optional()

const timeoutSeconds = z.coerce
  .number({ error: 'must be a number of seconds' })
  .positive({ error: 'must be more than 0 seconds' })
  .max(60, { error: 'must be at most 60 seconds' })
  .default(DEFAULT_TIMEOUT_SECONDS)

const account = (/** @type {string} */ provider) => ({
  SMS_ACCESS_KEY_ID: required(`the ${provider} access key id`),
  SMS_ACCESS_KEY_SECRET: required(`the ${provider} access key secret`),
  SMS_SIGN_NAME: required(`the approved SMS signature (签名) of SMS_PROVIDER=${provider}`),
  SMS_REGION: z.string().trim().min(1).optional(),
  SMS_ENDPOINT: endpoint,
  SMS_TIMEOUT_SECONDS: timeoutSeconds,
})

const aliyunTemplate = (/** @type {string} */ purpose) =>
  templateId('Aliyun', /^SMS_\d+$/, 'an Aliyun template code such as SMS_123456789', purpose)
const tencentTemplate = (/** @type {string} */ purpose) => templateId('Tencent', /^\d+$/, 'a Tencent template id such as 1234567', purpose)

const schema = z.discriminatedUnion(
  'SMS_PROVIDER',
  [
    z.object({ SMS_PROVIDER: z.literal('outbox') }),
    z.object({
      SMS_PROVIDER: z.literal('aliyun'),
      ...account('aliyun'),
      SMS_TEMPLATE_REGISTER: aliyunTemplate('registration'),
      SMS_TEMPLATE_RESET: aliyunTemplate('password reset'),
      SMS_TEMPLATE_CANCEL: aliyunTemplate('account cancellation').optional(),
      SMS_TEMPLATE_SERVICE: aliyunTemplate('service request notice').optional(),
      SMS_TEMPLATE_CHANGE_MOBILE: aliyunTemplate('new mobile number').optional(),
      SMS_TEMPLATE_MOBILE_CHANGED: aliyunTemplate('notice to the old number of a changed mobile').optional(),
    }),
    z.object({
      SMS_PROVIDER: z.literal('tencent'),
      ...account('tencent'),
      SMS_SDK_APP_ID: required('the SdkAppId of the Tencent SMS application').regex(/^\d+$/, {
        error: 'must be the digits of the Tencent SMS application id, such as 1400000000',
      }),
      SMS_TEMPLATE_REGISTER: tencentTemplate('registration'),
      SMS_TEMPLATE_RESET: tencentTemplate('password reset'),
      SMS_TEMPLATE_CANCEL: tencentTemplate('account cancellation').optional(),
      SMS_TEMPLATE_SERVICE: tencentTemplate('service request notice').optional(),
      SMS_TEMPLATE_CHANGE_MOBILE: tencentTemplate('new mobile number').optional(),
      SMS_TEMPLATE_MOBILE_CHANGED: tencentTemplate('notice to the old number of a changed mobile').optional(),
    }),
  ],
  { error: `must be one of ${smsProviders.join(', ')}` },
)

/** The SMS_ variables, with blank ones taken as unset (an empty line in an env file means "not given"). */
/** @param {Env} env @returns {Env} */
function smsVariables(env) {
  const given = Object.entries(env).filter(([name, value]) => name.startsWith('SMS_') && value?.trim())
  return { SMS_PROVIDER: 'outbox', ...Object.fromEntries(given) }
}

/** @param {Env} env */
function parse(env) {
  return schema.safeParse(smsVariables(env))
}

/**
 * What is wrong with the SMS settings of `env`, as one line naming the variable, or null when the
 * chosen provider has all it needs. Pure, so that the start-up check can refuse to start with it.
 */
/** @param {Env} env @returns {string | null} */
export function smsSettingsProblem(env) {
  const result = parse(env)
  if (result.success) return null
  const issue = result.error.issues[0]
  const variable = String(issue.path[0] ?? 'SMS_PROVIDER')
  const given = variable === 'SMS_PROVIDER' ? ` (got "${String(env.SMS_PROVIDER)}")` : ''
  return `${variable} ${issue.message}${given}`
}

/**
 * The settings of the provider `env` chooses; throws with smsSettingsProblem's line when they are incomplete.
 * @param {Env} env @returns {SmsSettings}
 */
export function smsSettings(env) {
  const result = parse(env)
  if (!result.success) throw new Error(`SMS settings: ${smsSettingsProblem(env)}`)
  const values = result.data
  if (values.SMS_PROVIDER === 'outbox') return { provider: 'outbox' }
  const defaults = vendorDefaults[values.SMS_PROVIDER]
  return {
    provider: values.SMS_PROVIDER,
    accessKeyId: values.SMS_ACCESS_KEY_ID,
    accessKeySecret: values.SMS_ACCESS_KEY_SECRET,
    signName: values.SMS_SIGN_NAME,
    // without a template of its own, an account cancellation's code goes with the reset template and
    // a new number's code with the registration template (both confirm a number no account holds yet)
    templates: {
      register: values.SMS_TEMPLATE_REGISTER,
      reset: values.SMS_TEMPLATE_RESET,
      cancel: values.SMS_TEMPLATE_CANCEL ?? values.SMS_TEMPLATE_RESET,
      // a service request's code says no more than a registration's: "your code is …"
      serviceRequest: values.SMS_TEMPLATE_REGISTER,
      changeMobile: values.SMS_TEMPLATE_CHANGE_MOBILE ?? values.SMS_TEMPLATE_REGISTER,
    },
    serviceNoticeTemplate: values.SMS_TEMPLATE_SERVICE,
    mobileChangedTemplate: values.SMS_TEMPLATE_MOBILE_CHANGED,
    region: values.SMS_REGION ?? defaults.region,
    endpoint: values.SMS_ENDPOINT ?? { protocol: 'https', host: defaults.host },
    timeoutSeconds: values.SMS_TIMEOUT_SECONDS,
    sdkAppId: values.SMS_PROVIDER === 'tencent' ? values.SMS_SDK_APP_ID : undefined,
  }
}
