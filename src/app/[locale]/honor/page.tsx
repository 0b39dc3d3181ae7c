import { getTranslations } from 'next-intl/server'

import { HonorGalleries } from '@/features/company/components/HonorGalleries'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { ButtonLink } from '@/ui/ButtonLink'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { carouselText } from '@/features/site/carouselText.server'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { getHonors, getSiteNames } from '@/features/content/content.server'
import { localizedHref, pages } from '@/siteMap'

export const generateMetadata = sitePageMetadata('honor', 'honor.description')

export default async function HonorPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const t = await getTranslations({ locale, namespace: 'honor' })
  const tCarousel = await getTranslations({ locale, namespace: 'carousel' })
  const honors = await getHonors(locale)

  return (
    <>
      <PageBanner title={names.pages.honor[locale]} intro={t('description')}>
        <Breadcrumb locale={locale} names={names} path={pages.honor.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} py-12`}>
        <HonorGalleries
          galleries={[
            { kind: 'honor', title: t('honors'), items: honors.honor, carousel: await carouselText(locale, t('honorsCarousel')) },
            { kind: 'patent', title: t('patents'), items: honors.patent, carousel: await carouselText(locale, t('patentsCarousel')) },
          ]}
          openLabel={t.raw('open') as string}
          emptyText={t('empty')}
          viewerText={{
            close: t('close'),
            previous: t('previous'),
            next: t('next'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            gallery: names.pages.honor[locale],
            slide: tCarousel.raw('slide') as string,
          }}
        />
        <div className="mt-12">
          <ButtonLink href={localizedHref(locale, pages.home.path)} variant="outline">
            ← {t('backHome')}
          </ButtonLink>
        </div>
      </div>
    </>
  )
}
