/**
 * Writes a few generated samples to /tmp/seed-preview/ for a visual check:
 * `node scripts/tsx.mjs src/seed/assets/preview.ts`.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { articles } from '../data/articles'
import { honors } from '../data/honors'
import { otherProducts } from '../data/otherProducts'
import { vacuumValves } from '../data/vacuumValves'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { bannerImage, certificateImage, newsImage, productImage, technicalDrawing, timelineImage, type GeneratedImage } from './images'
import { datasheetPdf } from './pdfs'

const outDir = '/tmp/seed-preview'

async function save(image: GeneratedImage): Promise<void> {
  await writeFile(path.join(outDir, image.filename), image.data)
  console.log(`${image.filename}\t${image.width}×${image.height}\t${(image.data.length / 1024).toFixed(1)} KB`)
}

async function main(): Promise<void> {
  await mkdir(outDir, { recursive: true })
  const valve = vacuumValves[0]
  for (const locale of ['zh', 'en'] as const) {
    await save(
      await technicalDrawing({
        shape: valve.shape,
        locale,
        title: siteNames.vacuumValves[1][locale],
        drawingNumber: 'VV-01',
        size: 'DN160',
      }),
    )
  }
  const rect = vacuumValves[4]
  await save(
    await technicalDrawing({
      shape: rect.shape,
      locale: 'zh',
      title: siteNames.vacuumValves[5].zh,
      drawingNumber: 'VV-05',
      size: '50×336',
    }),
  )
  for (const shape of ['gate', 'angle', 'butterfly', 'rectangular', 'pendulum', 'combined', 'controller', 'chiller', 'seal'] as const) {
    await save(await productImage({ shape, name: shape }))
  }
  await save(
    await bannerImage({
      name: 'about',
      title: '专注半导体真空阀门',
      subtitle: '自 2018 年起，为半导体、平板显示与光伏设备提供可靠的真空阀门',
    }),
  )
  await save(
    await bannerImage({
      name: 'repair',
      title: 'Repair, maintenance and upgrades',
      subtitle: 'Less downtime',
      variant: 1,
      shape: 'angle',
      mobile: true,
    }),
  )
  const honor = honors[2]
  await save(
    await certificateImage({
      kind: honor.kind,
      title: honor.title.zh,
      subtitle: honor.title.en,
      issuer: honor.issuer.zh,
      year: honor.year,
      number: honor.number,
    }),
  )
  const patent = honors[12]
  await save(
    await certificateImage({
      kind: patent.kind,
      title: patent.title.zh,
      subtitle: patent.title.en,
      issuer: patent.issuer.zh,
      year: patent.year,
      number: patent.number,
    }),
  )
  await save(await newsImage({ theme: articles[0].imageTheme, date: articles[0].publishedAt.slice(0, 10), variant: 0 }))
  await save(await timelineImage({ labels: ['2018', '2019', '2020', '2021', '2022', '2023', '未来'] }))
  const throttle = otherProducts[0]
  const pdf = await datasheetPdf({
    title: siteNames.otherProducts[throttle.slug].en,
    model: throttle.slug,
    intro: throttle.intro.en,
    rows: throttle.specTable.en.map((r) => ({ name: r.name, value: r.text })),
    companyName: 'Example Vacuum Technology Co., Ltd.',
  })
  await writeFile(path.join(outDir, 'throttle-valve.pdf'), pdf)
  console.log(`throttle-valve.pdf\t${(pdf.length / 1024).toFixed(1)} KB`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
