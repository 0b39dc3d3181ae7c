import { describe, expect, it } from 'vitest'

import { OTHER_MAKE } from '../requestFields'
import { productOptionsHtml } from './ProductSelect'

const words = { label: 'Product', choose: 'Choose…', otherGroup: 'Other', otherMake: 'Another make' }
const groups = [
  {
    label: 'Vacuum valves',
    options: [
      { key: 'gate', name: 'Gate valve' },
      { key: 'angle', name: 'Angle & "L" valve' },
    ],
  },
  { label: 'Presys', options: [{ key: 'p1', name: 'P<1>' }] },
]

describe('productOptionsHtml', () => {
  it('writes the choice first, each group with its products, and another make last', () => {
    expect(productOptionsHtml(groups, '', words)).toBe(
      '<option value="" selected>Choose…</option>' +
        '<optgroup label="Vacuum valves"><option value="gate">Gate valve</option><option value="angle">Angle &amp; &quot;L&quot; valve</option></optgroup>' +
        '<optgroup label="Presys"><option value="p1">P&lt;1&gt;</option></optgroup>' +
        `<optgroup label="Other"><option value="${OTHER_MAKE}">Another make</option></optgroup>`,
    )
  })

  it('marks the product the page opened with, and only it', () => {
    const html = productOptionsHtml(groups, 'p1', words)
    expect(html.match(/ selected/g)).toHaveLength(1)
    expect(html).toContain('<option value="p1" selected>')
  })
})
