/** An `<img>`'s sources as next/image works them out for one size (`fixedWidthSources`, on the server). */
export interface SizedSources {
  src: string
  srcSet?: string
  width: number
  height: number
}

/**
 * The `<img>` next/image draws for a picture that is not preloaded (lazy, decoded off the main
 * thread, its alt text hidden while it loads), from sources the server worked out: a client part
 * that draws pictures (the finder's cards) ships none of next/image's code.
 */
export function SizedImg({ alt, className, ...sources }: SizedSources & { alt: string; className?: string }) {
  // eslint-disable-next-line @next/next/no-img-element
  return <img {...sources} alt={alt} loading="lazy" decoding="async" className={className} style={{ color: 'transparent' }} />
}
