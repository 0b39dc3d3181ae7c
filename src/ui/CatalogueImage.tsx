import { Img } from '@/ui/Img'
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
      height={fixed ? Math.round((image.height * fixed) / image.width) : image.height}
      sizes={'sizes' in shown ? shown.sizes : undefined}
      preload={preload}
      className={className ?? 'h-auto w-full'}
    />
  )
}
