import sharp from 'sharp'

import type { Locale, ProductShape } from '../data/types'

export interface GeneratedImage {
  data: Buffer
  mimetype: 'image/png' | 'image/jpeg'
  filename: string
  width: number
  height: number
}

const brand = '#0b3c7d'
const brandDeep = '#072a59'
const accent = '#f0a020'
const ink = '#1c2a3a'
const paper = '#f7f9fc'
// Generic names only: fontconfig resolves CJK glyphs to the installed Noto CJK fonts.
const font = "'Noto Sans CJK SC', 'Noto Sans SC', 'Microsoft YaHei', sans-serif"

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const slugify = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'image'

/**
 * Line art (drawings) becomes PNG, everything with gradients JPEG. Payload stores PNG and JPEG
 * uploads as they are but re-encodes WebP, and palette PNGs are slow to quantize: both made
 * the seed several times slower.
 */
async function render(svg: string, width: number, height: number, name: string, kind: 'lineArt' | 'picture'): Promise<GeneratedImage> {
  const raster = sharp(Buffer.from(svg), { density: 72 }).resize(width, height)
  if (kind === 'lineArt') {
    const data = await raster.png({ compressionLevel: 6 }).toBuffer()
    return { data, mimetype: 'image/png', filename: `${slugify(name)}.png`, width, height }
  }
  const data = await raster.flatten({ background: '#ffffff' }).jpeg({ quality: 84 }).toBuffer()
  return { data, mimetype: 'image/jpeg', filename: `${slugify(name)}.jpg`, width, height }
}

/** Fills of a valve figure: shaded for product renders, outline-only for watermarks. */
interface Paint {
  body: string
  bodyDark: string
  flange: string
  bore: string
  actuator: string
  accent: string
  stroke: string
  strokeWidth: number
  detail: string
}

const shaded: Paint = {
  body: 'url(#metal)',
  bodyDark: 'url(#metalDark)',
  flange: 'url(#flange)',
  bore: 'url(#bore)',
  actuator: 'url(#actuator)',
  accent,
  stroke: '#2d3f55',
  strokeWidth: 2,
  detail: '#8a9bb0',
}

const outline = (color: string, width: number): Paint => ({
  body: 'none',
  bodyDark: 'none',
  flange: 'none',
  bore: 'none',
  actuator: 'none',
  accent: 'none',
  stroke: color,
  strokeWidth: width,
  detail: color,
})

const shadedDefs = `
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#f4f7fa"/><stop offset="0.45" stop-color="#c9d3de"/><stop offset="1" stop-color="#8e9cad"/>
  </linearGradient>
  <linearGradient id="metalDark" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#9aa8b8"/><stop offset="0.5" stop-color="#dfe6ee"/><stop offset="1" stop-color="#7d8c9e"/>
  </linearGradient>
  <linearGradient id="flange" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#eef2f6"/><stop offset="1" stop-color="#a3b0bf"/>
  </linearGradient>
  <radialGradient id="bore" cx="0.45" cy="0.4" r="0.7">
    <stop offset="0" stop-color="#3a4b60"/><stop offset="1" stop-color="#0d1724"/>
  </radialGradient>
  <linearGradient id="actuator" x1="0" y1="0" x2="1" y2="0">
    <stop offset="0" stop-color="#0e4a96"/><stop offset="0.5" stop-color="#2f6fc4"/><stop offset="1" stop-color="${brandDeep}"/>
  </linearGradient>`

const bolts = (cx: number, cy: number, r: number, count: number, size: number, p: Paint): string =>
  Array.from({ length: count }, (_, i) => {
    const a = (Math.PI * 2 * i) / count + Math.PI / count
    return `<circle cx="${(cx + r * Math.cos(a)).toFixed(1)}" cy="${(cy + r * Math.sin(a)).toFixed(1)}" r="${size}" fill="${p.bodyDark === 'none' ? 'none' : '#5b6b7e'}" stroke="${p.detail}" stroke-width="1"/>`
  }).join('')

const cylinder = (x: number, y: number, w: number, h: number, p: Paint): string => {
  const ribs = Array.from({ length: 3 }, (_, i) => {
    const ry = y + (h * (i + 1)) / 4
    return `<line x1="${x}" y1="${ry}" x2="${x + w}" y2="${ry}" stroke="${p.detail}" stroke-width="1" opacity="0.6"/>`
  }).join('')
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="${p.strokeWidth}"/>${ribs}
    <rect x="${x - 6}" y="${y - 14}" width="${w + 12}" height="16" rx="4" fill="${p.body}" stroke="${p.stroke}" stroke-width="${p.strokeWidth}"/>
    <rect x="${x + w}" y="${y + 18}" width="18" height="12" rx="2" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>
    <rect x="${x + w}" y="${y + h - 34}" width="18" height="12" rx="2" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>`
}

/** A valve body in an 800×600 frame, centred a little above the middle. */
function valveFigure(shape: ProductShape, p: Paint): string {
  const sw = p.strokeWidth
  switch (shape) {
    case 'gate':
      return `<rect x="300" y="190" width="200" height="70" rx="8" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${cylinder(345, 70, 110, 120, p)}
        <rect x="200" y="250" width="400" height="190" rx="18" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <circle cx="400" cy="345" r="88" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${bolts(400, 345, 74, 8, 5, p)}
        <circle cx="400" cy="345" r="56" fill="${p.bore}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="560" y="290" width="22" height="110" rx="4" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="1"/>`
    case 'angle':
      return `${cylinder(345, 80, 110, 170, p)}
        <rect x="330" y="250" width="140" height="40" rx="6" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="315" y="290" width="170" height="140" rx="12" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="485" y="310" width="30" height="100" rx="4" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="515" y="300" width="14" height="120" rx="3" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="340" y="430" width="120" height="30" rx="4" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="330" y="460" width="140" height="14" rx="3" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <circle cx="400" cy="360" r="34" fill="${p.bore}" stroke="${p.stroke}" stroke-width="${sw}"/>`
    case 'butterfly':
      return `<circle cx="360" cy="320" r="150" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${bolts(360, 320, 132, 12, 6, p)}
        <circle cx="360" cy="320" r="110" fill="${p.bore}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <ellipse cx="360" cy="320" rx="108" ry="34" transform="rotate(-28 360 320)" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <line x1="240" y1="320" x2="520" y2="320" stroke="${p.detail}" stroke-width="${sw + 2}"/>
        <rect x="510" y="296" width="50" height="48" rx="4" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="560" y="250" width="130" height="140" rx="10" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${[0, 1, 2, 3, 4].map((i) => `<line x1="575" y1="${270 + i * 25}" x2="675" y2="${270 + i * 25}" stroke="${p.detail}" stroke-width="1" opacity="0.6"/>`).join('')}
        <rect x="690" y="300" width="18" height="40" rx="3" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>`
    case 'rectangular':
      return `<rect x="120" y="200" width="560" height="180" rx="16" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="170" y="265" width="460" height="50" rx="10" fill="${p.bore}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${Array.from({ length: 10 }, (_, i) => `<circle cx="${150 + i * 55.5}" cy="225" r="5" fill="none" stroke="${p.detail}" stroke-width="1.5"/><circle cx="${150 + i * 55.5}" cy="355" r="5" fill="none" stroke="${p.detail}" stroke-width="1.5"/>`).join('')}
        <rect x="250" y="380" width="300" height="36" rx="6" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="270" y="416" width="90" height="80" rx="6" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="440" y="416" width="90" height="80" rx="6" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="360" y="440" width="80" height="14" rx="3" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>`
    case 'pendulum':
      return `<path d="M 230 200 H 560 Q 640 200 640 280 V 380 Q 640 460 560 460 H 230 Q 150 460 150 380 V 280 Q 150 200 230 200 Z" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <circle cx="300" cy="330" r="105" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${bolts(300, 330, 92, 12, 5, p)}
        <circle cx="300" cy="330" r="78" fill="${p.bore}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <path d="M 300 330 L 520 300" stroke="${p.detail}" stroke-width="${sw + 8}" stroke-linecap="round" opacity="0.8"/>
        <circle cx="360" cy="322" r="60" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}" opacity="0.9"/>
        <circle cx="520" cy="300" r="22" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="640" y="270" width="90" height="120" rx="10" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="730" y="310" width="16" height="40" rx="3" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>`
    case 'combined':
      return `${valveFigure('gate', p)}
        <rect x="600" y="320" width="40" height="50" rx="4" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="640" y="300" width="70" height="90" rx="8" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${cylinder(652, 200, 46, 100, p)}
        <rect x="655" y="390" width="40" height="40" rx="4" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>`
    case 'controller':
      return `<rect x="150" y="170" width="500" height="270" rx="14" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="180" y="200" width="260" height="150" rx="6" fill="${p.bodyDark === 'none' ? 'none' : '#0b2346'}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <polyline points="195,320 240,320 265,250 300,240 340,262 380,258 425,258" fill="none" stroke="${p.bodyDark === 'none' ? p.stroke : '#45d39a'}" stroke-width="3"/>
        <line x1="195" y1="258" x2="425" y2="258" stroke="${p.accent === 'none' ? p.stroke : accent}" stroke-width="1.5" stroke-dasharray="6 5"/>
        ${[0, 1, 2].map((row) => [0, 1, 2].map((col) => `<rect x="${470 + col * 52}" y="${205 + row * 48}" width="40" height="34" rx="6" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="1"/>`).join('')).join('')}
        <circle cx="210" cy="395" r="16" fill="${p.flange}" stroke="${p.stroke}" stroke-width="${sw}"/>
        ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${260 + i * 60}" y="380" width="44" height="30" rx="4" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="1"/>`).join('')}
        <circle cx="620" cy="195" r="6" fill="${p.accent === 'none' ? 'none' : '#45d39a'}" stroke="${p.stroke}" stroke-width="1"/>`
    case 'chiller':
      return `<rect x="250" y="90" width="300" height="380" rx="14" fill="${p.body}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="280" y="120" width="240" height="70" rx="6" fill="${p.bodyDark === 'none' ? 'none' : '#0b2346'}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <text x="300" y="168" font-family="${font}" font-size="34" font-weight="700" fill="${p.bodyDark === 'none' ? p.stroke : '#45d39a'}">20.0 °C</text>
        ${Array.from({ length: 9 }, (_, i) => `<line x1="285" y1="${220 + i * 22}" x2="515" y2="${220 + i * 22}" stroke="${p.detail}" stroke-width="3" stroke-linecap="round"/>`).join('')}
        <rect x="250" y="420" width="300" height="50" rx="0" fill="${p.actuator}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <circle cx="285" cy="485" r="12" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <circle cx="515" cy="485" r="12" fill="${p.bodyDark}" stroke="${p.stroke}" stroke-width="${sw}"/>
        <rect x="550" y="300" width="30" height="16" rx="3" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>
        <rect x="550" y="340" width="30" height="16" rx="3" fill="${p.accent}" stroke="${p.stroke}" stroke-width="1"/>`
    case 'seal':
      return [
        { cx: 300, cy: 300, rx: 150, ry: 70, w: 20 },
        { cx: 500, cy: 250, rx: 110, ry: 52, w: 16 },
        { cx: 520, cy: 400, rx: 90, ry: 42, w: 14 },
        { cx: 260, cy: 440, rx: 70, ry: 32, w: 12 },
      ]
        .map(
          (r) =>
            `<ellipse cx="${r.cx}" cy="${r.cy + 6}" rx="${r.rx}" ry="${r.ry}" fill="none" stroke="${p.bodyDark === 'none' ? 'none' : '#00000033'}" stroke-width="${r.w}"/>
             <ellipse cx="${r.cx}" cy="${r.cy}" rx="${r.rx}" ry="${r.ry}" fill="none" stroke="${p.bodyDark === 'none' ? p.stroke : '#2b2f36'}" stroke-width="${p.bodyDark === 'none' ? p.strokeWidth : r.w}"/>
             <ellipse cx="${r.cx}" cy="${r.cy - r.w / 4}" rx="${r.rx}" ry="${r.ry}" fill="none" stroke="${p.bodyDark === 'none' ? 'none' : '#6b7380'}" stroke-width="${r.w / 4}" opacity="0.7"/>`,
        )
        .join('')
  }
}

/**
 * A product render: the stylised body on a light studio background. No words: the same picture
 * serves both languages, and the page names the product beside it. `name` names the file.
 */
export async function productImage(opts: { shape: ProductShape; name: string }): Promise<GeneratedImage> {
  const width = 800
  const height = 600
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>${shadedDefs}
      <radialGradient id="studio" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe7f1"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#studio)"/>
    <ellipse cx="400" cy="505" rx="280" ry="22" fill="#0b3c7d" opacity="0.08"/>
    <g transform="translate(0 -10)">${valveFigure(opts.shape, shaded)}</g>
    <rect x="0" y="0" width="8" height="${height}" fill="${brand}"/>
  </svg>`
  return render(svg, width, height, `product-${opts.name}`, 'picture')
}

const drawingLabels = {
  flange: { zh: '法兰', en: 'Flange' },
  body: { zh: '阀体', en: 'Valve body' },
  actuator: { zh: '执行器', en: 'Actuator' },
  gate: { zh: '阀板', en: 'Gate' },
  disc: { zh: '阀碟', en: 'Disc' },
  bore: { zh: '通径', en: 'Nominal bore' },
  opening: { zh: '开口', en: 'Opening' },
  indicator: { zh: '位置指示', en: 'Position indicator' },
  motor: { zh: '步进电机', en: 'Stepper motor' },
  bypass: { zh: '旁路阀', en: 'Bypass valve' },
  title: { zh: '名称', en: 'Title' },
  drawingNo: { zh: '图号', en: 'Drawing no.' },
  scale: { zh: '比例', en: 'Scale' },
  unit: { zh: '单位：mm', en: 'Unit: mm' },
  note: { zh: '仅供参考，以正式图纸为准', en: 'For reference only; the released drawing applies' },
} satisfies Record<string, Record<Locale, string>>

const drawingInk = '#14365f'

/** A horizontal or vertical dimension with extension lines, arrows and a centred value. */
function dimension(x1: number, y1: number, x2: number, y2: number, text: string): string {
  const vertical = x1 === x2
  const mx = (x1 + x2) / 2
  const my = (y1 + y2) / 2
  const label = vertical
    ? `<text x="${mx - 10}" y="${my}" transform="rotate(-90 ${mx - 10} ${my})" text-anchor="middle" font-family="${font}" font-size="20" fill="${drawingInk}">${escapeXml(text)}</text>`
    : `<text x="${mx}" y="${my - 10}" text-anchor="middle" font-family="${font}" font-size="20" fill="${drawingInk}">${escapeXml(text)}</text>`
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${drawingInk}" stroke-width="1.5" marker-start="url(#arrow)" marker-end="url(#arrow)"/>${label}`
}

/** A numbered leader from a part to its label. */
function callout(px: number, py: number, lx: number, ly: number, text: string): string {
  const anchor = lx < px ? 'end' : 'start'
  const tx = lx < px ? lx - 10 : lx + 10
  return `<circle cx="${px}" cy="${py}" r="4" fill="${drawingInk}"/>
    <polyline points="${px},${py} ${lx},${ly} ${lx + (lx < px ? -4 : 4)},${ly}" fill="none" stroke="${drawingInk}" stroke-width="1.5"/>
    <text x="${tx}" y="${ly + 7}" text-anchor="${anchor}" font-family="${font}" font-size="22" fill="${drawingInk}">${escapeXml(text)}</text>`
}

interface DrawingAnnotation {
  dimensions: string
  callouts: string
}

function drawingAnnotations(shape: ProductShape, locale: Locale, size: string): DrawingAnnotation {
  const l = (key: keyof typeof drawingLabels) => drawingLabels[key][locale]
  switch (shape) {
    case 'angle':
      return {
        dimensions: dimension(300, 520, 500, 520, `${l('body')} 170`) + dimension(600, 56, 600, 474, 'H 420'),
        callouts:
          callout(455, 150, 640, 130, l('actuator')) +
          callout(400, 360, 640, 250, `${l('bore')} ${size}`) +
          callout(315, 350, 150, 330, l('body')) +
          callout(400, 474, 150, 470, l('flange')),
      }
    case 'butterfly':
      return {
        dimensions: dimension(210, 520, 510, 520, `Ø 300`) + dimension(130, 170, 130, 470, size),
        callouts:
          callout(410, 300, 460, 110, l('disc')) + callout(470, 420, 520, 470, l('flange')) + callout(640, 250, 700, 150, l('motor')),
      }
    case 'rectangular':
      return {
        dimensions: dimension(170, 160, 630, 160, `${l('opening')} ${size}`) + dimension(80, 200, 80, 380, '180'),
        callouts:
          callout(560, 290, 720, 240, l('gate')) + callout(660, 350, 720, 460, l('body')) + callout(485, 496, 640, 540, l('actuator')),
      }
    default: {
      // The combined valve's bypass sits where the right-hand labels would otherwise go.
      const rx = shape === 'combined' ? 770 : 680
      return {
        dimensions: dimension(200, 520, 600, 520, '400') + dimension(130, 56, 130, 440, 'H 384'),
        callouts:
          callout(455, 120, 640, 100, l('actuator')) +
          callout(582, 330, rx, 290, l('indicator')) +
          callout(400, 345, rx, 380, `${l('bore')} ${size}`) +
          callout(230, 420, 170, 480, l('body')) +
          callout(462, 407, rx, 470, l('flange')) +
          (shape === 'combined' ? callout(675, 220, 720, 170, l('bypass')) : ''),
      }
    }
  }
}

/**
 * A dimensioned technical drawing whose labels follow the language: the valve pages show the
 * Chinese drawing to Chinese visitors and the English one otherwise.
 */
export async function technicalDrawing(opts: {
  shape: ProductShape
  locale: Locale
  title: string
  drawingNumber: string
  size: string
}): Promise<GeneratedImage> {
  const width = 1100
  const height = 780
  const { dimensions, callouts } = drawingAnnotations(opts.shape, opts.locale, opts.size)
  const l = (key: keyof typeof drawingLabels) => drawingLabels[key][opts.locale]
  const grid =
    Array.from({ length: 22 }, (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50}" y2="${height}"/>`).join('') +
    Array.from({ length: 16 }, (_, i) => `<line x1="0" y1="${i * 50}" x2="${width}" y2="${i * 50}"/>`).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <marker id="arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse">
        <path d="M 0 1 L 10 5 L 0 9 z" fill="${drawingInk}"/>
      </marker>
    </defs>
    <rect width="${width}" height="${height}" fill="#ffffff"/>
    <g stroke="#e6edf6" stroke-width="1">${grid}</g>
    <rect x="14" y="14" width="${width - 28}" height="${height - 28}" fill="none" stroke="${drawingInk}" stroke-width="2.5"/>
    <g transform="translate(60 40)">
      <g stroke-dasharray="18 5 3 5" stroke="#7f95b3" stroke-width="1">
        <line x1="400" y1="20" x2="400" y2="500"/>
      </g>
      ${valveFigure(opts.shape, outline(drawingInk, 2.2))}
      ${dimensions}
      ${callouts}
    </g>
    <g transform="translate(${width - 534} ${height - 164})" font-family="${font}" fill="${drawingInk}">
      <rect width="520" height="150" fill="#ffffff" stroke="${drawingInk}" stroke-width="2"/>
      <line x1="0" y1="50" x2="520" y2="50" stroke="${drawingInk}"/>
      <line x1="0" y1="100" x2="520" y2="100" stroke="${drawingInk}"/>
      <line x1="120" y1="0" x2="120" y2="100" stroke="${drawingInk}"/>
      <line x1="340" y1="50" x2="340" y2="100" stroke="${drawingInk}"/>
      <text x="14" y="33" font-size="19">${escapeXml(l('title'))}</text>
      <text x="134" y="33" font-size="21" font-weight="700">${escapeXml(opts.title)}</text>
      <text x="14" y="83" font-size="19">${escapeXml(l('drawingNo'))}</text>
      <text x="134" y="83" font-size="19">${escapeXml(opts.drawingNumber)}</text>
      <text x="354" y="83" font-size="19">${escapeXml(l('scale'))} 1:2</text>
      <text x="14" y="131" font-size="15">${escapeXml(l('unit'))} · ${escapeXml(l('note'))}</text>
    </g>
  </svg>`
  return render(svg, width, height, `drawing-${opts.drawingNumber}-${opts.locale}`, 'lineArt')
}

/**
 * A wide hero banner: deep blue field and a faint valve outline, with an optional title. Banners
 * shown in both languages are made without text; the page sets its localized title over them.
 */
export async function bannerImage(opts: {
  name: string
  title?: string
  subtitle?: string
  shape?: ProductShape
  variant?: number
  mobile?: boolean
}): Promise<GeneratedImage> {
  const mobile = opts.mobile === true
  const width = mobile ? 750 : 1920
  const height = mobile ? 1100 : 600
  const hues = [
    [brandDeep, '#0f4fa3'],
    ['#06213f', brand],
    ['#0a3468', '#1a66b8'],
  ]
  const [from, to] = hues[(opts.variant ?? 0) % hues.length]
  const figure = valveFigure(opts.shape ?? 'gate', outline('#ffffff', 2))
  const figurePlacement = mobile ? 'translate(-25 470) scale(1)' : 'translate(1060 -10) scale(1.1)'
  const titleSize = mobile ? 58 : 64
  const textX = mobile ? 60 : 160
  const titleY = mobile ? 230 : 270
  const subtitleSize = mobile ? 28 : 30
  const titleLines = opts.title ? wrap(opts.title, mobile ? 10 : 14) : []
  const subtitleLines = opts.subtitle ? wrap(opts.subtitle, mobile ? 21 : 30) : []
  const subtitleY = titleY + (titleLines.length - 1) * titleSize * 1.25 + 70
  const lines = Array.from(
    { length: mobile ? 24 : 40 },
    (_, i) => `<line x1="${i * 50}" y1="0" x2="${i * 50 - 300}" y2="${height}"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
      <radialGradient id="glow" cx="${mobile ? 0.5 : 0.72}" cy="${mobile ? 0.7 : 0.5}" r="0.5"><stop offset="0" stop-color="#4c8fe0" stop-opacity="0.45"/><stop offset="1" stop-color="#4c8fe0" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <g stroke="#ffffff" stroke-opacity="0.04" stroke-width="1">${lines}</g>
    <rect width="${width}" height="${height}" fill="url(#glow)"/>
    <g transform="${figurePlacement}" opacity="0.35">${figure}</g>
    ${titleLines.length ? `<rect x="${textX}" y="${titleY - 110}" width="72" height="6" fill="${accent}"/>` : ''}
    ${titleLines.map((line, i) => `<text x="${textX}" y="${titleY + i * titleSize * 1.25}" font-family="${font}" font-size="${titleSize}" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`).join('')}
    ${subtitleLines.map((line, i) => `<text x="${textX}" y="${subtitleY + i * subtitleSize * 1.5}" font-family="${font}" font-size="${subtitleSize}" fill="#d4e3f7">${escapeXml(line)}</text>`).join('')}
  </svg>`
  return render(svg, width, height, `banner-${opts.name}${mobile ? '-mobile' : ''}`, 'picture')
}

/** A portrait certificate: honors in blue and gold, patents in the green of a patent certificate. */
export async function certificateImage(opts: {
  kind: 'honor' | 'patent'
  title: string
  subtitle?: string
  issuer: string
  year: number
  number: string
}): Promise<GeneratedImage> {
  const width = 600
  const height = 840
  const patent = opts.kind === 'patent'
  const frame = patent ? '#2f6b4f' : brand
  const trim = patent ? '#b8963e' : '#c9a24a'
  const heading = patent ? '专利证书' : '荣誉证书'
  const headingEn = patent ? 'CERTIFICATE OF PATENT' : 'CERTIFICATE OF HONOR'
  const titleLines = wrap(opts.title, 14)
  const subtitleLines = opts.subtitle ? wrap(opts.subtitle, 26).slice(0, 2) : []
  const guilloche = Array.from({ length: 36 }, (_, i) => {
    const a = (i * 10 * Math.PI) / 180
    return `<ellipse cx="300" cy="420" rx="220" ry="90" transform="rotate(${(a * 180) / Math.PI} 300 420)"/>`
  }).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <rect width="${width}" height="${height}" fill="#fbf8f0"/>
    <g fill="none" stroke="${frame}" stroke-opacity="0.05" stroke-width="1">${guilloche}</g>
    <rect x="18" y="18" width="${width - 36}" height="${height - 36}" fill="none" stroke="${frame}" stroke-width="10"/>
    <rect x="36" y="36" width="${width - 72}" height="${height - 72}" fill="none" stroke="${trim}" stroke-width="2"/>
    <rect x="44" y="44" width="${width - 88}" height="${height - 88}" fill="none" stroke="${trim}" stroke-width="1"/>
    <circle cx="300" cy="140" r="44" fill="none" stroke="${trim}" stroke-width="4"/>
    <circle cx="300" cy="140" r="32" fill="${frame}"/>
    <path d="M 300 116 L 307 133 L 325 133 L 311 144 L 316 162 L 300 151 L 284 162 L 289 144 L 275 133 L 293 133 Z" fill="${trim}"/>
    <text x="300" y="240" text-anchor="middle" font-family="${font}" font-size="52" font-weight="700" letter-spacing="12" fill="${frame}">${heading}</text>
    <text x="300" y="278" text-anchor="middle" font-family="${font}" font-size="18" letter-spacing="4" fill="${trim}">${headingEn}</text>
    ${titleLines.map((line, i) => `<text x="300" y="${380 + i * 44}" text-anchor="middle" font-family="${font}" font-size="32" font-weight="700" fill="${ink}">${escapeXml(line)}</text>`).join('')}
    ${subtitleLines.map((line, i) => `<text x="300" y="${390 + titleLines.length * 44 + i * 26}" text-anchor="middle" font-family="${font}" font-size="18" fill="#5a6675">${escapeXml(line)}</text>`).join('')}
    <line x1="120" y1="600" x2="480" y2="600" stroke="${trim}" stroke-width="1.5"/>
    <text x="300" y="640" text-anchor="middle" font-family="${font}" font-size="20" fill="${ink}">${escapeXml(opts.issuer)}</text>
    <text x="300" y="676" text-anchor="middle" font-family="${font}" font-size="18" fill="#5a6675">${escapeXml(opts.number)}</text>
    <text x="300" y="712" text-anchor="middle" font-family="${font}" font-size="18" fill="#5a6675">${opts.year}</text>
    <circle cx="450" cy="700" r="52" fill="none" stroke="#c0392b" stroke-width="4" opacity="0.75"/>
    <circle cx="450" cy="700" r="42" fill="none" stroke="#c0392b" stroke-width="1.5" opacity="0.75"/>
    <path d="M 450 676 L 456 692 L 473 692 L 459 702 L 464 719 L 450 709 L 436 719 L 441 702 L 427 692 L 444 692 Z" fill="#c0392b" opacity="0.75"/>
  </svg>`
  return render(svg, width, height, `${opts.kind}-${opts.number}`, 'picture')
}

/** Splits a title into lines of at most `max` CJK characters (a Latin word counts as half). */
function wrap(text: string, max: number): string[] {
  const tokens = text.match(/[A-Za-z0-9.:\-/]+|\s+|./gu) ?? [text]
  const lines: string[] = []
  let current = ''
  let weight = 0
  for (const token of tokens) {
    const w = /^[\x00-\x7f]+$/.test(token) ? token.length / 2 : token.length
    if (weight + w > max && current.trim()) {
      lines.push(current.trim())
      current = ''
      weight = 0
    }
    current += token
    weight += w
  }
  if (current.trim()) lines.push(current.trim())
  return lines.slice(0, 4)
}

/**
 * A news picture: an abstract composition in the brand colours, without words (the article's title
 * and date stand beside it in the reader's language). `theme` and `date` name the file.
 */
export async function newsImage(opts: { theme: string; date: string; variant: number; shape?: ProductShape }): Promise<GeneratedImage> {
  const width = 800
  const height = 450
  const palettes = [
    ['#0b3c7d', '#1f6fc9'],
    ['#0a2f5e', '#2a8bb8'],
    ['#123a6b', '#3a5fb0'],
    ['#072a59', '#0f7c8c'],
  ]
  const [from, to] = palettes[opts.variant % palettes.length]
  const shapes: ProductShape[] = ['gate', 'angle', 'rectangular', 'butterfly', 'pendulum', 'controller']
  const shape = opts.shape ?? shapes[opts.variant % shapes.length]
  const circles = Array.from(
    { length: 6 },
    (_, i) =>
      `<circle cx="${620 - i * 10}" cy="${120 + i * 8}" r="${60 + i * 40}" fill="none" stroke="#ffffff" stroke-opacity="${0.12 - i * 0.015}" stroke-width="2"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    ${circles}
    <g transform="translate(330 20) scale(0.72)" opacity="0.5">${valveFigure(shape, outline('#ffffff', 2.5))}</g>
    <rect x="48" y="300" width="56" height="5" fill="${accent}"/>
  </svg>`
  return render(svg, width, height, `news-${opts.date}-${opts.theme}`, 'picture')
}

/** The development-path picture: a horizontal timeline with one node per label. */
export async function timelineImage(opts: { labels: string[] }): Promise<GeneratedImage> {
  const width = 1600
  const height = 400
  const n = opts.labels.length
  // the end nodes sit 160 px in, so a label centred on them stays clear of the picture's edges
  const step = (width - 320) / Math.max(1, n - 1)
  const nodes = opts.labels
    .map((label, i) => {
      const x = 160 + i * step
      const last = i === n - 1
      return `<circle cx="${x}" cy="200" r="${last ? 16 : 13}" fill="${last ? accent : '#ffffff'}" stroke="${last ? '#ffffff' : accent}" stroke-width="4"/>
        ${label ? `<text x="${x}" y="${i % 2 === 0 ? 150 : 270}" text-anchor="middle" font-family="${font}" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>` : ''}`
    })
    .join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${brandDeep}"/><stop offset="1" stop-color="#1a66b8"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>
    <line x1="60" y1="200" x2="${width - 60}" y2="200" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4"/>
    <path d="M ${width - 60} 190 L ${width - 40} 200 L ${width - 60} 210 Z" fill="#ffffff" fill-opacity="0.7"/>
    ${nodes}
  </svg>`
  return render(svg, width, height, `timeline-${opts.labels[0] ?? 'start'}`, 'picture')
}

/** A light background for the Presys list cards, shared by all models. */
export async function presysBackground(): Promise<GeneratedImage> {
  const width = 800
  const height = 500
  const rings = Array.from(
    { length: 8 },
    (_, i) =>
      `<circle cx="640" cy="420" r="${80 + i * 70}" fill="none" stroke="${brand}" stroke-opacity="${0.08 - i * 0.008}" stroke-width="2"/>`,
  ).join('')
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="#dde7f3"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#bg)"/>${rings}
    <rect x="0" y="${height - 6}" width="${width}" height="6" fill="${brand}"/>
  </svg>`
  return render(svg, width, height, 'presys-background', 'picture')
}
