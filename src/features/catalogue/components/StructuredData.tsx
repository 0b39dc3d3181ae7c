import { absoluteUrl, siteUrl } from '@/lib/siteUrl'
import { breadcrumbTrail, type Locale } from '@/siteMap'
import { nameOf, type SiteNames } from '@/siteMap/names'

/** What a product page tells search engines about the product (schema.org Product). */
export interface ProductFacts {
  name: string
  description: string
  image: string | null
  brand: string
  category: string
  sku: string
}

export function productJsonLd(locale: Locale, path: string, facts: ProductFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    description: facts.description || facts.name,
    ...(facts.image ? { image: new URL(facts.image, siteUrl()).toString() } : {}),
    sku: facts.sku,
    brand: { '@type': 'Brand', name: facts.brand },
    category: facts.category,
    url: absoluteUrl(locale, path),
  }
}

/**
 * The breadcrumb the page shows (the site map's trail of `trailPath`, then `current` when given),
 * as schema.org BreadcrumbList. Menu groups without a page of their own are left out: every list
 * item must name a page.
 */
export function breadcrumbJsonLd(locale: Locale, names: SiteNames, trailPath: string, current?: { name: string; path: string }) {
  const crumbs = [
    ...breadcrumbTrail(trailPath).flatMap((crumb) => (crumb.href ? [{ name: nameOf(names, crumb.name)[locale], path: crumb.href }] : [])),
    ...(current ? [current] : []),
  ]
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  }
}

/** JSON-LD in the server's HTML; `<` is escaped so content can never close the script element. */
export function StructuredData({ data }: { data: object[] }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c') }}
    />
  )
}
