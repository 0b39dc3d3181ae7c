import { Img, imgSources } from '@/ui/Img'
import type { SizedSources } from '@/ui/SizedImg'
import type { Picture } from '@/lib/media'

interface CatalogueImageProps {
  image: Picture | null
  /** how wide it shows: `sizes` for a width that follows the layout, or the pixels of a fixed one (a 1x and a 2x source) */
  shown: { sizes: string } | { width: number }
  className?: string
  preload?: boolean
}

/** An image from the CMS at its own proportions; nothing when the editor left it empty. */
export function CatalogueImage({ image, shown, className, preload }: CatalogueImageProps) {
  if (!image) return null
  const fixed = 'width' in shown ? shown.width : null
  return (
    <Img
      src={image.src}
      alt={image.alt}
      width={fixed ?? image.width}
      height={fixed ? heightAt(image, fixed) : image.height}
      sizes={'sizes' in shown ? shown.sizes : undefined}
      preload={preload}
      className={className ?? 'h-auto w-full'}
    />
  )
}

/** A picture's height at a width, in its own proportions. */
const heightAt = (image: Pick<Picture, 'width' | 'height'>, width: number) => Math.round((image.height * width) / image.width)

/**
 * The sources CatalogueImage gives a picture `width` pixels wide (a 1x and a 2x source), for a client
 * part to draw with `SizedImg` (the finder's cards: the browser then needs no image code).
 */
export function fixedWidthSources(image: Omit<Picture, 'alt'>, width: number): SizedSources {
  const height = heightAt(image, width)
  const { src, srcSet } = imgSources({ src: image.src, alt: '', width, height })
  return srcSet ? { src, srcSet, width, height } : { src, width, height }
}
