/**
 * The one source of truth for the site's pages: their paths (the spelling is part of the contract),
 * menu groups, order and the product chains. Names are not kept here: editors rename pages, menu
 * entries and products in the CMS (decision 017), and each entry below says which name it shows
 * (`NameRef`, resolved by `nameOf` in `./names`). Menus, breadcrumbs, back/next buttons, the search
 * mapping, the sitemap, the case redirects and the tests all derive from this module.
 */
export const locales = ['zh', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'zh'

export type Bilingual = Record<Locale, string>

export interface Page {
  path: `/${string}`
  /** Member-only pages redirect visitors to /login?redirect=<path> on the server. */
  membersOnly?: boolean
  /** Listed in /sitemap.xml (pages that need a query or a session are not). */
  indexable?: boolean
}

export const pages = {
  home: { path: '/home', indexable: true },
  news: { path: '/News', indexable: true },
  newsDetail: { path: '/NewsDetail' },
  honor: { path: '/honor', indexable: true },
  download: { path: '/download', indexable: true },
  vacuumValveMain: { path: '/VacuumValveMain', indexable: true },
  presys: { path: '/Presys', indexable: true },
  presysBrief: { path: '/PresysBriefIntroduction', indexable: true },
  presysProcess: { path: '/PresysProcess', indexable: true },
  presysDetail: { path: '/presysDetail', membersOnly: true },
  repair: { path: '/ValveRepairDndMaintenance', indexable: true },
  upgrade: { path: '/UpgradeDndTransformation', indexable: true },
  serviceCenter: { path: '/ServiceCenter', indexable: true },
  about: { path: '/about', indexable: true },
  companyProfile: { path: '/CompanyProfile', indexable: true },
  developmentPath: { path: '/developmentPath', indexable: true },
  careerOpportunities: { path: '/CareerOpportunities', indexable: true },
  recruitment: { path: '/recruitment', indexable: true },
  contactUs: { path: '/contactUs', indexable: true },
  login: { path: '/login' },
  register: { path: '/register' },
  retrievePassword: { path: '/retrievePassword' },
  search: { path: '/search' },
  productFinder: { path: '/productFinder', indexable: true },
  // one address per set of products a visitor picked: kept out of the sitemap and search engines
  compare: { path: '/compare' },
  vacuumCalculator: { path: '/vacuumCalculator', indexable: true },
  privacyPolicy: { path: '/privacyPolicy', indexable: true },
  userAgreement: { path: '/userAgreement', indexable: true },
  memberData: { path: '/memberData', membersOnly: true },
  serviceRequest: { path: '/serviceRequest' },
  serviceRequestTrack: { path: '/serviceRequest/track' },
  account: { path: '/account', membersOnly: true },
} satisfies Record<string, Page>

export type PageKey = keyof typeof pages

/** The valve types in page order (/VacuumValve1, /VacuumValve2 …); `productId` is the product-detail call's id. */
export const vacuumValvePages = [
  { pageNumber: 1, productId: 1, name: 'MGVAGV', keywords: ['mgv', 'agv'] },
  { pageNumber: 2, productId: 2, name: 'butterflyValve', keywords: ['butterfly', '蝶阀', '蝶形'] },
  // the "high-vacuum direct" valve of the path sits among the angle valves: 直角 is a right angle, not "direct"
  { pageNumber: 3, productId: 7, name: 'highVacuumDirectValve', keywords: ['direct', '直通', '直角', '角阀', 'angle'] },
  { pageNumber: 4, productId: 8, name: 'UHV', keywords: ['uhv', '超高真空'] },
  { pageNumber: 5, productId: 3, name: 'rectangularValve', keywords: ['rectangular', '矩形', 'slit'] },
  { pageNumber: 6, productId: 4, name: 'highVacuumGateValve', keywords: ['high vacuum gate', '高真空闸阀'] },
  { pageNumber: 7, productId: 6, name: 'vacuumGateValve', keywords: ['gate', '闸阀', '插板阀'] },
  { pageNumber: 8, productId: 5, name: 'combinedValve', keywords: ['combined', '组合'] },
].map((v) => ({ ...v, path: `/VacuumValve${v.pageNumber}` as const, membersOnly: true }))

export type VacuumValvePage = (typeof vacuumValvePages)[number]

/** The partner's sixteen models, ids 9–24, in their page order. */
export const presysModelPages = (
  [
    ['presysy77', 'Y77'],
    ['y74', 'Y74'],
    ['y70', 'Y70'],
    ['y70Two', 'Y70-2'],
    ['y70Three', 'Y70-3'],
    ['y72', 'Y72'],
    ['y73', 'Y73'],
    ['y78', 'Y78'],
    ['y20', 'Y20'],
    ['y21', 'Y21'],
    ['y21Two', 'Y21-2'],
    ['y21Three', 'Y21-3'],
    ['y60', 'Y60'],
    ['y41', 'Y41'],
    ['y75', 'Y75'],
    ['y76', 'Y76'],
  ] as const
).map(([name, model], index) => ({
  id: 9 + index,
  name,
  model,
  path: `/presysDetail?form=${name}` as const,
  membersOnly: true,
}))

export type PresysModelPage = (typeof presysModelPages)[number]

/** The other-products chain in its back/next order; `downloadId` is the download call's id. */
export const otherProductPages = [
  { slug: 'throttleValve', path: '/throttleValve', downloadId: 25, keywords: ['throttle', '节流'] },
  { slug: 'throttleValveController', path: '/throttleValveController', downloadId: 26, keywords: ['controller', '控制器'] },
  { slug: 'dualThrottleValve', path: '/dualThrottleValve', downloadId: 27, keywords: ['dual', '双节流'] },
  { slug: 'multiPositionController', path: '/multiPositionController', downloadId: 28, keywords: ['multi', '多位置', '多通道'] },
  { slug: 'mne', path: '/mne', downloadId: 29, keywords: ['mne'] },
  { slug: 'unisemChiller', path: '/unisemChiller', downloadId: 30, keywords: ['chiller', 'unisem', '冷水机', '冷却'] },
] as const

export type OtherProductPage = (typeof otherProductPages)[number]
export type OtherProductSlug = OtherProductPage['slug']

/**
 * Which editable name an entry shows: a page's, a product's, or a label that only the menu uses
 * (a group without a page of its own, or a shorter entry for a page). `nameOf` in `./names` reads it.
 */
export type NameRef =
  { page: PageKey } | { menuLabel: MenuLabelKey } | { vacuumValve: number } | { presysModel: number } | { otherProduct: OtherProductSlug }

/** The menu's own labels: its groups, and the Presys range's shorter entry. */
export const menuLabelKeys = ['angleValves', 'gateValves', 'presys', 'presysRange', 'services', 'otherProducts'] as const
export type MenuLabelKey = (typeof menuLabelKeys)[number]

/** A product page the header search can land on. */
interface ProductTarget {
  name: NameRef
  href: string
  keywords: readonly string[]
}

export const productTargets: ProductTarget[] = [
  ...vacuumValvePages.map((v) => ({ name: { vacuumValve: v.pageNumber }, href: v.path, keywords: [v.name.toLowerCase(), ...v.keywords] })),
  ...presysModelPages.map((p) => ({ name: { presysModel: p.id }, href: p.path, keywords: [p.model.toLowerCase(), p.name.toLowerCase()] })),
  ...otherProductPages.map((o) => ({ name: { otherProduct: o.slug }, href: o.path, keywords: [o.slug.toLowerCase(), ...o.keywords] })),
]

export interface MenuItem {
  name: NameRef
  href?: string
  children?: MenuItem[]
}

const valve = (n: number): MenuItem => ({ name: { vacuumValve: n }, href: vacuumValvePages[n - 1].path })
const page = (key: PageKey, menuLabel?: MenuLabelKey): MenuItem => ({
  name: menuLabel ? { menuLabel } : { page: key },
  href: pages[key].path,
})

export const topMenu: MenuItem[] = [page('about'), page('recruitment'), page('download'), page('honor'), page('contactUs')]

const vacuumValveMenu: MenuItem = {
  name: { page: 'vacuumValveMain' },
  href: pages.vacuumValveMain.path,
  children: [
    valve(1),
    valve(2),
    { name: { menuLabel: 'angleValves' }, children: [valve(3), valve(4)] },
    valve(5),
    { name: { menuLabel: 'gateValves' }, children: [valve(6), valve(7)] },
    valve(8),
  ],
}

const presysMenu: MenuItem = {
  name: { menuLabel: 'presys' },
  href: pages.presys.path,
  children: [page('presys', 'presysRange'), page('presysBrief'), page('presysProcess')],
}

const serviceMenu: MenuItem = {
  name: { menuLabel: 'services' },
  href: pages.repair.path,
  children: [page('repair'), page('upgrade'), page('serviceCenter')],
}

const otherProductsMenu: MenuItem = {
  name: { menuLabel: 'otherProducts' },
  href: otherProductPages[0].path,
  children: otherProductPages.map((o) => ({ name: { otherProduct: o.slug }, href: o.path })),
}

export const mainMenu: MenuItem[] = [page('news'), vacuumValveMenu, presysMenu, serviceMenu, page('productFinder')]
export const mobileMenu: MenuItem[] = [page('news'), vacuumValveMenu, presysMenu, serviceMenu, otherProductsMenu, page('productFinder')]

/** Every path of the site, for the case-insensitive redirect and the route tests. */
const allPaths: string[] = [
  ...Object.values(pages).map((p) => p.path),
  ...vacuumValvePages.map((v) => v.path),
  ...otherProductPages.map((o) => o.path),
]

const canonicalByLowercase = new Map(allPaths.map((p) => [p.toLowerCase(), p]))

/** The canonical spelling of a site path written in any letter case, if it is one. */
export function canonicalPath(pathname: string): string | undefined {
  return canonicalByLowercase.get(pathname.toLowerCase())
}

/** The href of a path in a locale: zh has no prefix, en lives under /en. */
export function localizedHref(locale: Locale, href: string): string {
  return locale === defaultLocale ? href : `/${locale}${href}`
}

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale)

interface Crumb {
  name: NameRef
  href?: string
}

const menuTrail = (items: MenuItem[], href: string, trail: Crumb[] = []): Crumb[] | undefined => {
  for (const item of items) {
    const here = [...trail, { name: item.name, href: item.href }]
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
  const home: Crumb = { name: { page: 'home' }, href: pages.home.path }
  if (href === pages.home.path) return [home]
  const trail = menuTrail([...mainMenu, otherProductsMenu, ...topMenu], href)
  const key = (Object.keys(pages) as PageKey[]).find((k) => pages[k].path === href)
  const crumbs = trail ?? [{ name: { page: key ?? 'home' }, href }]
  // A menu group whose own link is this very page stays as a plain label, not a second link here.
  return [home, ...crumbs.map((crumb, i) => (i < crumbs.length - 1 && crumb.href === href ? { name: crumb.name } : crumb))]
}

/** The home page's download-centre links. */
export const downloadCentreLinks: { name: NameRef; href: string }[] = [
  { name: { page: 'vacuumValveMain' }, href: pages.vacuumValveMain.path },
  { name: { page: 'presys' }, href: pages.presys.path },
  { name: { otherProduct: otherProductPages[4].slug }, href: otherProductPages[4].path },
  { name: { page: 'download' }, href: pages.download.path },
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

/** The download centre's tabs in the order they show; the first is open by default (type 3 has no tab). */
export const downloadCentreTypes = ['1', '2', '4', '5'] as const
export type DownloadCentreType = (typeof downloadCentreTypes)[number]
