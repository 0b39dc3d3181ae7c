import type { Field, TextFieldSingleValidation } from 'payload'

import { isVerificationCode, policeFilingCode, siteVerificationTags } from '@/features/site/publicFilings'
import { label } from '@/lib/bilingual'

const validVerificationCode: TextFieldSingleValidation = (value) =>
  !value || isVerificationCode(value.trim())
    ? true
    : '只能包含字母、数字、“-”、“_”和“.” / Letters, digits, “-”, “_” and “.” only (at most 128)'

export const siteVerificationFields: Field = {
  name: 'siteVerification',
  type: 'group',
  label: label('搜索引擎验证码', 'Search engine verification codes'),
  fields: siteVerificationTags.map(({ field, name, engine }) => ({
    name: field,
    type: 'text',
    validate: validVerificationCode,
    label: { zh: `${engine.zh}（${name}）`, en: `${engine.en} (${name})` },
  })),
}

export const validPoliceFilingNumber: TextFieldSingleValidation = (value) =>
  !value?.trim() || policeFilingCode(value) ? true : '请填写含备案编号数字的完整备案号 / Enter the whole filing number, with its digits'
