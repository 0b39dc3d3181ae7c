import type { Localized, NameValue } from './types'

/** The download list call's `type` (docs/api.md): 1 vacuum valve, 2 partner valve, 3 throttle valve, 4 sealing ring, 5 chiller. */
export type DownloadType = '1' | '2' | '3' | '4' | '5'

/** A download item that belongs to no product page: sealing-ring and chiller documents. */
interface ExtraDownloadSeed {
  itemId: number
  type: DownloadType
  title: Localized<string>
  /** English rows for the generated PDF. */
  rows: NameValue[]
}

export const extraDownloads: readonly ExtraDownloadSeed[] = [
  {
    itemId: 31,
    type: '4',
    title: { zh: 'FFKM O 形圈选型表', en: 'FFKM O-ring selection table' },
    rows: [
      { name: 'Material', value: 'Perfluoroelastomer (FFKM)' },
      { name: 'Service temperature', value: '-15 to 300 °C' },
      { name: 'Hardness', value: '75 Shore A' },
      { name: 'Sizes', value: 'AS568 -004 to -475, JIS B2401 P/G series' },
      { name: 'Typical use', value: 'Gate and slit valve bonnets in plasma processes' },
    ],
  },
  {
    itemId: 32,
    type: '4',
    title: { zh: '阀板硫化密封件', en: 'Bonded gate seals' },
    rows: [
      { name: 'Construction', value: 'Elastomer vulcanised onto the gate plate' },
      { name: 'Materials', value: 'FKM / FFKM' },
      { name: 'Life', value: 'Up to 1,000,000 cycles in slit valves' },
      { name: 'Fits', value: 'Rectangular transfer valves 46x236 to 50x336 mm' },
    ],
  },
  {
    itemId: 33,
    type: '4',
    title: { zh: '法兰密封圈（KF / ISO / CF）', en: 'Flange seals (KF / ISO / CF)' },
    rows: [
      { name: 'KF centring rings', value: 'DN10 to DN50, FKM on aluminium or stainless steel' },
      { name: 'ISO centring rings', value: 'DN63 to DN500, with outer ring' },
      { name: 'CF gaskets', value: 'OFHC copper, DN16 to DN250' },
      { name: 'Leak rate', value: '< 1×10⁻⁹ mbar·l/s (elastomer), < 1×10⁻¹⁰ mbar·l/s (CF)' },
    ],
  },
  {
    itemId: 34,
    type: '4',
    title: { zh: '密封件安装与保养指南', en: 'Seal installation and care guide' },
    rows: [
      { name: 'Storage', value: 'Sealed bag, 15 to 25 °C, away from light and ozone' },
      { name: 'Cleaning', value: 'Lint-free wipe with isopropyl alcohol; no solvents on FKM' },
      { name: 'Greasing', value: 'Thin film of vacuum grease only where specified' },
      { name: 'Replacement', value: 'At every valve service or after visible damage' },
    ],
  },
  {
    itemId: 35,
    type: '5',
    title: { zh: 'Unisem 标准系列冷水机', en: 'Unisem standard series chillers' },
    rows: [
      { name: 'Models', value: 'UC-1100A, UC-2500W, UC-4000W' },
      { name: 'Temperature range', value: '-20 to 90 °C' },
      { name: 'Cooling capacity', value: '1.1 to 4.0 kW @ 20 °C' },
      { name: 'Stability', value: '± 0.1 °C' },
    ],
  },
  {
    itemId: 36,
    type: '5',
    title: { zh: 'Unisem F 系列多通道冷水机', en: 'Unisem F series multi-channel chillers' },
    rows: [
      { name: 'Models', value: 'UC-2200F2, UC-3000F2L, UC-6000F3' },
      { name: 'Channels', value: '2 or 3, controlled separately' },
      { name: 'Temperature range', value: '-40 to 90 °C' },
      { name: 'Stability', value: '± 0.1 °C per channel' },
    ],
  },
]
