import { rgb } from 'pdf-lib'

/** The company's colours and the A4 page in PDF points, shared by generated datasheets and the seed's sample files. */
export const brand = rgb(11 / 255, 60 / 255, 125 / 255)
export const accent = rgb(240 / 255, 160 / 255, 32 / 255)
export const ink = rgb(0.11, 0.16, 0.23)
export const muted = rgb(0.4, 0.45, 0.52)
export const rule = rgb(0.85, 0.88, 0.92)
export const stripe = rgb(0.95, 0.97, 0.99)
export const white = rgb(1, 1, 1)

export const pageWidth = 595.28
export const pageHeight = 841.89
