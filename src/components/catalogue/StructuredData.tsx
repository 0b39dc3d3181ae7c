import type { Crumb } from './trails'

/** What a product page tells search engines about the product (schema.org Product). */
export interface ProductFacts {
  name: string
  description: string
  image: string | null
  brand: string
  category: string
  sku?: string
}

const absolute = (siteUrl: string, href: string) => new URL(href, siteUrl).toString()

export function productJsonLd(siteUrl: string, facts: ProductFacts, trail: Crumb[]) {
  const page = trail[trail.length - 1]
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    description: facts.description || facts.name,
    ...(facts.image ? { image: absolute(siteUrl, facts.image) } : {}),
    ...(facts.sku ? { sku: facts.sku } : {}),
    brand: { '@type': 'Brand', name: facts.brand },
    category: facts.category,
    url: page ? absolute(siteUrl, page.href) : siteUrl,
  }
}

export function breadcrumbJsonLd(siteUrl: string, trail: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(siteUrl, crumb.href),
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
