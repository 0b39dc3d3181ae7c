import type { Field } from 'payload'

import { CONDUCTANCE_REFERENCE_CELSIUS, conductanceSources } from '@/features/specs/valveConductance'
import { label } from '@/lib/bilingual'

import { actuations, bodyMaterials, flangeStandards, productFamilies, sealMaterials, selectOptions } from '@/features/specs/specOptions'

/**
 * The structured specifications every product carries: typed values with their units, which the
 * product finder filters on, the technical-data tab shows and the generated datasheet prints.
 * Pressures and leak rates are stored in mbar (mbar·l/s); temperatures in °C.
 */
export const specsField: Field = {
  name: 'specs',
  type: 'group',
  label: label('结构化规格', 'Specifications'),
  admin: {
    description: label(
      '产品选型器按这些字段筛选；技术参数页签与自动生成的技术资料 PDF 也由它们生成。压力以 mbar 填写。',
      'The product finder filters on these fields; the technical-data tab and the generated datasheet PDF are built from them. Pressures in mbar.',
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'family', type: 'select', label: label('产品族', 'Family'), options: selectOptions(productFamilies) },
        {
          name: 'sizes',
          type: 'number',
          hasMany: true,
          min: 1,
          max: 2000,
          label: label('公称通径 DN', 'Nominal sizes DN'),
          admin: { description: label('每个通径一个数字，如 16、25、40', 'One number per size, e.g. 16, 25, 40') },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'flanges',
          type: 'select',
          hasMany: true,
          label: label('法兰标准', 'Flange standards'),
          options: selectOptions(flangeStandards),
        },
        {
          name: 'actuation',
          type: 'select',
          hasMany: true,
          label: label('驱动方式', 'Actuation'),
          options: selectOptions(actuations),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'pressureMin', type: 'number', min: 0, label: label('最低工作压力 (mbar)', 'Lowest pressure (mbar)') },
        { name: 'pressureMax', type: 'number', min: 0, label: label('最高工作压力 (mbar)', 'Highest pressure (mbar)') },
        { name: 'leakRate', type: 'number', min: 0, label: label('漏率 (mbar·l/s)', 'Leak rate (mbar·l/s)') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'maxTemperature',
          type: 'number',
          label: label('最高工作温度 (°C)', 'Max. operating temperature (°C)'),
        },
        { name: 'bakeout', type: 'number', label: label('烘烤温度 (°C)', 'Bake-out temperature (°C)') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'bodyMaterials',
          type: 'select',
          hasMany: true,
          label: label('阀体材料', 'Body materials'),
          options: selectOptions(bodyMaterials),
        },
        {
          name: 'sealMaterials',
          type: 'select',
          hasMany: true,
          label: label('密封材料', 'Seal materials'),
          options: selectOptions(sealMaterials),
        },
      ],
    },
    {
      name: 'conductances',
      type: 'array',
      label: label('分子流流导（按通径）', 'Molecular-flow conductance by size'),
      labels: { singular: label('流导', 'Conductance'), plural: label('流导', 'Conductances') },
      admin: {
        description: label(
          `全开时的分子流流导，空气 ${CONDUCTANCE_REFERENCE_CELSIUS} °C，单位 l/s；真空计算器与选型器的有效抽速筛选使用它。未填写的通径显示“未公布”。`,
          `Fully open, molecular flow, air at ${CONDUCTANCE_REFERENCE_CELSIUS} °C, in l/s; the vacuum calculator and the finder’s effective-speed filter use it. Sizes left out show “not published”.`,
        ),
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'size', type: 'number', required: true, min: 1, max: 2000, label: label('通径 DN', 'Size DN') },
            { name: 'molecular', type: 'number', required: true, min: 0.001, label: label('流导 (l/s)', 'Conductance (l/s)') },
            {
              name: 'source',
              type: 'select',
              required: true,
              defaultValue: 'published',
              label: label('来源', 'Source'),
              options: [
                { value: conductanceSources[0], label: label('样本公布值', 'Published on the datasheet') },
                { value: conductanceSources[1], label: label('按通径孔口公式推算', 'Derived from the bore (aperture formula)') },
              ],
            },
          ],
        },
      ],
    },
  ],
}

/**
 * On a datasheet file the generator made: which product and language it prints. Uploaded files
 * leave it empty. Shown, not edited.
 */
export const generatedDatasheetField: Field = {
  name: 'generated',
  type: 'group',
  label: label('自动生成', 'Generated'),
  admin: {
    readOnly: true,
    description: label(
      '由产品的结构化规格自动生成，产品保存时重建；下载项上传了 PDF 时以上传的为准。',
      "Built from the product's specifications and rebuilt when the product is saved; an uploaded PDF on the download item takes precedence.",
    ),
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'productKey', type: 'text', index: true, label: label('产品', 'Product') },
        { name: 'itemId', type: 'number', index: true, label: label('下载编号', 'Download id') },
        { name: 'locale', type: 'text', label: label('语言', 'Language') },
      ],
    },
  ],
}
