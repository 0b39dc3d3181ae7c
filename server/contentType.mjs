// What kind of body an answer carries, as its Content-Type header says.

/**
 * Whether a Content-Type names an HTML page (the steps that rewrite, compress, keep or share pages
 * leave every other body alone).
 * @param {unknown} contentType the header's value as Node or an answer holds it
 */
export const isHtmlType = (contentType) => String(contentType ?? '').startsWith('text/html')
