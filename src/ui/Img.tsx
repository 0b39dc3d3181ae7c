import { getImageProps, type ImageProps } from 'next/image'

import { EagerImg } from './EagerImg'

type ImgProps = Omit<ImageProps, 'priority' | 'placeholder' | 'blurDataURL' | 'onLoad' | 'onError' | 'onLoadingComplete' | 'loader'>

/**
 * next/image's <img> (the optimiser's srcset, `sizes`, lazy loading, `fill`) without its client
 * component: where a server component renders it, the page ships no image code and hydrates
 * nothing for it (next/image's client part weighed on every page's first-load JavaScript, decision 027). The
 * site uses none of what the client part adds (blur placeholders, load callbacks).
 * `preload`: the page's largest paint, preloaded in the head (with `fetchPriority`, as next/image),
 * rendered by EagerImg.
 */
export function Img({ preload, ...props }: ImgProps) {
  const { props: img } = getImageProps({ ...props, preload })
  // the largest paint: its <img> and preload link from a client component (EagerImg says why)
  if (preload) return <EagerImg {...img} />
  // next/image's own markup, rendered here instead of by its client component
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...img} alt={img.alt} />
}

/** The `src` and `srcSet` next/image gives an `<img>` of these props (`fixedWidthSources`). */
export function imgSources(props: ImgProps): { src: string; srcSet?: string } {
  const { props: img } = getImageProps(props)
  return { src: img.src, srcSet: img.srcSet }
}
