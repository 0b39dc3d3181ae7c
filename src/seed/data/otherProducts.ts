import type { OtherProductSlug } from '@/siteMap'

import type { Localized, NameText, ProductShape } from './types'

interface ChillerRowSeed {
  class: string
  type: string
  features: Localized<string>
  tempRange: string
  coolingCapacity: string
  channels: string
  heater: string
  flowrate: string
  /** Which of the chiller page's two tables the row belongs to. */
  classF: boolean
}

interface OtherProductSeed {
  slug: OtherProductSlug
  /** Position in the chain throttleValve → … → unisemChiller. */
  order: number
  downloadId: number
  shape: ProductShape
  intro: Localized<string>
  specTable: Localized<NameText[]>
  hasNext: boolean
  imageCount: number
  downloadTitle: Localized<string>
  chillerRows?: ChillerRowSeed[]
}

export const otherProducts: readonly OtherProductSeed[] = [
  {
    slug: 'throttleValve',
    order: 1,
    downloadId: 25,
    shape: 'butterfly',
    intro: {
      zh: '节流阀安装在工艺腔与真空泵之间，由高分辨率步进电机驱动阀碟，调节排气流导以稳定腔室压力。全行程动作快、分辨率高，阀体可加热以减少工艺副产物沉积。',
      en: 'The throttle valve sits between process chamber and vacuum pump; a high-resolution stepper motor turns the disc and sets the exhaust conductance that keeps chamber pressure stable. Full stroke is fast, resolution is fine, and the body can be heated against by-product deposits.',
    },
    specTable: {
      zh: [
        { name: '通径', text: 'DN50 – DN250' },
        { name: '全开至全关时间', text: '< 1.5 s' },
        { name: '位置分辨率', text: '1/28,800' },
        { name: '阀体温度', text: '0 – 100 °C（可选至 200 °C）' },
        { name: '电机环境温度', text: '-20 – 50 °C' },
        { name: '漏率（阀体）', text: '< 1×10⁻⁹ mbar·l/s' },
        { name: '供电', text: 'DC 24 V' },
        { name: '接口', text: 'RS-232 / RS-485 / 模拟量 0 – 10 V' },
      ],
      en: [
        { name: 'Nominal size', text: 'DN50 – DN250' },
        { name: 'Open to close', text: '< 1.5 s' },
        { name: 'Position resolution', text: '1/28,800' },
        { name: 'Valve body temperature', text: '0 – 100 °C (optional up to 200 °C)' },
        { name: 'Motor ambient temperature', text: '-20 – 50 °C' },
        { name: 'Leak rate (body)', text: '< 1×10⁻⁹ mbar·l/s' },
        { name: 'Power supply', text: '24 V DC' },
        { name: 'Interface', text: 'RS-232 / RS-485 / analogue 0 – 10 V' },
      ],
    },
    hasNext: true,
    imageCount: 1,
    downloadTitle: { zh: '节流阀技术资料', en: 'Throttle valve datasheet' },
  },
  {
    slug: 'throttleValveController',
    order: 2,
    downloadId: 26,
    shape: 'controller',
    intro: {
      zh: '节流阀控制器读取真空计信号，按设定压力自动调节节流阀开度，实现闭环压力控制。支持压力与位置两种控制模式，参数可通过前面板或上位机设定。',
      en: 'The controller reads the gauge signal and sets the throttle valve opening for the target pressure: closed-loop pressure control. It runs in pressure or position mode, set up from the front panel or the host.',
    },
    specTable: {
      zh: [
        { name: '控制模式', text: '压力控制 / 位置控制' },
        { name: '真空计输入', text: '2 路，0 – 10 V' },
        { name: '控制算法', text: '自适应 PID，自整定' },
        { name: '预设压力点', text: '16 组' },
        { name: '通讯接口', text: 'RS-232 / RS-485 / EtherCAT' },
        { name: '显示', text: '彩色液晶屏' },
        { name: '供电', text: 'AC 100 – 240 V 或 DC 24 V' },
      ],
      en: [
        { name: 'Control modes', text: 'Pressure / position' },
        { name: 'Gauge inputs', text: '2, 0 – 10 V' },
        { name: 'Control algorithm', text: 'Adaptive PID with auto-tuning' },
        { name: 'Pressure set points', text: '16' },
        { name: 'Interfaces', text: 'RS-232 / RS-485 / EtherCAT' },
        { name: 'Display', text: 'Colour LCD' },
        { name: 'Power supply', text: 'AC 100 – 240 V or 24 V DC' },
      ],
    },
    hasNext: true,
    imageCount: 1,
    downloadTitle: { zh: '节流阀控制器技术资料', en: 'Throttle valve controller datasheet' },
  },
  {
    slug: 'dualThrottleValve',
    order: 3,
    downloadId: 27,
    shape: 'butterfly',
    intro: {
      zh: '双节流阀在同一阀体内并联大小两个阀碟：大阀碟负责大流量区间，小阀碟负责低流量精细调节，使宽压力范围内的控制同样稳定。',
      en: 'The dual throttle valve has a large and a small disc in parallel in one body: the large disc handles high flow, the small one fine adjustment at low flow, so control stays stable over a wide pressure range.',
    },
    specTable: {
      zh: [
        { name: '通径', text: 'DN100 – DN200（主阀碟）' },
        { name: '控制范围', text: '最大流导的 0.1 % – 100 %' },
        { name: '全开至全关时间', text: '< 1.5 s' },
        { name: '位置分辨率', text: '1/28,800（每个阀碟）' },
        { name: '阀体温度', text: '0 – 100 °C（可选至 200 °C）' },
        { name: '供电', text: 'DC 24 V' },
      ],
      en: [
        { name: 'Nominal size', text: 'DN100 – DN200 (main disc)' },
        { name: 'Control range', text: '0.1 % – 100 % of maximum conductance' },
        { name: 'Open to close', text: '< 1.5 s' },
        { name: 'Position resolution', text: '1/28,800 (each disc)' },
        { name: 'Valve body temperature', text: '0 – 100 °C (optional up to 200 °C)' },
        { name: 'Power supply', text: '24 V DC' },
      ],
    },
    hasNext: true,
    imageCount: 1,
    downloadTitle: { zh: '双节流阀技术资料', en: 'Dual throttle valve datasheet' },
  },
  {
    slug: 'multiPositionController',
    order: 4,
    downloadId: 28,
    shape: 'controller',
    intro: {
      zh: '多位置控制器驱动阀门停在预设开度，适用于软启动抽气和分段流导控制。一台控制器最多可管理 6 个通道，每个通道可存储多组位置。',
      en: 'The multi-position controller stops valves at preset openings, for soft-start pumping and stepped conductance. One controller handles up to 6 channels, each storing several positions.',
    },
    specTable: {
      zh: [
        { name: '通道数', text: '最多 6 通道' },
        { name: '每通道预设位置', text: '8 组' },
        { name: '控制信号', text: 'DC 24 V 数字 I/O' },
        { name: '通讯接口', text: 'RS-485 / EtherCAT' },
        { name: '安装方式', text: '19 英寸机架 / 导轨' },
        { name: '供电', text: 'DC 24 V' },
      ],
      en: [
        { name: 'Channels', text: 'Up to 6' },
        { name: 'Preset positions per channel', text: '8' },
        { name: 'Control signals', text: '24 V DC digital I/O' },
        { name: 'Interfaces', text: 'RS-485 / EtherCAT' },
        { name: 'Mounting', text: '19-inch rack / DIN rail' },
        { name: 'Power supply', text: '24 V DC' },
      ],
    },
    hasNext: true,
    imageCount: 1,
    downloadTitle: { zh: '多位置控制器技术资料', en: 'Multi-position controller datasheet' },
  },
  {
    slug: 'mne',
    order: 5,
    downloadId: 29,
    shape: 'seal',
    intro: {
      zh: 'MNE 系列密封件专为半导体真空阀门设计，包括全氟醚 O 形圈、硫化阀板密封和法兰密封圈。材料耐等离子体与腐蚀性气体，颗粒与释气量低，可直接替换原厂密封件。',
      en: 'MNE seals are made for semiconductor vacuum valves: perfluoroelastomer O-rings, bonded gate seals and flange seals. The materials resist plasma and corrosive gases, release few particles and little outgassing, and replace the original seals one for one.',
    },
    specTable: {
      zh: [
        { name: '材料', text: 'FKM / FFKM / 硅橡胶' },
        { name: '使用温度', text: '-20 – 300 °C（视材料而定）' },
        { name: '硬度', text: '70 – 80 Shore A' },
        { name: '规格', text: 'AS568、JIS B2401 及非标定制' },
        { name: '洁净等级', text: '洁净室清洗、双层真空包装' },
      ],
      en: [
        { name: 'Materials', text: 'FKM / FFKM / silicone' },
        { name: 'Service temperature', text: '-20 – 300 °C (depends on material)' },
        { name: 'Hardness', text: '70 – 80 Shore A' },
        { name: 'Sizes', text: 'AS568, JIS B2401 and custom' },
        { name: 'Cleanliness', text: 'Clean-room washed, double vacuum-bagged' },
      ],
    },
    hasNext: true,
    imageCount: 3,
    downloadTitle: { zh: 'MNE 密封件选型手册', en: 'MNE seal selection guide' },
  },
  {
    slug: 'unisemChiller',
    order: 6,
    downloadId: 30,
    shape: 'chiller',
    intro: {
      zh: 'Unisem 冷水机为刻蚀与沉积设备的静电卡盘、腔壁和电极提供精确的温度控制。标准系列为单通道；F 系列为多通道与低温机型，各通道独立控温。',
      en: 'Unisem chillers control the temperature of electrostatic chucks, chamber walls and electrodes in etch and deposition equipment. The standard series has one channel; the F series has several channels and low-temperature models, each channel controlled separately.',
    },
    specTable: {
      zh: [
        { name: '控温精度', text: '± 0.1 °C' },
        { name: '循环液', text: 'Galden / 去离子水 / 乙二醇溶液' },
        { name: '通讯接口', text: 'RS-232 / RS-485 / DeviceNet' },
        { name: '供电', text: 'AC 208 V / 380 V，三相' },
      ],
      en: [
        { name: 'Temperature stability', text: '± 0.1 °C' },
        { name: 'Circulating fluid', text: 'Galden / DI water / glycol solution' },
        { name: 'Interfaces', text: 'RS-232 / RS-485 / DeviceNet' },
        { name: 'Power supply', text: 'AC 208 V / 380 V, three-phase' },
      ],
    },
    hasNext: false,
    imageCount: 2,
    downloadTitle: { zh: 'Unisem 冷水机技术资料', en: 'Unisem chiller datasheet' },
    chillerRows: [
      {
        class: 'Standard',
        type: 'UC-1100A',
        features: { zh: '风冷，单通道，紧凑机身', en: 'Air-cooled, single channel, compact' },
        tempRange: '-20 ~ 80 °C',
        coolingCapacity: '1.1 kW @ 20 °C',
        channels: '1',
        heater: '1.5 kW',
        flowrate: '15 L/min',
        classF: false,
      },
      {
        class: 'Standard',
        type: 'UC-2500W',
        features: { zh: '水冷，单通道，低噪音', en: 'Water-cooled, single channel, low noise' },
        tempRange: '-20 ~ 90 °C',
        coolingCapacity: '2.5 kW @ 20 °C',
        channels: '1',
        heater: '3 kW',
        flowrate: '25 L/min',
        classF: false,
      },
      {
        class: 'Standard',
        type: 'UC-4000W',
        features: { zh: '水冷，大制冷量，变频压缩机', en: 'Water-cooled, high capacity, inverter compressor' },
        tempRange: '10 ~ 90 °C',
        coolingCapacity: '4.0 kW @ 20 °C',
        channels: '1',
        heater: '4 kW',
        flowrate: '40 L/min',
        classF: false,
      },
      {
        class: 'F',
        type: 'UC-2200F2',
        features: { zh: '双通道，各通道独立控温', en: 'Two channels, each controlled separately' },
        tempRange: '-20 ~ 80 °C',
        coolingCapacity: '2 × 1.1 kW @ 20 °C',
        channels: '2',
        heater: '2 × 1.5 kW',
        flowrate: '2 × 15 L/min',
        classF: true,
      },
      {
        class: 'F',
        type: 'UC-3000F2L',
        features: { zh: '双通道，低温型', en: 'Two channels, low temperature' },
        tempRange: '-40 ~ 60 °C',
        coolingCapacity: '1.5 kW @ -20 °C',
        channels: '2',
        heater: '2 × 2 kW',
        flowrate: '2 × 20 L/min',
        classF: true,
      },
      {
        class: 'F',
        type: 'UC-6000F3',
        features: { zh: '三通道，适用于多腔设备', en: 'Three channels, for multi-chamber tools' },
        tempRange: '-20 ~ 90 °C',
        coolingCapacity: '3 × 2.0 kW @ 20 °C',
        channels: '3',
        heater: '3 × 2 kW',
        flowrate: '3 × 20 L/min',
        classF: true,
      },
    ],
  },
]
