import { bannerImage } from './assets/images'
import { type SeedContext, uploadImage } from './context'
import type { Localized, ProductShape } from './data/types'

export type BannerTheme = 'company' | 'service' | 'valves' | 'presys' | 'news'

const themes: Record<BannerTheme, { shape: ProductShape; variant: number; alt: Localized<string> }> = {
  company: { shape: 'gate', variant: 0, alt: { zh: '公司横幅', en: 'Company banner' } },
  service: { shape: 'angle', variant: 1, alt: { zh: '产品服务横幅', en: 'Product services banner' } },
  valves: { shape: 'pendulum', variant: 2, alt: { zh: '真空阀门横幅', en: 'Vacuum valves banner' } },
  presys: { shape: 'rectangular', variant: 0, alt: { zh: 'Presys 横幅', en: 'Presys banner' } },
  news: { shape: 'butterfly', variant: 1, alt: { zh: '新闻横幅', en: 'News banner' } },
}

/**
 * The media id of a theme's banner, uploaded once and shared by every page of that theme. The
 * banners carry no text: pages set their localized titles over them.
 */
export async function sharedBanner(ctx: SeedContext, theme: BannerTheme, mobile = false): Promise<number> {
  const key = `banner:${theme}:${mobile ? 'mobile' : 'wide'}`
  const cached = ctx.mediaCache.get(key)
  if (cached !== undefined) return cached
  const { shape, variant, alt } = themes[theme]
  const id = await uploadImage(ctx, await bannerImage({ name: theme, shape, variant, mobile }), alt)
  ctx.mediaCache.set(key, id)
  return id
}
