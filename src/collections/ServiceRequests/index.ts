import type { CollectionConfig, Field } from 'payload'

import { nobody, staffOnly } from '@/access'
import { serviceRequestColumns } from '@/admin/exports'
import { csvExportEndpoint } from '@/endpoints/csvExport'
import { daysInStatus } from '@/features/serviceRequests/statusRules'
import { historyOf } from '@/features/serviceRequests/storedHistory'
import { adminGroups, label } from '@/lib/bilingual'

import { recordStatusChange } from './hooks/recordStatusChange'
import { sendStatusNotice } from './hooks/sendStatusNotice'
import { contaminationLabels, optionsOf, serviceKindLabels, serviceStatusOptions, staffStatusChoices, urgencyLabels } from './statuses'

const readOnly = { readOnly: true }
const dateAndTime = { date: { pickerAppearance: 'dayAndTime', displayFormat: 'yyyy-MM-dd HH:mm' } } as const

/** What the customer sent, kept as sent: read-only in the admin. */
const asSent: Field[] = [
  {
    type: 'row',
    fields: [
      {
        name: 'kind',
        type: 'select',
        required: true,
        label: label('服务类型', 'Kind'),
        options: optionsOf(serviceKindLabels),
        admin: readOnly,
      },
      {
        name: 'urgency',
        type: 'select',
        label: label('紧急程度', 'Urgency'),
        options: optionsOf(urgencyLabels),
        admin: readOnly,
      },
    ],
  },
  {
    type: 'row',
    fields: [
      // a key of the catalogue (`vacuumValve:3`, `presysModel:12` …) or `otherMake`
      { name: 'product', type: 'text', required: true, label: label('产品代码', 'Product key'), admin: readOnly },
      { name: 'productName', type: 'text', label: label('产品', 'Product'), admin: readOnly },
      { name: 'otherProduct', type: 'text', label: label('其他品牌产品', 'Other make'), admin: readOnly },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'modelNumber', type: 'text', label: label('型号/订货号', 'Model / ordering number'), admin: readOnly },
      {
        name: 'serialNumbers',
        type: 'json',
        label: label('序列号', 'Serial numbers'),
        admin: { ...readOnly, components: { Field: '@/components/admin/SerialNumbersField#SerialNumbersField' } },
      },
      { name: 'quantity', type: 'number', required: true, label: label('数量', 'Quantity'), admin: readOnly },
    ],
  },
  { name: 'fault', type: 'textarea', required: true, label: label('故障描述', 'Fault'), admin: readOnly },
  {
    type: 'row',
    fields: [
      { name: 'processGases', type: 'text', label: label('工艺气体', 'Process gases'), admin: readOnly },
      { name: 'processChemistry', type: 'text', label: label('工艺化学品', 'Process chemistry'), admin: readOnly },
      { name: 'processTemperatures', type: 'text', label: label('工艺温度', 'Process temperatures'), admin: readOnly },
    ],
  },
  {
    name: 'contamination',
    type: 'select',
    required: true,
    label: label('污染声明', 'Contamination declaration'),
    options: optionsOf(contaminationLabels),
    admin: readOnly,
  },
  { name: 'substances', type: 'textarea', label: label('所涉及的物质', 'Substances'), admin: readOnly },
  { name: 'cleaning', type: 'textarea', label: label('已做的清洁处理', 'Cleaning done'), admin: readOnly },
  { name: 'declarantName', type: 'text', required: true, label: label('声明人', 'Declarant'), admin: readOnly },
  {
    name: 'attachments',
    type: 'relationship',
    relationTo: 'enquiry-attachments',
    hasMany: true,
    label: label('照片与文件', 'Photos and files'),
    admin: readOnly,
  },
  {
    type: 'row',
    fields: [
      { name: 'contactName', type: 'text', required: true, label: label('联系人', 'Contact'), admin: readOnly },
      { name: 'company', type: 'text', label: label('公司', 'Company'), admin: readOnly },
      { name: 'mobile', type: 'text', required: true, index: true, label: label('手机', 'Mobile'), admin: readOnly },
      { name: 'email', type: 'email', label: label('邮箱', 'Email'), admin: readOnly },
    ],
  },
  { name: 'returnAddress', type: 'textarea', required: true, label: label('回寄地址', 'Return address'), admin: readOnly },
  {
    name: 'reviewFlags',
    type: 'select',
    hasMany: true,
    label: label('需核对', 'To check'),
    options: [
      { value: 'productNotInCatalogue', label: label('产品不在目录中', 'Product not in the catalogue') },
      { value: 'serialNumbersMissing', label: label('未填序列号', 'No serial number') },
      { value: 'serialNumberUnreadable', label: label('序列号格式异常', 'Serial number unreadable') },
      { value: 'serialCountDiffers', label: label('序列号数与数量不符', 'Serial count differs from quantity') },
    ],
    admin: readOnly,
  },
  {
    type: 'row',
    fields: [
      { name: 'locale', type: 'select', options: ['zh', 'en'], label: label('语言', 'Language'), admin: readOnly },
      { name: 'ip', type: 'text', label: label('来源地址', 'Client address'), admin: readOnly },
    ],
  },
]

/** What staff fill in; the customer sees the quote, findings, test results and shipping on the tracking page. */
const workshop: Field[] = [
  {
    name: 'quote',
    type: 'group',
    label: label('报价', 'Quote'),
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'amount', type: 'number', min: 0, label: label('金额', 'Amount') },
          {
            name: 'currency',
            type: 'select',
            defaultValue: 'CNY',
            options: ['CNY', 'USD', 'EUR'],
            label: label('币种', 'Currency'),
          },
          { name: 'leadTimeDays', type: 'number', min: 0, label: label('交期（天）', 'Lead time (days)') },
        ],
      },
    ],
  },
  { name: 'findings', type: 'textarea', label: label('检测结果', 'Findings') },
  {
    name: 'testResults',
    type: 'textarea',
    label: label('测试结果', 'Test results'),
    admin: { description: label('例如氦检漏率', 'For example the helium leak rate') },
  },
  {
    name: 'shipping',
    type: 'group',
    label: label('回寄', 'Shipping'),
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'carrier', type: 'text', label: label('承运商', 'Carrier') },
          { name: 'trackingNumber', type: 'text', label: label('运单号', 'Tracking number') },
        ],
      },
    ],
  },
]

/**
 * 售后工单: repairs, maintenance and upgrades sent by customers through /api/serviceRequest/submit,
 * each with its RMA number. Staff move a request through its statuses in the admin (checked and
 * recorded with who and when), the customer answers the quote online; the changes the customer
 * should know of reach them by SMS and mail.
 */
export const ServiceRequests: CollectionConfig = {
  slug: 'service-requests',
  labels: { singular: label('售后工单', 'Service request'), plural: label('售后工单', 'Service requests') },
  admin: {
    group: adminGroups.enquiries,
    useAsTitle: 'rma',
    defaultColumns: ['rma', 'status', 'kind', 'productName', 'assignee', 'daysInStatus'],
    listSearchableFields: ['rma', 'contactName', 'company', 'mobile', 'productName'],
    components: { beforeListTable: [{ path: '@/components/admin/ExportCsvButton#ExportCsvButton' }] },
  },
  endpoints: [
    csvExportEndpoint({ collection: 'service-requests', fileName: 'service-requests', columns: serviceRequestColumns, depth: 1 }),
  ],
  access: { read: staffOnly, create: nobody, update: staffOnly, delete: staffOnly },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [recordStatusChange], afterChange: [sendStatusNotice] },
  fields: [
    { name: 'rma', type: 'text', required: true, unique: true, index: true, label: label('RMA 编号', 'RMA number'), admin: readOnly },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'requested',
      index: true,
      label: label('状态', 'Status'),
      options: serviceStatusOptions,
      filterOptions: staffStatusChoices,
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusSince',
      type: 'date',
      index: true,
      label: label('进入当前状态', 'In this status since'),
      admin: { position: 'sidebar', ...readOnly, ...dateAndTime },
    },
    {
      name: 'daysInStatus',
      type: 'number',
      virtual: true,
      label: label('停留天数', 'Days in status'),
      admin: { position: 'sidebar', ...readOnly },
      hooks: {
        afterRead: [
          ({ siblingData }) => {
            const history = historyOf(siblingData.history)
            return history.length ? daysInStatus(history, new Date()) : null
          },
        ],
      },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      index: true,
      label: label('负责人', 'Assignee'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'noteForCustomer',
      type: 'textarea',
      label: label('给客户的说明', 'Note to the customer'),
      admin: {
        position: 'sidebar',
        description: label(
          '随下一次状态变更写入状态记录，客户在查询页可见；保存后清空。',
          'Goes into the timeline with the next change of status, shown to the customer on the tracking page; emptied once saved.',
        ),
      },
    },
    {
      name: 'internalNotes',
      type: 'textarea',
      label: label('内部备注（客户不可见）', 'Internal notes (never shown to the customer)'),
      admin: { position: 'sidebar' },
    },
    {
      name: 'member',
      type: 'relationship',
      relationTo: 'members',
      index: true,
      label: label('提交的会员', 'Member who sent it'),
      admin: { position: 'sidebar', ...readOnly },
    },
    {
      type: 'tabs',
      tabs: [
        { label: label('工单', 'Request'), fields: asSent },
        { label: label('处理', 'Workshop'), fields: workshop },
        {
          label: label('状态记录', 'Timeline'),
          fields: [
            {
              name: 'history',
              type: 'array',
              label: label('状态记录', 'Timeline'),
              admin: readOnly,
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'status', type: 'select', required: true, options: serviceStatusOptions, label: label('状态', 'Status') },
                    { name: 'at', type: 'date', required: true, label: label('时间', 'At'), admin: dateAndTime },
                    {
                      name: 'by',
                      type: 'select',
                      required: true,
                      options: [
                        { value: 'staff', label: label('员工', 'Staff') },
                        { value: 'customer', label: label('客户', 'Customer') },
                      ],
                      label: label('操作方', 'By'),
                    },
                    { name: 'user', type: 'relationship', relationTo: 'users', label: label('员工', 'Staff member') },
                  ],
                },
                { name: 'customerNote', type: 'textarea', label: label('给客户的说明', 'Note to the customer') },
              ],
            },
          ],
        },
      ],
    },
  ],
}
