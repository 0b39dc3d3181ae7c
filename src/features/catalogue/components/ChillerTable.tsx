import { getTranslations } from 'next-intl/server'

import type { ChillerRow } from '@/features/catalogue/catalogue'
import type { Picture } from '@/lib/media'

import { CatalogueImage } from '@/ui/CatalogueImage'

interface ChillerTableProps {
  caption: string
  rows: ChillerRow[]
  image: Picture | null
}

/** One of the chiller page's two model tables (standard series, F series) with its picture. */
export async function ChillerTable({ caption, rows, image }: ChillerTableProps) {
  if (rows.length === 0) return null
  const t = await getTranslations('catalogue.other')
  const withPictures = rows.some((row) => row.picture)
  const columns = ['type', 'features', 'tempRange', 'coolingCapacity', 'channels', 'heater', 'flowrate'] as const
  return (
    <section className="mt-10" aria-label={caption}>
      <h2 className="text-xl font-semibold text-slate-900">{caption}</h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_3fr] lg:items-start">
        <CatalogueImage image={image} shown={{ sizes: '(min-width: 1024px) 25vw, 100vw' }} />
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={caption}>
          <table className="w-full min-w-[640px] border-collapse text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-100">
              <tr>
                {withPictures ? (
                  <th scope="col" className="border border-slate-200 px-3 py-2 font-semibold">
                    {t('picture')}
                  </th>
                ) : null}
                {columns.map((column) => (
                  <th key={column} scope="col" className="border border-slate-200 px-3 py-2 font-semibold">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.type} className="even:bg-slate-50">
                  {withPictures ? (
                    <td className="w-20 border border-slate-200 px-3 py-2">
                      <CatalogueImage image={row.picture} shown={{ width: 64 }} className="h-auto w-16" />
                    </td>
                  ) : null}
                  {columns.map((column) =>
                    column === 'type' ? (
                      <th key={column} scope="row" className="border border-slate-200 px-3 py-2 font-medium">
                        {row.type}
                      </th>
                    ) : (
                      <td key={column} className="border border-slate-200 px-3 py-2">
                        {row[column]}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
