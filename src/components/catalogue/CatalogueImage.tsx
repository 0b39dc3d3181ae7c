import Image from 'next/image'

import type { ImageView } from '@/domain/catalogue'

interface CatalogueImageProps {
  image: ImageView | null
  sizes: string
  className?: string
  preload?: boolean
}

/** An image from the CMS at its own proportions; nothing when the editor left it empty. */
export function CatalogueImage({ image, sizes, className, preload }: CatalogueImageProps) {
  if (!image) return null
  return (
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width ?? 800}
      height={image.height ?? 600}
      sizes={sizes}
      preload={preload}
      className={className ?? 'h-auto w-full'}
    />
  )
}
