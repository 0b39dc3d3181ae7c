import type { GlobalConfig } from 'payload'

import { anyone, staffOnly, staffOnlyField } from '@/access'
import { adminGroups, label } from '@/lib/bilingual'
import { rebuildDatasheetsOnContactChange } from '@/features/datasheets/datasheetUpkeep'
import { contentTags, revalidateContent } from '@/lib/revalidate'
import { siteVerificationFields, validPoliceFilingNumber } from '@/globals/SiteSettings/publicFilings'

/** Company-wide facts and the shell's editable parts (banner slides, footer links). */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: label('网站设置', 'Site settings'),
  admin: { group: adminGroups.settings },
  access: { read: anyone, update: staffOnly, readVersions: staffOnly },
  // every save is kept: the Versions tab compares and restores them
  versions: { max: 30 },
  hooks: { afterChange: [() => revalidateContent(contentTags.settings), rebuildDatasheetsOnContactChange] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: label('公司', 'Company'),
          fields: [
            { name: 'companyName', type: 'text', required: true, localized: true, label: label('公司名称', 'Company name') },
            {
              type: 'row',
              fields: [
                { name: 'filingNumber', type: 'text', label: label('备案号', 'Filing number') },
                { name: 'filingUrl', type: 'text', defaultValue: 'https://beian.miit.gov.cn/', label: label('备案链接', 'Filing link') },
              ],
            },
            {
              name: 'policeFilingNumber',
              type: 'text',
              validate: validPoliceFilingNumber,
              label: label('公网安备号', 'Public security filing number'),
              admin: {
                description: label(
                  '例如“沪公网安备 31010402000000号”；页脚显示徽标，并链接到全国互联网安全管理服务平台的查询页。留空则不显示。',
                  'E.g. “沪公网安备 31010402000000号”; the footer shows it with its badge, linked to the national query page. Hidden while empty.',
                ),
              },
            },
            {
              type: 'row',
              fields: [
                { name: 'servicePhone', type: 'text', label: label('服务电话', 'Service phone') },
                { name: 'serviceEmail', type: 'text', label: label('服务邮箱', 'Service email') },
              ],
            },
            { name: 'serviceAddress', type: 'text', localized: true, label: label('服务地址', 'Service address') },
            {
              name: 'notifyEmails',
              type: 'text',
              // staff addresses: not for the public REST reader of this global
              access: { read: staffOnlyField },
              label: label('询盘通知邮箱', 'Enquiry notification addresses'),
              admin: {
                description: label(
                  '多个地址用逗号分隔；留空则通知各客户经理卡片上的邮箱，都没有时只通知第一位管理员',
                  'Comma separated; when empty, the emails of the contact cards are notified, failing those the first administrator only',
                ),
              },
            },
          ],
        },
        {
          label: label('站点验证', 'Site verification'),
          description: label(
            '搜索引擎站长平台给出的验证码（meta 标签 content 的值）；填写后出现在每个公开页面的 <head> 中。',
            'The codes the search engines’ webmaster tools give (the content of their meta tag); once set, every public page carries them in its <head>.',
          ),
          fields: [siteVerificationFields],
        },
        {
          label: label('首页横幅', 'Home banner'),
          fields: [
            {
              name: 'bannerSlides',
              type: 'array',
              label: label('横幅', 'Slides'),
              labels: { singular: label('横幅', 'Slide'), plural: label('横幅', 'Slides') },
              fields: [
                { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
                { name: 'text', type: 'text', localized: true, label: label('说明', 'Text') },
                { name: 'href', type: 'text', required: true, label: label('链接', 'Link') },
                { name: 'image', type: 'upload', relationTo: 'media', label: label('图片', 'Image') },
                { name: 'mobileImage', type: 'upload', relationTo: 'media', label: label('手机图片', 'Phone image') },
              ],
            },
          ],
        },
        {
          label: label('页脚', 'Footer'),
          fields: [
            {
              name: 'footerGroups',
              type: 'array',
              label: label('链接组', 'Link groups'),
              labels: { singular: label('链接组', 'Group'), plural: label('链接组', 'Groups') },
              fields: [
                { name: 'title', type: 'text', required: true, localized: true, label: label('标题', 'Title') },
                {
                  name: 'links',
                  type: 'array',
                  label: label('链接', 'Links'),
                  fields: [
                    { name: 'label', type: 'text', required: true, localized: true, label: label('文字', 'Label') },
                    { name: 'href', type: 'text', required: true, label: label('链接', 'Link') },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
