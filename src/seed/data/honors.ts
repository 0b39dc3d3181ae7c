import type { Localized } from './types'

export type HonorKind = 'honor' | 'patent'

interface HonorSeed {
  kind: HonorKind
  title: Localized<string>
  /** Who granted it; printed on the generated certificate. */
  issuer: Localized<string>
  year: number
  /** Certificate or patent number; placeholders, not real registrations. */
  number: string
}

export const honors: readonly HonorSeed[] = [
  {
    kind: 'honor',
    title: { zh: 'ISO 9001:2015 质量管理体系认证证书', en: 'ISO 9001:2015 quality management certificate' },
    issuer: { zh: '认证机构', en: 'Certification body' },
    year: 2023,
    number: 'QMS-2023-0000',
  },
  {
    kind: 'honor',
    title: { zh: 'ISO 14001:2015 环境管理体系认证证书', en: 'ISO 14001:2015 environmental management certificate' },
    issuer: { zh: '认证机构', en: 'Certification body' },
    year: 2024,
    number: 'EMS-2024-0000',
  },
  {
    kind: 'honor',
    title: { zh: '高新技术企业证书', en: 'High-Tech Enterprise certificate' },
    issuer: { zh: '高新技术企业认定管理机构', en: 'High-tech enterprise recognition authority' },
    year: 2023,
    number: 'GR2023000000',
  },
  {
    kind: 'honor',
    title: { zh: '专精特新中小企业', en: 'Specialised and innovative SME' },
    issuer: { zh: '省工业和信息化主管部门', en: 'Provincial industry and IT authority' },
    year: 2024,
    number: 'ZJTX-2024-000',
  },
  {
    kind: 'honor',
    title: { zh: '科技型中小企业', en: 'Technology-based SME' },
    issuer: { zh: '科技主管部门', en: 'Science and technology authority' },
    year: 2022,
    number: 'KJ-2022-0000',
  },
  {
    kind: 'honor',
    title: { zh: '知识产权管理体系认证证书', en: 'Intellectual property management certificate' },
    issuer: { zh: '认证机构', en: 'Certification body' },
    year: 2024,
    number: 'IPMS-2024-000',
  },
  {
    kind: 'honor',
    title: { zh: 'Presys 中国授权维修中心', en: 'Presys authorised repair centre, China' },
    issuer: { zh: 'Presys Co., Ltd.', en: 'Presys Co., Ltd.' },
    year: 2024,
    number: 'PRS-ASC-CN-01',
  },
  {
    kind: 'honor',
    title: { zh: '年度优秀供应商', en: 'Supplier of the year' },
    issuer: { zh: '半导体设备客户', en: 'Semiconductor equipment customer' },
    year: 2025,
    number: 'SUP-2025-00',
  },
  {
    kind: 'honor',
    title: { zh: '安全生产标准化三级企业', en: 'Work safety standardisation, level 3' },
    issuer: { zh: '应急管理部门', en: 'Emergency management authority' },
    year: 2025,
    number: 'AQBIII-2025-000',
  },
  {
    kind: 'patent',
    title: { zh: '一种真空插板阀的楔形密封结构', en: 'Wedge sealing structure for a vacuum gate valve' },
    issuer: { zh: '发明专利', en: 'Invention patent' },
    year: 2021,
    number: 'ZL 2020 1 0000001.0',
  },
  {
    kind: 'patent',
    title: { zh: '一种矩形传输阀的 L 型驱动机构', en: 'L-motion drive for a rectangular transfer valve' },
    issuer: { zh: '发明专利', en: 'Invention patent' },
    year: 2022,
    number: 'ZL 2021 1 0000002.5',
  },
  {
    kind: 'patent',
    title: { zh: '一种快速关闭的真空保护阀', en: 'Fast-closing vacuum protection valve' },
    issuer: { zh: '发明专利', en: 'Invention patent' },
    year: 2023,
    number: 'ZL 2022 1 0000003.1',
  },
  {
    kind: 'patent',
    title: { zh: '一种节流阀阀碟位置的高分辨率控制装置', en: 'High-resolution position control for a throttle valve disc' },
    issuer: { zh: '发明专利', en: 'Invention patent' },
    year: 2024,
    number: 'ZL 2023 1 0000004.7',
  },
  {
    kind: 'patent',
    title: { zh: '一种带软抽功能的真空角阀', en: 'Vacuum angle valve with soft-pump function' },
    issuer: { zh: '实用新型专利', en: 'Utility model patent' },
    year: 2020,
    number: 'ZL 2019 2 0000005.2',
  },
  {
    kind: 'patent',
    title: { zh: '一种可加热的真空阀体', en: 'Heatable vacuum valve body' },
    issuer: { zh: '实用新型专利', en: 'Utility model patent' },
    year: 2021,
    number: 'ZL 2020 2 0000006.8',
  },
  {
    kind: 'patent',
    title: { zh: '一种真空阀门波纹管的保护结构', en: 'Protective structure for a vacuum valve bellows' },
    issuer: { zh: '实用新型专利', en: 'Utility model patent' },
    year: 2022,
    number: 'ZL 2021 2 0000007.3',
  },
  {
    kind: 'patent',
    title: { zh: '一种组合式真空阀门', en: 'Combined vacuum valve' },
    issuer: { zh: '实用新型专利', en: 'Utility model patent' },
    year: 2023,
    number: 'ZL 2022 2 0000008.9',
  },
  {
    kind: 'patent',
    title: { zh: '一种阀门寿命测试工装', en: 'Fixture for valve life testing' },
    issuer: { zh: '实用新型专利', en: 'Utility model patent' },
    year: 2024,
    number: 'ZL 2023 2 0000009.4',
  },
  {
    kind: 'patent',
    title: { zh: '一种多通道阀门位置控制器', en: 'Multi-channel valve position controller' },
    issuer: { zh: '实用新型专利', en: 'Utility model patent' },
    year: 2025,
    number: 'ZL 2024 2 0000010.6',
  },
]
