import type { CollectionConfig } from 'payload'

import { orderField } from '@/collections/fields/listFields'
import { publicContent } from '@/collections/publicContent'
import { adminGroups, label } from '@/lib/bilingual'
import { contentTags } from '@/lib/revalidate'

/** Departments of /recruitment, each with its open jobs. */
export const JobDepartments: CollectionConfig = {
  slug: 'job-departments',
  labels: { singular: label('招聘部门', 'Department'), plural: label('招聘职位', 'Jobs') },
  admin: { group: adminGroups.jobs, useAsTitle: 'name', defaultColumns: ['name', 'order'] },
  ...publicContent([contentTags.company]),
  defaultSort: 'order',
  fields: [
    { name: 'name', type: 'text', required: true, localized: true, label: label('部门', 'Department') },
    orderField(),
    {
      name: 'jobs',
      type: 'array',
      label: label('职位', 'Jobs'),
      labels: { singular: label('职位', 'Job'), plural: label('职位', 'Jobs') },
      fields: [
        { name: 'type', type: 'text', required: true, localized: true, label: label('岗位', 'Position') },
        {
          type: 'row',
          fields: [
            { name: 'planPeople', type: 'number', required: true, min: 1, label: label('计划人数', 'Planned headcount') },
            { name: 'salary', type: 'text', required: true, label: label('薪资（元/月）', 'Salary (yuan/month)') },
          ],
        },
        { name: 'duties', type: 'textarea', required: true, localized: true, label: label('岗位职责', 'Duties') },
      ],
    },
  ],
}
