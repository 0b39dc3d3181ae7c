import type {
  Actuation,
  BodyMaterial,
  FlangeStandard,
  ProductFamily,
  SealMaterial,
} from '@/features/specs/specOptions'
import { derivedConductances, type ValveConductance } from '@/features/specs/valveConductance'

/**
 * The structured specifications of every seeded product (pressures in mbar, leak rates in
 * mbar·l/s, temperatures in °C), taken from the technical-data rows the pages showed before. Rows
 * these fields now carry are dropped from the free rows (see `typedRowNames`).
 */
export interface ProductSpecsSeed {
  family: ProductFamily
  sizes?: number[]
  flanges?: FlangeStandard[]
  actuation?: Actuation[]
  pressureMin?: number
  pressureMax?: number
  leakRate?: number
  maxTemperature?: number
  bakeout?: number
  bodyMaterials?: BodyMaterial[]
  sealMaterials?: SealMaterial[]
  conductances?: ValveConductance[]
}

/**
 * No seeded valve has a published conductance figure yet, so the valves whose bore is the flow
 * path (gate, pendulum, angle, butterfly) get one derived from the nominal size by the aperture
 * formula and marked `derived`: an upper limit that editors replace with the datasheet's figure.
 * Transfer and combined valves, controllers, seals and chillers get none ("not published").
 */
const familiesWithBoreConductance: readonly ProductFamily[] = ['gate', 'pendulum', 'angle', 'butterfly']

const withDerivedConductances = (specs: Record<string, ProductSpecsSeed>): Record<string, ProductSpecsSeed> =>
  Object.fromEntries(
    Object.entries(specs).map(([name, spec]) => [
      name,
      familiesWithBoreConductance.includes(spec.family) && spec.sizes && !spec.conductances
        ? { ...spec, conductances: derivedConductances(spec.sizes) }
        : spec,
    ]),
  )

/** By vacuum valve code name (`name`). */
export const vacuumValveSpecs: Record<string, ProductSpecsSeed> = withDerivedConductances({
  MGVAGV: {
    family: 'gate',
    sizes: [100, 125, 160],
    flanges: ['ISO-K', 'ISO-F', 'CF'],
    actuation: ['manual', 'pneumatic'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304', '316L'],
    sealMaterials: ['FKM', 'FFKM'],
  },
  butterflyValve: {
    family: 'butterfly',
    sizes: [100, 160, 200],
    flanges: ['ISO-F', 'ISO-K', 'JIS'],
    actuation: ['motorised'],
    pressureMin: 1e-7,
    pressureMax: 1000,
    leakRate: 1e-9,
    maxTemperature: 120,
    bodyMaterials: ['aluminium', '316L'],
    sealMaterials: ['FKM'],
  },
  highVacuumDirectValve: {
    family: 'angle',
    sizes: [16, 25, 40, 50],
    flanges: ['KF', 'ISO-K', 'CF'],
    actuation: ['pneumatic', 'manual'],
    pressureMin: 1e-8,
    pressureMax: 1500,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  UHV: {
    family: 'angle',
    sizes: [16, 25, 40, 63],
    flanges: ['CF'],
    actuation: ['pneumatic', 'manual'],
    pressureMin: 1e-11,
    pressureMax: 2000,
    leakRate: 1e-10,
    maxTemperature: 150,
    bakeout: 250,
    bodyMaterials: ['316L'],
    sealMaterials: ['FKM', 'metal'],
  },
  rectangularValve: {
    family: 'transfer',
    flanges: ['custom'],
    actuation: ['pneumatic'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 120,
    bodyMaterials: ['aluminium', '304'],
    sealMaterials: ['FKM', 'FFKM'],
  },
  highVacuumGateValve: {
    family: 'gate',
    sizes: [63, 80, 100, 160, 200, 250],
    flanges: ['ISO-F', 'ISO-K', 'CF'],
    actuation: ['pneumatic', 'manual', 'electric'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  vacuumGateValve: {
    family: 'gate',
    sizes: [80, 100],
    flanges: ['ISO-K', 'KF'],
    actuation: ['pneumatic'],
    pressureMin: 1e-6,
    pressureMax: 1200,
    leakRate: 1e-6,
    maxTemperature: 80,
    bodyMaterials: ['aluminium'],
    sealMaterials: ['FKM'],
  },
  combinedValve: {
    family: 'combined',
    sizes: [63, 100, 160],
    flanges: ['custom'],
    actuation: ['pneumatic'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 120,
    bodyMaterials: ['304', 'aluminium'],
    sealMaterials: ['FKM'],
  },
})

const slitValve: ProductSpecsSeed = {
  family: 'transfer',
  flanges: ['custom'],
  actuation: ['pneumatic'],
  pressureMin: 1e-8,
  pressureMax: 1200,
  leakRate: 1e-9,
  maxTemperature: 120,
  bodyMaterials: ['aluminium', '304'],
  sealMaterials: ['FKM', 'FFKM'],
}

/** By Presys model name (the presysDetail form parameter), from the models' options and features. */
export const presysModelSpecs: Record<string, ProductSpecsSeed> = withDerivedConductances({
  presysy77: {
    family: 'pendulum',
    sizes: [160, 200, 250, 320],
    flanges: ['ISO-F'],
    actuation: ['motorised'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['aluminium', '316L'],
    sealMaterials: ['FKM', 'FFKM'],
  },
  y74: {
    family: 'pendulum',
    sizes: [100, 160, 200, 250],
    flanges: ['ISO-F', 'ISO-K'],
    actuation: ['pneumatic', 'manual'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 120,
    bodyMaterials: ['aluminium'],
    sealMaterials: ['FKM', 'FFKM'],
  },
  y70: slitValve,
  y70Two: slitValve,
  y70Three: { ...slitValve, maxTemperature: 120 },
  y72: { ...slitValve, pressureMin: 1e-6, leakRate: 1e-8, maxTemperature: 80, sealMaterials: ['FKM'] },
  y73: {
    family: 'gate',
    sizes: [63, 100, 160, 200],
    flanges: ['ISO-F', 'CF'],
    actuation: ['manual', 'pneumatic'],
    pressureMin: 1e-8,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  y78: {
    family: 'gate',
    sizes: [40, 63, 100, 160],
    flanges: ['CF'],
    actuation: ['pneumatic', 'manual'],
    pressureMin: 1e-10,
    pressureMax: 1200,
    leakRate: 1e-10,
    maxTemperature: 150,
    bakeout: 200,
    bodyMaterials: ['316L'],
    sealMaterials: ['metal', 'FKM'],
  },
  y20: {
    family: 'angle',
    sizes: [16, 25, 40, 50],
    flanges: ['KF', 'ISO-K', 'CF'],
    actuation: ['pneumatic'],
    pressureMin: 1e-8,
    pressureMax: 1300,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  y21: {
    family: 'angle',
    sizes: [25, 40, 50],
    flanges: ['KF', 'ISO-K'],
    actuation: ['pneumatic'],
    pressureMin: 1e-6,
    pressureMax: 1300,
    leakRate: 1e-9,
    maxTemperature: 200,
    bodyMaterials: ['316L'],
    sealMaterials: ['FKM', 'FFKM'],
  },
  y21Two: {
    family: 'angle',
    sizes: [25, 40, 50],
    flanges: ['KF', 'ISO-K'],
    actuation: ['pneumatic'],
    pressureMin: 1e-6,
    pressureMax: 1300,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  y21Three: {
    family: 'angle',
    sizes: [16, 25, 40],
    flanges: ['KF', 'ISO-K'],
    actuation: ['manual', 'pneumatic'],
    pressureMin: 1e-8,
    pressureMax: 1300,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  y60: {
    family: 'butterfly',
    sizes: [40, 50, 63, 100, 160, 200],
    flanges: ['ISO-K', 'ISO-F'],
    actuation: ['motorised'],
    pressureMin: 1e-3,
    pressureMax: 1000,
    leakRate: 1e-6,
    maxTemperature: 120,
    bodyMaterials: ['aluminium'],
    sealMaterials: ['FKM'],
  },
  y41: {
    family: 'gate',
    sizes: [40, 63, 100, 160],
    flanges: ['CF', 'ISO-K'],
    actuation: ['pneumatic'],
    pressureMin: 1e-9,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 120,
    bodyMaterials: ['304'],
    sealMaterials: ['FKM'],
  },
  y75: {
    family: 'transfer',
    flanges: ['custom'],
    actuation: ['pneumatic'],
    pressureMin: 1,
    pressureMax: 1200,
    maxTemperature: 60,
    bodyMaterials: ['aluminium'],
    sealMaterials: ['FKM'],
  },
  y76: {
    family: 'pendulum',
    sizes: [100, 160, 200, 250],
    flanges: ['ISO-F'],
    actuation: ['pneumatic'],
    pressureMin: 1e-7,
    pressureMax: 1200,
    leakRate: 1e-9,
    maxTemperature: 150,
    bodyMaterials: ['aluminium'],
    sealMaterials: ['FKM'],
  },
})

/** By other-product page slug. */
export const otherProductSpecs: Record<string, ProductSpecsSeed> = withDerivedConductances({
  throttleValve: {
    family: 'butterfly',
    sizes: [50, 63, 100, 160, 200, 250],
    flanges: ['ISO-K', 'ISO-F'],
    actuation: ['motorised'],
    pressureMin: 1e-3,
    pressureMax: 1000,
    leakRate: 1e-9,
    maxTemperature: 100,
    bodyMaterials: ['aluminium', '316L'],
    sealMaterials: ['FKM'],
  },
  throttleValveController: { family: 'controller' },
  dualThrottleValve: {
    family: 'butterfly',
    sizes: [100, 160, 200],
    flanges: ['ISO-F', 'ISO-K'],
    actuation: ['motorised'],
    pressureMin: 1e-3,
    pressureMax: 1000,
    leakRate: 1e-9,
    maxTemperature: 100,
    bodyMaterials: ['aluminium', '316L'],
    sealMaterials: ['FKM'],
  },
  multiPositionController: { family: 'controller' },
  mne: { family: 'seal', maxTemperature: 300, sealMaterials: ['FKM', 'FFKM'] },
  unisemChiller: { family: 'chiller', maxTemperature: 90 },
})

/**
 * Technical-data rows whose facts moved into the typed fields: the page and the datasheet print
 * them from the fields, so the free rows drop them.
 */
const typedRowNames = [
  /^漏率/,
  /^Leak rate/,
  /^压力范围/,
  /^Pressure range/,
  /^阀体温度/,
  /^Valve body temperature/,
  /^烘烤温度/,
  /^Bakeout/,
  /^密封材料/,
  /^Seal material/,
  /^阀座密封/,
  /^Seat seal/,
  /^通径/,
  /^Nominal size/,
]

export const isTypedRow = (name: string) => typedRowNames.some((pattern) => pattern.test(name))
