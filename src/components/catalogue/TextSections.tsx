import type { TextPageView } from '@/domain/catalogue'

/** The editable paragraphs of an introduction page, each under its optional heading. */
export function TextSections({ sections }: { sections: TextPageView['sections'] }) {
  if (sections.length === 0) return null
  return (
    <div className="space-y-6 leading-relaxed text-slate-700">
      {sections.map((section) => (
        <section key={section.heading + section.body}>
          {section.heading ? <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2> : null}
          <p className="mt-2 whitespace-pre-line">{section.body}</p>
        </section>
      ))}
    </div>
  )
}
