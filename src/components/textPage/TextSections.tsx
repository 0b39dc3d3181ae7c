import type { TextSection } from '@/features/company/company'

/** Paragraphs of an editable page: an optional heading each, one paragraph a line of body text. */
export function TextSections({ sections, headingLevel = 2 }: { sections: TextSection[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-8">
      {sections.map((section, index) => (
        <section key={index}>
          {section.heading && <Heading className="mb-3 text-xl font-bold text-brand">{section.heading}</Heading>}
          {section.body
            .split('\n')
            .filter((line) => line.trim())
            .map((line, lineIndex) => (
              <p key={lineIndex} className="mt-2 leading-relaxed text-slate-700">
                {line}
              </p>
            ))}
        </section>
      ))}
    </div>
  )
}
