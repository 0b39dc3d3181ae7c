/** A two-column table row (technical data, spec tables, the datasheet). */
export interface SpecRow {
  name: string
  text: string
}

interface SpecTableProps {
  rows: SpecRow[]
  caption: string
  nameHeading: string
  valueHeading: string
}

/** A two-column table of facts (technical data, throttle valve specifications). */
export function SpecTable({ rows, caption, nameHeading, valueHeading }: SpecTableProps) {
  if (rows.length === 0) return null
  return (
    <table className="w-full border-collapse text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-100">
        <tr>
          <th scope="col" className="border border-slate-200 px-3 py-2 font-semibold">
            {nameHeading}
          </th>
          <th scope="col" className="border border-slate-200 px-3 py-2 font-semibold">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name} className="even:bg-slate-50">
            <th scope="row" className="border border-slate-200 px-3 py-2 font-normal text-slate-600">
              {row.name}
            </th>
            <td className="border border-slate-200 px-3 py-2">{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
