import type { Localized } from './types'

export type TimelineKind = 'development' | 'presysProcess'

interface TimelineSeed {
  kind: TimelineKind
  /** A year, or a label such as 未来 / Future. */
  year: Localized<string>
  items: Localized<string[]>
}

const year = (y: number): Localized<string> => ({ zh: String(y), en: String(y) })

export const timelines: readonly TimelineSeed[] = [
  {
    kind: 'development',
    year: year(2018),
    items: {
      zh: ['公司成立，组建真空阀门研发团队', '首款高真空直角阀样机完成'],
      en: ['The company is founded and builds its vacuum valve R&D team', 'First high vacuum angle valve prototype completed'],
    },
  },
  {
    kind: 'development',
    year: year(2019),
    items: {
      zh: ['高真空直角阀与超高真空角阀量产', '开始为国内设备厂商提供阀门维修服务'],
      en: ['High vacuum and UHV angle valves in series production', 'Valve repair service for Chinese equipment makers begins'],
    },
  },
  {
    kind: 'development',
    year: year(2020),
    items: {
      zh: ['MGV/AGV 插板阀系列发布', '与韩国 Presys 建立合作关系'],
      en: ['MGV/AGV gate valve series launched', 'Partnership with Presys of Korea begins'],
    },
  },
  {
    kind: 'development',
    year: year(2021),
    items: {
      zh: ['矩形传输阀通过客户验证', '获得首项发明专利授权', '节流阀与控制器研发立项'],
      en: ['Rectangular transfer valve qualified by customers', 'First invention patent granted', 'Throttle valve and controller development starts'],
    },
  },
  {
    kind: 'development',
    year: year(2022),
    items: {
      zh: ['节流阀及控制器发布', '蝶形控制阀覆盖 DN100 – DN200'],
      en: ['Throttle valve and controller launched', 'Butterfly control valves cover DN100 – DN200'],
    },
  },
  {
    kind: 'development',
    year: year(2023),
    items: {
      zh: ['千级洁净装配车间投入使用', '通过 ISO 9001 认证，获评高新技术企业'],
      en: ['Class-1000 clean assembly room in operation', 'ISO 9001 certified and recognised as a High-Tech Enterprise'],
    },
  },
  {
    kind: 'development',
    year: { zh: '未来', en: 'Future' },
    items: {
      zh: ['完善大通径插板阀与摆阀产品线', '建设阀门寿命与可靠性测试中心', '服务网络覆盖全国主要半导体产业集群'],
      en: ['Complete the range of large gate and pendulum valves', 'Build a valve life and reliability test centre', 'Extend the service network to every major semiconductor cluster in China'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(1997),
    items: {
      zh: ['Presys 在韩国成立'],
      en: ['Presys is founded in Korea'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2000),
    items: {
      zh: ['首款半导体用矩形传输阀量产'],
      en: ['First slit valve for semiconductor equipment in series production'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2004),
    items: {
      zh: ['推出平板显示设备用大开口门阀', '通过 ISO 9001 认证'],
      en: ['Large door valves for flat-panel equipment launched', 'ISO 9001 certified'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2008),
    items: {
      zh: ['摆式压力控制阀系列发布'],
      en: ['Pendulum control valve series launched'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2012),
    items: {
      zh: ['新工厂落成，产能扩大一倍', '进入太阳能设备市场'],
      en: ['New factory doubles capacity', 'Enters the solar equipment market'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2017),
    items: {
      zh: ['加热型阀门与快速关闭保护阀发布'],
      en: ['Heated valves and the fast-closing protection gate launched'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2020),
    items: {
      zh: ['与中国合作伙伴建立合作，拓展中国市场'],
      en: ['Partnership with its Chinese partner extends its reach in China'],
    },
  },
  {
    kind: 'presysProcess',
    year: year(2024),
    items: {
      zh: ['在中国设立授权维修中心'],
      en: ['Authorised repair centre established in China'],
    },
  },
]
