import { textPagePages } from '@/siteMap/textPages'

import { certificateImage, timelineImage } from './assets/images'
import { type BannerTheme, sharedBanner } from './banners'
import { type SeedContext, sameRows, uploadImage } from './context'
import { contactCards } from './data/contactCards'
import { faqs } from './data/faqs'
import { honors } from './data/honors'
import { jobDepartments } from './data/jobs'
import { type TextPageKey, textPages } from './data/pages'
import { siteNames } from '@/siteMap/namesOfAFreshSite'
import { timelines } from './data/timelines'

export async function seedHonors(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  const certificates = await Promise.all(
    honors.map((honor) =>
      certificateImage({
        kind: honor.kind,
        title: honor.title.zh,
        subtitle: honor.title.en,
        issuer: honor.issuer.zh,
        year: honor.year,
        number: honor.number,
      }),
    ),
  )
  for (const [index, honor] of honors.entries()) {
    const image = await uploadImage(ctx, certificates[index], honor.title)
    const doc = await payload.create({
      collection: 'honors',
      locale: 'zh',
      data: { kind: honor.kind, title: honor.title.zh, image, order: index },
      depth: 0,
      req,
    })
    await payload.update({ collection: 'honors', id: doc.id, locale: 'en', data: { title: honor.title.en }, depth: 0, req })
  }
}

export async function seedTimelines(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  for (const [index, entry] of timelines.entries()) {
    const doc = await payload.create({
      collection: 'timelines',
      locale: 'zh',
      data: { kind: entry.kind, year: entry.year.zh, items: entry.items.zh.map((text) => ({ text })), order: index },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'timelines',
      id: doc.id,
      locale: 'en',
      data: { year: entry.year.en, items: entry.items.en.map((text) => ({ text })) },
      depth: 0,
      req,
    })
  }
}

const bannerThemes: Record<TextPageKey, BannerTheme> = {
  about: 'company',
  companyProfile: 'company',
  developmentPath: 'company',
  careerOpportunities: 'company',
  repairMaintenance: 'service',
  upgradeTransformation: 'service',
  serviceCenter: 'service',
  vacuumValveMain: 'valves',
  presysBrief: 'presys',
  presysProcess: 'presys',
  privacyPolicy: 'company',
  userAgreement: 'company',
}

/**
 * The labels of a timeline picture: the years, the same in both languages. A milestone without a
 * year (未来 / Future) gets a node without a label, so the one picture carries no words of one language.
 */
const timelineLabels = (kind: 'development' | 'presysProcess'): string[] =>
  timelines.filter((t) => t.kind === kind).map((t) => (t.year.zh === t.year.en ? t.year.zh : ''))

export async function seedTextPages(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  const keys = Object.keys(textPages) as TextPageKey[]
  const timelineImages: Partial<Record<TextPageKey, number>> = {
    developmentPath: await uploadImage(ctx, await timelineImage({ labels: timelineLabels('development') }), {
      zh: '公司发展历程',
      en: 'Company development path',
    }),
    presysProcess: await uploadImage(ctx, await timelineImage({ labels: timelineLabels('presysProcess') }), {
      zh: 'Presys 发展历程',
      en: 'Presys history',
    }),
  }
  for (const key of keys) {
    const page = textPages[key]
    // the page's one name (decision 017), copied to name the record in the admin
    const title = siteNames.pages[textPagePages[key]]
    const banner = await sharedBanner(ctx, bannerThemes[key])
    const doc = await payload.create({
      collection: 'text-pages',
      locale: 'zh',
      data: { key, title: title.zh, intro: page.intro.zh, banner, image: timelineImages[key], sections: page.sections.zh },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'text-pages',
      id: doc.id,
      locale: 'en',
      data: { title: title.en, intro: page.intro.en, sections: page.sections.en },
      depth: 0,
      req,
    })
  }
}

export async function seedJobs(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  for (const [index, department] of jobDepartments.entries()) {
    const job = (locale: 'zh' | 'en') =>
      department.jobs.map((j) => ({ type: j.type[locale], planPeople: j.planPeople, salary: j.salary, duties: j.duties[locale] }))
    const doc = await payload.create({
      collection: 'job-departments',
      locale: 'zh',
      data: { name: department.name.zh, order: index, jobs: job('zh') },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'job-departments',
      id: doc.id,
      locale: 'en',
      data: { name: department.name.en, jobs: sameRows(doc.jobs, job('en')) },
      depth: 0,
      req,
    })
  }
}

export async function seedContactCards(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  for (const [index, card] of contactCards.entries()) {
    const doc = await payload.create({
      collection: 'contact-cards',
      locale: 'zh',
      data: { title: card.title.zh, name: card.name, phone: card.phone, email: card.email, address: card.address.zh, order: index },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'contact-cards',
      id: doc.id,
      locale: 'en',
      data: { title: card.title.en, address: card.address.en },
      depth: 0,
      req,
    })
  }
}

export async function seedFaqs(ctx: SeedContext): Promise<void> {
  const { payload, req } = ctx
  for (const [index, faq] of faqs.entries()) {
    const doc = await payload.create({
      collection: 'faqs',
      locale: 'zh',
      data: { group: faq.group, question: faq.question.zh, answer: faq.answer.zh, order: index },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'faqs',
      id: doc.id,
      locale: 'en',
      data: { question: faq.question.en, answer: faq.answer.en },
      depth: 0,
      req,
    })
  }
}
