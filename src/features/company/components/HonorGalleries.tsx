'use client'

import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useEffect, useId, useRef, useState } from 'react'

import { ChevronIcon } from '@/ui/ChevronIcon'
import { Carousel, type CarouselText } from '@/ui/Carousel'
import type { HonorKind, HonorView } from '@/features/company/company'

import type { ViewerText } from './HonorViewer'

// The viewer's code is fetched the first time a visitor opens a picture.
const HonorViewer = dynamic(() => import('./HonorViewer'), { ssr: false })

/** Honor carousels show 4 a view and move every 1500 ms. */
export const HONOR_AUTOPLAY_MS = 1500

export interface Gallery {
  kind: HonorKind
  title: string
  items: HonorView[]
  carousel: CarouselText
}

/**
 * The honor-certificate and patent carousels as two panels, one open at a time (the first at
 * first); a picture opens in the viewer.
 */
export function HonorGalleries({
  galleries,
  viewerText,
  openLabel,
  emptyText,
}: {
  galleries: Gallery[]
  viewerText: ViewerText
  /** "View larger: {title}" */
  openLabel: string
  emptyText: string
}) {
  const baseId = useId()
  const [openKind, setOpenKind] = useState<HonorKind | null>(galleries[0]?.kind ?? null)
  const [viewing, setViewing] = useState<{ kind: HonorKind; index: number } | null>(null)
  const viewed = galleries.find((gallery) => gallery.kind === viewing?.kind)
  // the thumbnail that opened the viewer gets the focus back when it closes (WCAG 2.4.3)
  const opener = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    if (!viewing) opener.current?.focus()
  }, [viewing])

  return (
    <div className="space-y-6">
      {galleries.map((gallery) => {
        const open = openKind === gallery.kind
        const headerId = `${baseId}-${gallery.kind}-header`
        const panelId = `${baseId}-${gallery.kind}-panel`
        return (
          <section key={gallery.kind} className="overflow-hidden rounded-lg border border-slate-200">
            <h2>
              <button
                id={headerId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenKind(open ? null : gallery.kind)}
                className={`flex w-full items-center justify-between px-6 py-4 text-left text-xl font-bold ${open ? 'bg-brand text-white' : 'bg-white text-slate-900 hover:bg-brand-light'}`}
              >
                {gallery.title}
                <ChevronIcon open={open} className="h-5 w-5" />
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open} className="bg-slate-50 p-6">
              {gallery.items.length === 0 ? (
                <p className="text-slate-600">{emptyText}</p>
              ) : (
                <Carousel
                  text={gallery.carousel}
                  perView={{ phone: 2, desktop: 4 }}
                  spaceBetween={20}
                  autoplayDelay={HONOR_AUTOPLAY_MS}
                  visible={open}
                  slides={gallery.items.map((item, index) => (
                    <figure key={item.id} className="flex h-full flex-col">
                      <button
                        type="button"
                        onClick={(event) => {
                          opener.current = event.currentTarget
                          setViewing({ kind: gallery.kind, index })
                        }}
                        aria-label={openLabel.replace('{title}', item.title)}
                        className="relative block aspect-[5/7] w-full overflow-hidden rounded border border-slate-200 bg-white shadow-sm hover:shadow-md"
                      >
                        {item.image && (
                          <Image src={item.image.src} alt="" fill sizes="(min-width: 768px) 25vw, 50vw" className="object-contain p-2" />
                        )}
                      </button>
                      <figcaption className="mt-2 text-center text-sm text-slate-700">{item.title}</figcaption>
                    </figure>
                  ))}
                />
              )}
            </div>
          </section>
        )
      })}
      {viewed && viewing && (
        <HonorViewer
          index={viewing.index}
          text={viewerText}
          onClose={() => setViewing(null)}
          images={viewed.items.flatMap((item) =>
            item.image ? [{ src: item.image.src, alt: item.title, width: item.image.width, height: item.image.height }] : [],
          )}
        />
      )}
    </div>
  )
}
