'use client'

import 'yet-another-react-lightbox/styles.css'

import Lightbox from 'yet-another-react-lightbox'
import Zoom from 'yet-another-react-lightbox/plugins/zoom'

export interface ViewerText {
  close: string
  previous: string
  next: string
  zoomIn: string
  zoomOut: string
  gallery: string
  slide: string
}

/** The full-size viewer of /honor (zoom, keyboard, swipe); loaded only when a visitor opens one. */
export default function HonorViewer({
  images,
  index,
  text,
  onClose,
}: {
  images: { src: string; alt: string; width: number; height: number }[]
  index: number
  text: ViewerText
  onClose: () => void
}) {
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      slides={images}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: images.length <= 1 }}
      labels={{
        Close: text.close,
        Previous: text.previous,
        Next: text.next,
        'Zoom in': text.zoomIn,
        'Zoom out': text.zoomOut,
        Lightbox: text.gallery,
        'Photo gallery': text.gallery,
        '{index} of {total}': text.slide,
      }}
    />
  )
}
