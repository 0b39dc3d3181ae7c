import { getTranslation } from '@payloadcms/translations'
import type { FieldServerComponent } from 'payload'

import { adminText } from '@/admin/translations'
import { listCatalogueProducts } from '@/features/specs/productSpecs'
import type { SharedQuoteLine } from '@/features/quote/quoteShares.server'
import { flangeStandards } from '@/features/specs/specOptions'

const isFlange = (value: string): value is keyof typeof flangeStandards => value in flangeStandards

/**
 * A shared quote list's lines as a table, each product under its catalogue name in the admin's
 * language (the list keeps only the product's key). Payload's editor of a JSON field loads its
 * code from a public CDN, which the site's CSP (and mainland China's network) blocks. Staff only
 * read this field.
 */
export const QuoteLinesField: FieldServerComponent = async ({ data, field, i18n, payload }) => {
  const value: unknown = data?.lines
  const lines = Array.isArray(value) ? (value as Partial<SharedQuoteLine>[]) : []
  const language = i18n.language === 'en' ? 'en' : 'zh'
  const names = new Map((await listCatalogueProducts(payload)).map((product) => [product.key, product.title[language]]))
  const t = adminText(i18n)
  const title = 'label' in field && field.label ? getTranslation(field.label as Record<string, string>, i18n) : ''
  return (
    <div className="field-type read-only-table" data-testid="quote-lines">
      <span className="field-label">{title}</span>
      <div className="table">
        <table>
          <thead>
            <tr>
              <th>{t('custom:quoteLineProduct')}</th>
              <th>{t('custom:quoteLineSize')}</th>
              <th>{t('custom:quoteLineFlange')}</th>
              <th>{t('custom:quoteLineQuantity')}</th>
              <th>{t('custom:quoteLineNote')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const product = String(line.product ?? '')
              const flange = line.flange ? String(line.flange) : ''
              return (
                <tr key={index}>
                  <td>
                    {names.get(product) ?? product}
                    {names.has(product) ? <small> ({product})</small> : null}
                  </td>
                  <td>{line.size ? `DN${line.size}` : ''}</td>
                  <td>{isFlange(flange) ? flangeStandards[flange][language] : flange}</td>
                  <td>{line.quantity ?? ''}</td>
                  <td>{line.note ?? ''}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
