import type { Media } from '@/payload-types'

/** An uploaded image ready for next/image. */
export interface Picture {
  src: string
  width: number
  height: number
  alt: string
}

const payloadFiles = '/cms-api/'

/**
 * Payload prefixes upload URLs with `serverURL` when SITE_URL is set; next/image only accepts our
 * own files as local paths, so those URLs are reduced to their path.
 */
export function localImageSrc(url: string): string {
  if (!/^https?:\/\//.test(url)) return url
  const { pathname, search } = new URL(url)
  return pathname.startsWith(payloadFiles) ? `${pathname}${search}` : url
}

/** The picture of a populated upload field, or null when it is missing or not populated. */
export function pictureOf(media: number | Media | null | undefined, fallbackAlt = ''): Picture | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return {
    src: localImageSrc(media.url),
    width: media.width ?? 1200,
    height: media.height ?? 800,
    alt: media.alt || fallbackAlt,
  }
}

/**
 * A product's own picture, described by the product's current name: editors rename products
 * after the upload (decision 016), and the upload's alternative text would keep the old name.
 */
export function productPicture(media: number | Media | null | undefined, productName: string): Picture | null {
  const picture = pictureOf(media, productName)
  return picture && { ...picture, alt: productName }
}
