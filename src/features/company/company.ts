import type { Payload } from 'payload'

import type { TextPageKey } from '@/siteMap/textPages'
import { type Picture, pictureOf } from '@/lib/media'
import type { Locale } from '@/siteMap'

export interface TextSection {
  heading: string
  body: string
}

/** An editable page text (company, service and introduction pages). */
export interface TextPageView {
  title: string
  intro: string
  banner: Picture | null
  image: Picture | null
  sections: TextSection[]
}

/** The text of a page in a language, or null when editors have not written it. */
export async function readTextPage(payload: Payload, locale: Locale, key: TextPageKey): Promise<TextPageView | null> {
  const { docs } = await payload.find({
    collection: 'text-pages',
    locale,
    where: { key: { equals: key } },
    limit: 1,
    pagination: false,
    depth: 1,
  })
  const page = docs[0]
  if (!page) return null
  return {
    title: page.title ?? '',
    intro: page.intro ?? '',
    banner: pictureOf(page.banner, page.title),
    image: pictureOf(page.image, page.title),
    sections: (page.sections ?? []).map((s) => ({ heading: s.heading ?? '', body: s.body })),
  }
}

export type HonorKind = 'honor' | 'patent'

export interface HonorView {
  id: number
  title: string
  image: Picture | null
}

/** Honor certificates and patents, each kind in the editors' order. */
export async function listHonors(payload: Payload, locale: Locale): Promise<Record<HonorKind, HonorView[]>> {
  const { docs } = await payload.find({
    collection: 'honors',
    locale,
    sort: 'order',
    limit: 0,
    pagination: false,
    depth: 1,
  })
  const byKind: Record<HonorKind, HonorView[]> = { honor: [], patent: [] }
  for (const doc of docs) byKind[doc.kind].push({ id: doc.id, title: doc.title, image: pictureOf(doc.image, doc.title) })
  return byKind
}

export type TimelineKind = 'development' | 'presysProcess'

export interface Milestone {
  year: string
  events: string[]
}

/** The milestones of a timeline, in order. */
export async function listMilestones(payload: Payload, locale: Locale, kind: TimelineKind): Promise<Milestone[]> {
  const { docs } = await payload.find({
    collection: 'timelines',
    locale,
    where: { kind: { equals: kind } },
    sort: 'order',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => ({ year: doc.year, events: (doc.items ?? []).map((item) => item.text) }))
}

export interface Job {
  id: string
  type: string
  planPeople: number
  duties: string[]
  salary: string
}

export interface JobDepartmentView {
  id: number
  name: string
  jobs: Job[]
}

/** The recruiting departments with their open jobs, in the editors' order. */
export async function listJobDepartments(payload: Payload, locale: Locale): Promise<JobDepartmentView[]> {
  const { docs } = await payload.find({
    collection: 'job-departments',
    locale,
    sort: 'order',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  return docs.map((doc) => ({
    id: doc.id,
    name: doc.name,
    jobs: (doc.jobs ?? []).map((job, index) => ({
      id: job.id ?? `${doc.id}-${index}`,
      type: job.type,
      planPeople: job.planPeople,
      // one duty a line, as editors write them
      duties: job.duties
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      salary: job.salary,
    })),
  }))
}
