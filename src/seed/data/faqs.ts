import type { Localized } from './types'

type FaqGroup = 'vacuumValve' | 'presysBrief'

interface FaqSeed {
  group: FaqGroup
  question: Localized<string>
  answer: Localized<string>
}

export const faqs: readonly FaqSeed[] = [
  {
    group: 'vacuumValve',
    question: { zh: '什么是真空阀门？', en: 'What is a vacuum valve?' },
    answer: {
      zh: '真空阀门是在真空系统中用于隔离、调节流量或控制压力的部件。它既要在关闭时阻止气体通过，又要保证阀体本身对大气的密封，因此用漏率来衡量其性能，常见要求为 1×10⁻⁹ mbar·l/s 量级。',
      en: 'A vacuum valve isolates parts of a vacuum system, regulates flow or controls pressure. Closed, it must stop gas passing the seat, and its body must stay sealed against atmosphere, so its performance is measured as a leak rate, typically in the order of 1×10⁻⁹ mbar·l/s.',
    },
  },
  {
    group: 'vacuumValve',
    question: { zh: '什么是高性能阀门？', en: 'What is a high-performance valve?' },
    answer: {
      zh: '高性能阀门指在极低漏率、长寿命、低颗粒与耐腐蚀方面同时满足半导体工艺要求的阀门。例如首次保养前可达 1,000,000 次循环、开关过程颗粒释放极低、可承受加热与腐蚀性工艺气体。',
      en: 'A high-performance valve meets semiconductor process needs on all counts at once: a very low leak rate, long life, few particles and resistance to corrosion, for example 1,000,000 cycles before the first service, hardly any particles when switching, and tolerance of heating and corrosive process gases.',
    },
  },
  {
    group: 'vacuumValve',
    question: { zh: '真空阀门有哪些类型？', en: 'What types of vacuum valves are there?' },
    answer: {
      zh: '按结构可分为插板阀（高真空与真空插板阀、MGV/AGV）、角阀（高真空直角阀与超高真空角阀）、矩形传输阀、蝶形控制阀和组合阀。插板阀用于大通径隔离，角阀用于前级与旁路，矩形阀用于晶圆传输，蝶阀用于压力控制，组合阀将多种功能集成于一体。',
      en: 'By design there are gate valves (high vacuum and vacuum gate valves, MGV/AGV), angle valves (high vacuum and UHV), rectangular transfer valves, butterfly control valves and combined valves. Gate valves isolate large bores, angle valves serve forelines and bypasses, rectangular valves let wafers pass, butterfly valves control pressure, and combined valves integrate several functions in one body.',
    },
  },
  {
    group: 'presysBrief',
    question: { zh: 'Presys 是一家什么样的公司？', en: 'What kind of company is Presys?' },
    answer: {
      zh: 'Presys 于 1997 年在韩国成立，专业研发和制造半导体与平板显示设备用真空阀门，产品包括矩形传输阀、摆阀、插板阀、角阀和节流阀。',
      en: 'Presys was founded in Korea in 1997 and develops and makes vacuum valves for semiconductor and flat-panel equipment: slit valves, pendulum valves, gate valves, angle valves and throttle valves.',
    },
  },
  {
    group: 'presysBrief',
    question: { zh: '公司与 Presys 是什么关系？', en: 'How is the company related to Presys?' },
    answer: {
      zh: '公司是 Presys 在中国的合作伙伴，负责其阀门产品的销售、技术支持，并作为授权维修中心提供维修与保养服务。',
      en: 'The company is Presys’s partner in China: it sells and supports Presys valves and, as the authorised repair centre, repairs and services them.',
    },
  },
  {
    group: 'presysBrief',
    question: { zh: 'Presys 产品主要用于哪些行业？', en: 'Which industries use Presys products?' },
    answer: {
      zh: '主要用于半导体前道设备（刻蚀、沉积、离子注入）、平板显示设备以及太阳能电池生产设备。',
      en: 'Mainly semiconductor front-end equipment (etch, deposition, ion implantation), flat-panel equipment and solar cell production equipment.',
    },
  },
  {
    group: 'presysBrief',
    question: { zh: '如何获取 Presys 产品资料与报价？', en: 'How do I get Presys datasheets and prices?' },
    answer: {
      zh: '注册并登录会员后，可在产品页面和下载中心下载技术资料；报价与选型请通过“联系我们”页面留言，客户经理将尽快与您联系。',
      en: 'Register and log in as a member to download datasheets from the product pages and the download centre. For prices and selection, leave a message on the Contact us page and an account manager will get back to you.',
    },
  },
  {
    group: 'presysBrief',
    question: { zh: 'Presys 阀门可以在国内维修吗？', en: 'Can Presys valves be repaired in China?' },
    answer: {
      zh: '可以。公司作为授权维修中心使用原厂备件与维修规范，维修后的阀门经氦检漏与功能测试合格后返还。',
      en: 'Yes. As the authorised repair centre, the company uses original spare parts and procedures; repaired valves are returned after passing helium leak and function tests.',
    },
  },
]
