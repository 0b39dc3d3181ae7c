import type { TextPageKey } from '@/siteMap/textPages'

import { privacyPolicy, userAgreement } from './legalPages'
import type { Localized, TextSection } from './types'

export type { TextPageKey }

interface TextPageSeed {
  intro: Localized<string>
  sections: Localized<TextSection[]>
}

const noSections: Localized<TextSection[]> = { zh: [], en: [] }

export const textPages: Readonly<Record<TextPageKey, TextPageSeed>> = {
  about: {
    intro: {
      zh: '公司成立于 2018 年，专注于半导体真空阀门的研发、制造与服务，产品服务于半导体、平板显示和光伏行业。',
      en: 'Founded in 2018, the company develops, makes and services vacuum valves for the semiconductor, flat-panel and solar industries.',
    },
    sections: {
      zh: [
        { heading: '我们做什么', body: '公司产品涵盖插板阀、角阀、矩形传输阀、蝶形控制阀、组合阀以及节流阀与控制器，并作为韩国 Presys 的合作伙伴，提供其阀门产品的销售与维修服务。' },
        { heading: '我们的能力', body: '公司拥有千级洁净装配车间、氦质谱检漏与寿命测试设备，从设计、装配到检测全部自主完成，每一台出厂阀门均附带检漏记录。' },
        { heading: '我们的服务', body: '公司在华东、华北、华南设有服务网点，提供阀门维修保养、升级改造与现场技术支持，帮助客户降低停机时间与备件成本。' },
      ],
      en: [
        { heading: 'What we do', body: 'The company makes gate valves, angle valves, rectangular transfer valves, butterfly control valves, combined valves, and throttle valves with controllers. As the partner of Presys of Korea, it also sells and repairs Presys valves.' },
        { heading: 'What we can do', body: 'A class-1000 clean assembly room, helium leak detectors and life test rigs let the company design, assemble and test everything in-house; every valve ships with its leak test record.' },
        { heading: 'How we serve', body: 'Service points in East, North and South China offer valve repair and maintenance, upgrades and on-site support, cutting customers’ downtime and spare-part costs.' },
      ],
    },
  },
  companyProfile: {
    intro: {
      zh: '专注真空阀门，服务半导体制造。',
      en: 'Focused on vacuum valves, serving semiconductor manufacturing.',
    },
    sections: {
      zh: [
        { body: '公司成立于 2018 年，是一家专业从事半导体真空阀门研发、生产、销售与服务的高新技术企业。' },
        { body: '公司产品包括 MGV/AGV 插板阀、蝶形控制阀、高真空直角阀、超高真空角阀、矩形传输阀、高真空插板阀、真空插板阀与组合阀，通径覆盖 DN16 至 DN250。' },
        { body: '在压力控制领域，公司自主开发节流阀、双节流阀、节流阀控制器与多位置控制器，节流阀全开至全关时间小于 1.5 秒，位置分辨率达 1/28,800。' },
        { body: '公司是韩国 Presys 的中国合作伙伴与授权维修中心。Presys 成立于 1997 年，在矩形传输阀与摆阀领域积累深厚。' },
        { body: '公司拥有千级洁净装配车间、氦质谱检漏仪与阀门寿命测试台，已通过 ISO 9001 质量管理体系认证，并获得多项发明与实用新型专利。' },
        { body: '公司客户覆盖半导体前道设备、平板显示与光伏设备制造商，以及晶圆厂与面板厂的设备维护部门。' },
        { body: '公司坚持以技术为本、以客户为中心，致力于为每一台设备提供可靠的真空阀门与及时的服务。' },
      ],
      en: [
        { body: 'Founded in 2018, the company is a high-tech enterprise that develops, makes, sells and services vacuum valves for semiconductor manufacturing.' },
        { body: 'Its products include MGV/AGV gate valves, butterfly control valves, high vacuum angle valves, UHV angle valves, rectangular transfer valves, high vacuum gate valves, vacuum gate valves and combined valves, from DN16 to DN250.' },
        { body: 'For pressure control the company has developed its own throttle valve, dual throttle valve, throttle valve controller and multi-position controller; the throttle valve closes from fully open in under 1.5 s with a position resolution of 1/28,800.' },
        { body: 'The company is the Chinese partner and authorised repair centre of Presys of Korea. Founded in 1997, Presys has deep experience in slit and pendulum valves.' },
        { body: 'A class-1000 clean assembly room, helium leak detectors and valve life test rigs support production. The company is ISO 9001 certified and holds several invention and utility-model patents.' },
        { body: 'Its customers are makers of semiconductor front-end, flat-panel and solar equipment, and the equipment maintenance teams of wafer and panel fabs.' },
        { body: 'Technology first and the customer at the centre: the company is committed to reliable vacuum valves and timely service for every tool.' },
      ],
    },
  },
  developmentPath: {
    intro: {
      zh: '从 2018 年成立至今，公司一步步完善产品系列与服务网络。',
      en: 'Since its founding in 2018, the company has built up its product range and service network step by step.',
    },
    sections: noSections,
  },
  careerOpportunities: {
    intro: {
      zh: '我们期待与热爱技术、踏实肯干的你一起，做好每一台真空阀门。',
      en: 'We look for people who love technology and take care in their work, to build every vacuum valve well together.',
    },
    sections: {
      zh: [
        { heading: '人才理念', body: '我们相信专业的人做专业的事。无论研发、生产还是服务岗位，我们都为员工提供清晰的职责与充分的发挥空间。' },
        { heading: '培养与发展', body: '新员工入职后有导师带教与系统培训，内容涵盖真空基础、洁净装配与检漏技术；优秀员工可参与新品项目与海外合作伙伴的技术交流。' },
        { heading: '薪酬福利', body: '提供有竞争力的薪酬，依法缴纳五险一金，享有带薪年假、节日福利、年度体检与项目奖金。' },
        { heading: '工作环境', body: '公司位于产业园区，拥有现代化办公区与洁净车间，交通便利，提供工作餐。' },
      ],
      en: [
        { heading: 'Our view of people', body: 'We believe in letting experts do expert work. In R&D, production or service, every employee has clear responsibilities and room to grow.' },
        { heading: 'Training and growth', body: 'New colleagues have a mentor and structured training in vacuum basics, clean assembly and leak testing; strong performers join new product projects and technical exchanges with our overseas partner.' },
        { heading: 'Pay and benefits', body: 'Competitive pay, full statutory social insurance and housing fund, paid annual leave, holiday benefits, a yearly health check and project bonuses.' },
        { heading: 'Workplace', body: 'Modern offices and clean rooms in an industrial park that is easy to reach, with meals provided.' },
      ],
    },
  },
  repairMaintenance: {
    intro: {
      zh: '阀门维修与定期保养，帮助设备恢复性能、延长寿命。',
      en: 'Valve repair and scheduled maintenance restore performance and extend valve life.',
    },
    sections: {
      zh: [
        { heading: '服务范围', body: '可维修插板阀、角阀、矩形传输阀、摆阀、蝶阀与节流阀，包括公司自有产品、Presys 产品及其他主流品牌阀门。' },
        { heading: '维修流程', body: '来件检测与故障诊断 → 报价确认 → 洁净清洗与拆检 → 更换密封件与磨损件 → 装配 → 氦检漏与功能测试 → 出具维修报告并返还。' },
        { heading: '质量保证', body: '维修后的阀门按出厂标准进行氦检漏，漏率合格后方可返还，并提供维修质保。' },
      ],
      en: [
        { heading: 'Scope', body: 'Gate, angle, rectangular transfer, pendulum, butterfly and throttle valves: our own products, Presys products and valves of other major brands.' },
        { heading: 'Process', body: 'Incoming inspection and diagnosis → quotation → clean washing and disassembly → new seals and worn parts → assembly → helium leak and function tests → repair report and return.' },
        { heading: 'Quality', body: 'Repaired valves are helium leak-tested to the factory standard and returned only when they pass, with a repair warranty.' },
      ],
    },
  },
  upgradeTransformation: {
    intro: {
      zh: '针对在用设备的阀门进行升级改造，以较低成本提升性能与可靠性。',
      en: 'Upgrading the valves of installed equipment raises performance and reliability at a modest cost.',
    },
    sections: {
      zh: [
        { body: '密封材料升级：FKM 升级为 FFKM，提高耐等离子体与耐腐蚀性能。' },
        { body: '加热改造：为阀体加装加热套与温控，减少工艺副产物沉积。' },
        { body: '驱动升级：手动阀改为气动或电动，并增加位置反馈。' },
        { body: '控制升级：老旧节流阀控制器更换为新一代控制器，支持 EtherCAT 等接口。' },
        { body: '接口改造：按新设备需求改制法兰与安装尺寸。' },
        { body: '国产化替代：为停产或交期过长的进口阀门提供可互换的替代方案。' },
      ],
      en: [
        { body: 'Seal upgrade: FKM to FFKM for better resistance to plasma and corrosion.' },
        { body: 'Heating retrofit: heating jackets and temperature control against by-product deposits.' },
        { body: 'Drive upgrade: manual valves converted to pneumatic or electric, with position feedback.' },
        { body: 'Control upgrade: old throttle valve controllers replaced by the new generation, with EtherCAT and other interfaces.' },
        { body: 'Interface rework: flanges and mounting dimensions adapted to new equipment.' },
        { body: 'Local replacement: interchangeable alternatives for imported valves that are discontinued or have long lead times.' },
      ],
    },
  },
  serviceCenter: {
    intro: {
      zh: '售前选型、售后维修与技术支持，一个电话即可联系。',
      en: 'Selection before you buy, repair and support after: one call away.',
    },
    sections: {
      zh: [
        { body: '服务中心负责产品选型咨询、维修受理、备件供应与现场技术支持。工作日 8:30 – 17:30 受理，紧急故障提供 24 小时响应。' },
        { body: '送修前请联系服务中心获取维修单号，并注明设备型号、故障现象与使用工艺，以便我们快速诊断。' },
      ],
      en: [
        { body: 'The service center handles product selection, repair orders, spare parts and on-site support, on working days from 8:30 to 17:30, with a 24-hour response for urgent failures.' },
        { body: 'Before sending a valve for repair, please ask the service center for a repair number and note the equipment model, the fault and the process used, so we can diagnose it quickly.' },
      ],
    },
  },
  vacuumValveMain: {
    intro: {
      zh: '八大系列真空阀门，覆盖隔离、传输与压力控制，适用于半导体、平板显示与光伏设备。',
      en: 'Eight series of vacuum valves for isolation, transfer and pressure control in semiconductor, flat-panel and solar equipment.',
    },
    sections: noSections,
  },
  presysBrief: {
    intro: {
      zh: 'Presys 于 1997 年在韩国成立，是半导体与平板显示真空阀门的专业制造商。公司作为其中国合作伙伴，提供产品销售、技术支持与授权维修服务。',
      en: 'Founded in Korea in 1997, Presys is a specialist maker of vacuum valves for semiconductor and flat-panel equipment. As its partner in China, the company offers sales, technical support and authorised repair.',
    },
    sections: noSections,
  },
  presysProcess: {
    intro: {
      zh: '自 1997 年成立以来，Presys 持续扩展真空阀门产品线与全球市场。',
      en: 'Since 1997, Presys has kept extending its vacuum valve range and its markets worldwide.',
    },
    sections: noSections,
  },
  privacyPolicy,
  userAgreement,
}
