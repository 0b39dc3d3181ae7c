/**
 * The one source of truth for the site's pages: the spec's paths (their spelling is the contract),
 * titles, menu groups and the product chains. A title here is the one name of its page or product in
 * each language: the CMS records do not hold their own (decision 014). Menus, breadcrumbs, back/next buttons, the search
 * mapping, the sitemap, the case redirects and the tests all derive from this module.
 */
export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh'

export type Bilingual = Record<Locale, string>
const t = (zh: string, en: string): Bilingual => ({ zh, en })

export interface Page {
  path: `/${string}`
  title: Bilingual
  /** Member-only pages redirect visitors to /login?redirect=<path> on the server. */
  membersOnly?: boolean
  /** Listed in /sitemap.xml (pages that need a query or a session are not). */
  indexable?: boolean
}

export const pages = {
  home: { path: '/home', title: t('首页', 'Home'), indexable: true },
  news: { path: '/News', title: t('新闻中心', 'News'), indexable: true },
  newsDetail: { path: '/NewsDetail', title: t('新闻详情', 'News article') },
  honor: { path: '/honor', title: t('荣誉资质', 'Honors & patents'), indexable: true },
  download: { path: '/download', title: t('下载中心', 'Download center'), indexable: true },
  vacuumValveMain: { path: '/VacuumValveMain', title: t('真空阀门', 'Vacuum valves'), indexable: true },
  presys: { path: '/Presys', title: t('Presys 系列', 'Presys series'), indexable: true },
  presysBrief: { path: '/PresysBriefIntroduction', title: t('Presys 简介', 'About Presys'), indexable: true },
  presysProcess: { path: '/PresysProcess', title: t('Presys 发展历程', 'Presys history'), indexable: true },
  presysDetail: { path: '/presysDetail', title: t('Presys 产品详情', 'Presys model'), membersOnly: true },
  repair: { path: '/ValveRepairDndMaintenance', title: t('维修与保养', 'Repair and maintenance'), indexable: true },
  upgrade: { path: '/UpgradeDndTransformation', title: t('升级与改造', 'Upgrade and transformation'), indexable: true },
  serviceCenter: { path: '/ServiceCenter', title: t('服务中心', 'Service center'), indexable: true },
  about: { path: '/about', title: t('关于我们', 'About us'), indexable: true },
  companyProfile: { path: '/CompanyProfile', title: t('公司简介', 'Company profile'), indexable: true },
  developmentPath: { path: '/developmentPath', title: t('发展历程', 'Development path'), indexable: true },
  careerOpportunities: { path: '/CareerOpportunities', title: t('职业机会', 'Career opportunities'), indexable: true },
  recruitment: { path: '/recruitment', title: t('人才招聘', 'Jobs'), indexable: true },
  contactUs: { path: '/contactUs', title: t('联系我们', 'Contact us'), indexable: true },
  login: { path: '/login', title: t('登录', 'Log in') },
  register: { path: '/register', title: t('注册', 'Register') },
  retrievePassword: { path: '/retrievePassword', title: t('找回密码', 'Retrieve password') },
  search: { path: '/search', title: t('搜索结果', 'Search results') },
  productFinder: { path: '/productFinder', title: t('产品选型', 'Product finder'), indexable: true },
} satisfies Record<string, Page>

export type PageKey = keyof typeof pages

/** The eight valve types in the spec's page order; `productId` is the product-detail call's id. */
export const vacuumValvePages = [
  { pageNumber: 1, productId: 1, name: 'MGVAGV', title: t('MGV/AGV 系列插板阀', 'MGV/AGV Series Gate Valve'), keywords: ['mgv', 'agv'] },
  { pageNumber: 2, productId: 2, name: 'butterflyValve', title: t('蝶形控制阀', 'Butterfly Control Valve'), keywords: ['butterfly', '蝶阀', '蝶形'] },
  // the spec's "high-vacuum direct" valve sits among the angle valves: 直角 is a right angle, not "direct"
  { pageNumber: 3, productId: 7, name: 'highVacuumDirectValve', title: t('高真空直角阀', 'High Vacuum Angle Valve'), keywords: ['direct', '直通', '直角', '角阀', 'angle'] },
  { pageNumber: 4, productId: 8, name: 'UHV', title: t('超高真空角阀', 'UHV Angle Valve'), keywords: ['uhv', '超高真空'] },
  { pageNumber: 5, productId: 3, name: 'rectangularValve', title: t('矩形传输阀', 'Rectangular Transfer Valve'), keywords: ['rectangular', '矩形', 'slit'] },
  { pageNumber: 6, productId: 4, name: 'highVacuumGateValve', title: t('高真空插板阀', 'High Vacuum Gate Valve'), keywords: ['high vacuum gate', '高真空闸阀'] },
  { pageNumber: 7, productId: 6, name: 'vacuumGateValve', title: t('真空插板阀', 'Vacuum Gate Valve'), keywords: ['gate', '闸阀', '插板阀'] },
  { pageNumber: 8, productId: 5, name: 'combinedValve', title: t('组合阀', 'Combined Valve'), keywords: ['combined', '组合'] },
].map((v) => ({ ...v, path: `/VacuumValve${v.pageNumber}` as const, membersOnly: true }))

export type VacuumValvePage = (typeof vacuumValvePages)[number]

/** The partner's sixteen models, ids 9–24, in the spec's order. */
export const presysModelPages = (
  [
    ['presysy77', 'Y77', '摆式压力控制阀', 'Pendulum Control Valve'],
    ['y74', 'Y74', '摆式隔离阀', 'Pendulum Isolation Valve'],
    ['y70', 'Y70', '矩形传输阀', 'Slit Valve'],
    ['y70Two', 'Y70-2', '双向密封矩形阀', 'Bi-directional Slit Valve'],
    ['y70Three', 'Y70-3', '加热型矩形阀', 'Heated Slit Valve'],
    ['y72', 'Y72', '大开口门阀', 'Large Door Valve'],
    ['y73', 'Y73', '阀盖式插板阀', 'Bonnet Gate Valve'],
    ['y78', 'Y78', '超高真空插板阀', 'UHV Gate Valve'],
    ['y20', 'Y20', '气动角阀', 'Pneumatic Angle Valve'],
    ['y21', 'Y21', '加热型角阀', 'Heated Angle Valve'],
    ['y21Two', 'Y21-2', '软抽角阀', 'Soft-pump Angle Valve'],
    ['y21Three', 'Y21-3', '直通阀', 'Inline Valve'],
    ['y60', 'Y60', '蝶形节流阀', 'Butterfly Throttle Valve'],
    ['y41', 'Y41', '快速关闭保护阀', 'Fast-closing Protection Gate'],
    ['y75', 'Y75', '大气侧门阀', 'Atmospheric Door Valve'],
    ['y76', 'Y76', '软抽摆阀', 'Soft-pump Pendulum Valve'],
  ] as const
).map(([name, model, zh, en], index) => ({
  id: 9 + index,
  name,
  model,
  title: t(`${model} ${zh}`, `${model} ${en}`),
  path: `/presysDetail?form=${name}` as const,
  membersOnly: true,
}))

export type PresysModelPage = (typeof presysModelPages)[number]

/** The other-products chain in the spec's order; `downloadId` is the download call's id. */
export const otherProductPages = [
  { slug: 'throttleValve', path: '/throttleValve', downloadId: 25, title: t('节流阀', 'Throttle Valve'), keywords: ['throttle', '节流'] },
  { slug: 'throttleValveController', path: '/throttleValveController', downloadId: 26, title: t('节流阀控制器', 'Throttle Valve Controller'), keywords: ['controller', '控制器'] },
  { slug: 'dualThrottleValve', path: '/dualThrottleValve', downloadId: 27, title: t('双节流阀', 'Dual Throttle Valve'), keywords: ['dual', '双节流'] },
  { slug: 'multiPositionController', path: '/multiPositionController', downloadId: 28, title: t('多位置控制器', 'Multi-position Controller'), keywords: ['multi', '多位置', '多通道'] },
  { slug: 'mne', path: '/mne', downloadId: 29, title: t('MNE 真空密封件', 'MNE Vacuum Seals'), keywords: ['mne'] },
  { slug: 'unisemChiller', path: '/unisemChiller', downloadId: 30, title: t('Unisem 冷水机', 'Unisem Chiller'), keywords: ['chiller', 'unisem', '冷水机', '冷却'] },
] as const

export type OtherProductPage = (typeof otherProductPages)[number]
export type OtherProductSlug = OtherProductPage['slug']

/** A product page the header search can land on. */
export interface ProductTarget {
  title: Bilingual
  href: string
  keywords: readonly string[]
}

export const productTargets: ProductTarget[] = [
  ...vacuumValvePages.map((v) => ({ title: v.title, href: v.path, keywords: [v.name.toLowerCase(), ...v.keywords] })),
  ...presysModelPages.map((p) => ({ title: p.title, href: p.path, keywords: [p.model.toLowerCase(), p.name.toLowerCase()] })),
  ...otherProductPages.map((o) => ({ title: o.title, href: o.path, keywords: [o.slug.toLowerCase(), ...o.keywords] })),
]

/** The page a search title names, in either language (the search call's `data.title`). */
export function productTargetByTitle(title: string): ProductTarget | undefined {
  const wanted = title.trim().toLowerCase()
  return productTargets.find((p) => p.title.zh.toLowerCase() === wanted || p.title.en.toLowerCase() === wanted)
}

export interface MenuItem {
  title: Bilingual
  href?: string
  children?: MenuItem[]
}

const valve = (n: number): MenuItem => {
  const v = vacuumValvePages[n - 1]
  return { title: v.title, href: v.path }
}
const page = (key: PageKey, title?: Bilingual): MenuItem => ({ title: title ?? pages[key].title, href: pages[key].path })

export const topMenu: MenuItem[] = [
  page('about'),
  page('recruitment'),
  page('download'),
  page('honor'),
  page('contactUs'),
]

const vacuumValveMenu: MenuItem = {
  title: t('真空阀门', 'Vacuum valves'),
  href: pages.vacuumValveMain.path,
  children: [
    valve(1),
    valve(2),
    { title: t('角阀', 'Angle valves'), children: [valve(3), valve(4)] },
    valve(5),
    { title: t('插板阀', 'Gate valves'), children: [valve(6), valve(7)] },
    valve(8),
  ],
}

const presysMenu: MenuItem = {
  title: t('Presys', 'Presys'),
  href: pages.presys.path,
  children: [page('presys', t('产品系列', 'Product range')), page('presysBrief'), page('presysProcess')],
}

const serviceMenu: MenuItem = {
  title: t('产品服务', 'Services'),
  href: pages.repair.path,
  children: [page('repair'), page('upgrade'), page('serviceCenter')],
}

const otherProductsMenu: MenuItem = {
  title: t('其他产品', 'Other products'),
  href: otherProductPages[0].path,
  children: otherProductPages.map((o) => ({ title: o.title, href: o.path })),
}

export const mainMenu: MenuItem[] = [page('news'), vacuumValveMenu, presysMenu, serviceMenu, page('productFinder')]
export const mobileMenu: MenuItem[] = [page('news'), vacuumValveMenu, presysMenu, serviceMenu, otherProductsMenu, page('productFinder')]

/** Every path of the spec, for the case-insensitive redirect and the route tests. */
export const allPaths: string[] = [
  ...Object.values(pages).map((p) => p.path),
  ...vacuumValvePages.map((v) => v.path),
  ...otherProductPages.map((o) => o.path),
]

const canonicalByLowercase = new Map(allPaths.map((p) => [p.toLowerCase(), p]))

/** The canonical spelling of a spec path written in any letter case, if it is one. */
export function canonicalPath(pathname: string): string | undefined {
  return canonicalByLowercase.get(pathname.toLowerCase())
}

/** The href of a path in a locale: zh has no prefix, en lives under /en. */
export function localizedHref(locale: Locale, href: string): string {
  return locale === defaultLocale ? href : `/${locale}${href}`
}

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

export interface Crumb {
  title: Bilingual
  href?: string
}

const menuTrail = (items: MenuItem[], href: string, trail: Crumb[] = []): Crumb[] | undefined => {
  for (const item of items) {
    const here = [...trail, { title: item.title, href: item.href }]
    if (item.href === href && !item.children?.some((child) => child.href === href)) return here
    const inChildren = item.children && menuTrail(item.children, href, here)
    if (inChildren) return inChildren
  }
  return undefined
}

/**
 * The breadcrumb of a page: home, then the menu entries above it, then the page itself. A page
 * that no menu holds sits directly under home.
 */
export function breadcrumbTrail(href: string): Crumb[] {
  const home: Crumb = { title: pages.home.title, href: pages.home.path }
  if (href === pages.home.path) return [home]
  const trail = menuTrail([...mainMenu, otherProductsMenu, ...topMenu], href)
  const page = Object.values(pages).find((p) => p.path === href)
  const crumbs = trail ?? [{ title: page?.title ?? pages.home.title, href }]
  // A menu group whose own link is this very page stays as a plain label, not a second link here.
  return [home, ...crumbs.map((crumb, i) => (i < crumbs.length - 1 && crumb.href === href ? { title: crumb.title } : crumb))]
}

/** The home page's download-centre links (spec "Home"). */
export const downloadCentreLinks: { title: Bilingual; href: string }[] = [
  { title: pages.vacuumValveMain.title, href: pages.vacuumValveMain.path },
  { title: pages.presys.title, href: pages.presys.path },
  { title: otherProductPages[4].title, href: otherProductPages[4].path },
  { title: pages.download.title, href: pages.download.path },
]

/** The valve page /VacuumValveN. */
export const vacuumValvePageByNumber = (pageNumber: number): VacuumValvePage | undefined =>
  vacuumValvePages.find((v) => v.pageNumber === pageNumber)

/** The valve page after this one; none after the last. */
export const nextVacuumValvePage = (pageNumber: number): VacuumValvePage | undefined =>
  vacuumValvePages.find((v) => v.pageNumber === pageNumber + 1)

/** A Presys model page by its URL name, in any letter case (`?form=y70Two`, `?form=Y70TWO`). */
export const presysModelPageByName = (name: string): PresysModelPage | undefined =>
  presysModelPages.find((p) => p.name.toLowerCase() === name.trim().toLowerCase())

/** A Presys model page by its id 9–24 (`?id=12`). */
export const presysModelPageById = (id: number): PresysModelPage | undefined => presysModelPages.find((p) => p.id === id)

export const nextPresysModelPage = (id: number): PresysModelPage | undefined => presysModelPageById(id + 1)

export const otherProductPageBySlug = (slug: OtherProductSlug): OtherProductPage =>
  otherProductPages.find((o) => o.slug === slug) ?? otherProductPages[0]

/** The next page of the other-products chain; none after the chiller. */
export const nextOtherProductPage = (slug: OtherProductSlug): OtherProductPage | undefined =>
  otherProductPages[otherProductPages.findIndex((o) => o.slug === slug) + 1]

/** The download centre's tabs in the spec's order; the first is open by default (type 3 has no tab). */
export const downloadCentreTypes = ['1', '2', '4', '5'] as const
export type DownloadCentreType = (typeof downloadCentreTypes)[number]
