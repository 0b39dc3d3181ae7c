import { getTranslations } from 'next-intl/server'

import { DepartmentAccordion } from '@/features/company/components/DepartmentAccordion'
import { Breadcrumb } from '@/ui/Breadcrumb'
import { container } from '@/ui/layout'
import { PageBanner } from '@/ui/PageBanner'
import { type LocaleParams, pageLocale } from '@/i18n/pageLocale'
import { sitePageMetadata } from '@/features/content/sitePageMetadata.server'
import { getJobDepartments, getSiteNames } from '@/features/content/content.server'
import { localizedHref, pages } from '@/siteMap'

/** Departments shown before the foot link reveals the rest. */
const DEPARTMENTS_SHOWN_FIRST = 2

export const generateMetadata = sitePageMetadata('recruitment', 'recruitment.description')

export default async function RecruitmentPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const names = await getSiteNames()
  const t = await getTranslations({ locale, namespace: 'recruitment' })
  const departments = await getJobDepartments(locale)
  const jobs = departments.flatMap((department) => department.jobs)

  return (
    <>
      <PageBanner title={names.pages.recruitment[locale]} intro={t('intro')}>
        <Breadcrumb locale={locale} names={names} path={pages.recruitment.path} className="text-white/85" />
      </PageBanner>
      <div className={`${container} py-12`}>
        {departments.length > 0 ? (
          <DepartmentAccordion
            departments={departments}
            initiallyShown={DEPARTMENTS_SHOWN_FIRST}
            contactHref={localizedHref(locale, pages.contactUs.path)}
            // the second click goes to "/", which opens the home page
            homeHref={locale === 'zh' ? '/' : `/${locale}`}
            text={{
              type: t('type'),
              planPeople: t('planPeople'),
              duties: t('duties'),
              salary: t('salary'),
              consult: t('consult'),
              moreJobs: t('moreJobs'),
              backHome: t('backHome'),
              people: Object.fromEntries(jobs.map((job) => [job.id, t('people', { count: job.planPeople })])),
              salaries: Object.fromEntries(jobs.map((job) => [job.id, t('salaryUnit', { salary: job.salary })])),
            }}
          />
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
      </div>
    </>
  )
}
