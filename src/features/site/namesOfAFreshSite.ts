import type { SiteNames } from '@/siteMap/names'

/**
 * The names a fresh site starts with (decision 017: editors rename them in the CMS afterwards).
 * Where the old sources disagreed the product facts decided (decision 014): the valve whose path
 * says "high-vacuum direct" sits among the angle valves, so it is 高真空直角阀; the gate valves are
 * 插板阀 as in the catalogue; English uses US spelling and the singular for a product.
 */
export const siteNames: SiteNames = {
  pages: {
    home: { zh: '首页', en: 'Home' },
    news: { zh: '新闻中心', en: 'News' },
    newsDetail: { zh: '新闻详情', en: 'News article' },
    honor: { zh: '荣誉资质', en: 'Honors & patents' },
    download: { zh: '下载中心', en: 'Download center' },
    vacuumValveMain: { zh: '真空阀门', en: 'Vacuum valves' },
    presys: { zh: 'Presys 系列', en: 'Presys series' },
    presysBrief: { zh: 'Presys 简介', en: 'About Presys' },
    presysProcess: { zh: 'Presys 发展历程', en: 'Presys history' },
    presysDetail: { zh: 'Presys 产品详情', en: 'Presys model' },
    repair: { zh: '维修与保养', en: 'Repair and maintenance' },
    upgrade: { zh: '升级与改造', en: 'Upgrade and transformation' },
    serviceCenter: { zh: '服务中心', en: 'Service center' },
    about: { zh: '关于我们', en: 'About us' },
    companyProfile: { zh: '公司简介', en: 'Company profile' },
    developmentPath: { zh: '发展历程', en: 'Development path' },
    careerOpportunities: { zh: '职业机会', en: 'Career opportunities' },
    recruitment: { zh: '人才招聘', en: 'Jobs' },
    contactUs: { zh: '联系我们', en: 'Contact us' },
    login: { zh: '登录', en: 'Log in' },
    register: { zh: '注册', en: 'Register' },
    retrievePassword: { zh: '找回密码', en: 'Retrieve password' },
    search: { zh: '搜索结果', en: 'Search results' },
    productFinder: { zh: '产品选型', en: 'Product finder' },
    privacyPolicy: { zh: '隐私政策', en: 'Privacy policy' },
    userAgreement: { zh: '用户协议', en: 'User agreement' },
    memberData: { zh: '我的数据', en: 'My data' },
  },
  menuLabels: {
    angleValves: { zh: '角阀', en: 'Angle valves' },
    gateValves: { zh: '插板阀', en: 'Gate valves' },
    presys: { zh: 'Presys', en: 'Presys' },
    presysRange: { zh: '产品系列', en: 'Product range' },
    services: { zh: '产品服务', en: 'Services' },
    otherProducts: { zh: '其他产品', en: 'Other products' },
  },
  vacuumValves: {
    1: { zh: 'MGV/AGV 系列插板阀', en: 'MGV/AGV Series Gate Valve' },
    2: { zh: '蝶形控制阀', en: 'Butterfly Control Valve' },
    3: { zh: '高真空直角阀', en: 'High Vacuum Angle Valve' },
    4: { zh: '超高真空角阀', en: 'UHV Angle Valve' },
    5: { zh: '矩形传输阀', en: 'Rectangular Transfer Valve' },
    6: { zh: '高真空插板阀', en: 'High Vacuum Gate Valve' },
    7: { zh: '真空插板阀', en: 'Vacuum Gate Valve' },
    8: { zh: '组合阀', en: 'Combined Valve' },
  },
  presysModels: {
    9: { zh: 'Y77 摆式压力控制阀', en: 'Y77 Pendulum Control Valve' },
    10: { zh: 'Y74 摆式隔离阀', en: 'Y74 Pendulum Isolation Valve' },
    11: { zh: 'Y70 矩形传输阀', en: 'Y70 Slit Valve' },
    12: { zh: 'Y70-2 双向密封矩形阀', en: 'Y70-2 Bi-directional Slit Valve' },
    13: { zh: 'Y70-3 加热型矩形阀', en: 'Y70-3 Heated Slit Valve' },
    14: { zh: 'Y72 大开口门阀', en: 'Y72 Large Door Valve' },
    15: { zh: 'Y73 阀盖式插板阀', en: 'Y73 Bonnet Gate Valve' },
    16: { zh: 'Y78 超高真空插板阀', en: 'Y78 UHV Gate Valve' },
    17: { zh: 'Y20 气动角阀', en: 'Y20 Pneumatic Angle Valve' },
    18: { zh: 'Y21 加热型角阀', en: 'Y21 Heated Angle Valve' },
    19: { zh: 'Y21-2 软抽角阀', en: 'Y21-2 Soft-pump Angle Valve' },
    20: { zh: 'Y21-3 直通阀', en: 'Y21-3 Inline Valve' },
    21: { zh: 'Y60 蝶形节流阀', en: 'Y60 Butterfly Throttle Valve' },
    22: { zh: 'Y41 快速关闭保护阀', en: 'Y41 Fast-closing Protection Gate' },
    23: { zh: 'Y75 大气侧门阀', en: 'Y75 Atmospheric Door Valve' },
    24: { zh: 'Y76 软抽摆阀', en: 'Y76 Soft-pump Pendulum Valve' },
  },
  otherProducts: {
    throttleValve: { zh: '节流阀', en: 'Throttle Valve' },
    throttleValveController: {
      zh: '节流阀控制器',
      en: 'Throttle Valve Controller',
    },
    dualThrottleValve: { zh: '双节流阀', en: 'Dual Throttle Valve' },
    multiPositionController: {
      zh: '多位置控制器',
      en: 'Multi-position Controller',
    },
    mne: { zh: 'MNE 真空密封件', en: 'MNE Vacuum Seals' },
    unisemChiller: { zh: 'Unisem 冷水机', en: 'Unisem Chiller' },
  },
}
