import { Img } from '@/components/ui/Img'
import type { Picture } from '@/lib/media'

interface CatalogueImageProps {
  image: Picture | null
  sizes: string
  className?: string
  preload?: boolean
}

/** An image from the CMS at its own proportions; nothing when the editor left it empty. */
export function CatalogueImage({ image, sizes, className, preload }: CatalogueImageProps) {
  if (!image) return null
  return (
    <Img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      preload={preload}
      className={className ?? 'h-auto w-full'}
    />
  )
}
