import type { Media } from '@/payload-types'

/** An uploaded image ready for next/image. */
export interface Picture {
  src: string
  width: number
  height: number
  alt: string
  /** CSS `object-position` from the focal point editors set on the image, for pictures cropped to fill a box. */
  focus?: string
}

/** The focal point as an `object-position`, or nothing for the centre (the browser's default). */
const focusOf = (media: Media): string | undefined =>
  typeof media.focalX === 'number' && typeof media.focalY === 'number' && (media.focalX !== 50 || media.focalY !== 50)
    ? `${media.focalX}% ${media.focalY}%`
    : undefined

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
    ...(focusOf(media) ? { focus: focusOf(media) } : {}),
  }
}

/**
 * A product's own picture, described by the product's current name: editors rename products
 * after the upload (decision 017), and the upload's alternative text would keep the old name.
 */
export function productPicture(media: number | Media | null | undefined, productName: string): Picture | null {
  const picture = pictureOf(media, productName)
  return picture && { ...picture, alt: productName }
}
