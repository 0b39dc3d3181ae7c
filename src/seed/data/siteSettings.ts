import { otherProductPages, type PageKey, pages, vacuumValvePages } from '@/siteMap'

import { siteNames } from '@/siteMap/namesOfAFreshSite'
import type { LinkSeed, Localized } from './types'

interface BannerSlideSeed {
  title: Localized<string>
  text: Localized<string>
  href: string
}

interface FooterGroupSeed {
  title: Localized<string>
  links: LinkSeed[]
}

interface SiteSettingsSeed {
  companyName: Localized<string>
  filingNumber: string
  filingUrl: string
  servicePhone: string
  serviceEmail: string
  serviceAddress: Localized<string>
  bannerSlides: BannerSlideSeed[]
  footerGroups: FooterGroupSeed[]
}

const link = (key: PageKey): LinkSeed => ({ label: siteNames.pages[key], href: pages[key].path })

export const siteSettings: SiteSettingsSeed = {
  companyName: { zh: '示例真空科技有限公司', en: 'Example Vacuum Technology Co., Ltd.' },
  filingNumber: '沪ICP备00000000号-1',
  filingUrl: 'https://beian.miit.gov.cn/',
  servicePhone: '400-000-0000',
  serviceEmail: 'service@example.com',
  serviceAddress: {
    zh: '上海市浦东新区张江高科技园区示例路 88 号',
    en: 'No. 88 Example Road, Zhangjiang Hi-Tech Park, Pudong, Shanghai',
  },
  bannerSlides: [
    {
      title: { zh: '专注半导体真空阀门', en: 'Vacuum valves for semiconductor manufacturing' },
      text: {
        zh: '自 2018 年起，为半导体、平板显示与光伏设备提供可靠的真空阀门',
        en: 'Reliable vacuum valves for semiconductor, flat-panel and solar equipment since 2018',
      },
      href: pages.about.path,
    },
    {
      title: { zh: '维修保养 · 升级改造', en: 'Repair, maintenance and upgrades' },
      text: {
        zh: '原厂标准检漏，缩短停机时间，延长阀门寿命',
        en: 'Leak-tested to factory standard: less downtime, longer valve life',
      },
      // The banner link keeps its original spelling with a lower-case v; the site redirects it to the canonical path.
      href: '/valveRepairDndMaintenance',
    },
    {
      title: { zh: '新闻动态', en: 'News' },
      text: {
        zh: '了解公司最新产品、展会与服务动态',
        en: 'Our latest products, exhibitions and services',
      },
      href: pages.news.path,
    },
  ],
  footerGroups: [
    {
      title: { zh: '产品中心', en: 'Products' },
      links: [link('vacuumValveMain'), ...vacuumValvePages.map((v) => ({ label: siteNames.vacuumValves[v.pageNumber], href: v.path }))],
    },
    {
      title: { zh: '产品服务', en: 'Product services' },
      links: [link('repair'), link('upgrade'), link('serviceCenter')],
    },
    {
      title: { zh: '其他产品', en: 'Other products' },
      links: otherProductPages.map((o) => ({ label: siteNames.otherProducts[o.slug], href: o.path })),
    },
    {
      title: { zh: '更多信息', en: 'More information' },
      links: [link('news'), link('honor'), link('download'), link('presys'), link('presysBrief')],
    },
    {
      title: { zh: '公司', en: 'Company' },
      links: [link('about'), link('companyProfile'), link('developmentPath'), link('careerOpportunities'), link('recruitment')],
    },
    {
      title: { zh: '客户服务', en: 'Customer service' },
      links: [link('contactUs'), link('serviceCenter'), link('login'), link('register')],
    },
  ],
}
