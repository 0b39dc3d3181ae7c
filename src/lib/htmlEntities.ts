// Text into markup and back: the one place that knows which characters become entities.

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const htmlCharacters: Record<string, string> = Object.fromEntries(
  Object.entries(htmlEntities).map(([character, entity]) => [entity, character]),
)

/** Text safe inside HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => htmlEntities[c] ?? c)

/** The text `escapeHtml` was given back (only its five entities are read). */
export const unescapeHtml = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => htmlCharacters[entity])

/** Text safe inside XML (the sitemaps), where the apostrophe has its own named entity. */
export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
