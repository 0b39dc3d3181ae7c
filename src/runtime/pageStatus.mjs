// Next 16 cannot render a page's `notFound()` on the server at request time: it sends an empty
// document (`<html id="__next_error__">`, no header, no text) with the 404, and the browser's
// script draws the not-found page, so a visitor or crawler without JavaScript sees a blank page
// (vercel/next.js#62228). A page that finds nothing to show therefore renders its not-found answer
// itself, inside the site's layout like any page, with this mark in its head, and the response
// pipeline sends it with 404 (server/responseSteps.mjs). See docs/decisions/057-not-found-pages-render-on-the-server.md.

/** The mark's name and value: a `<meta>` a page renders, which React puts in the head. */
export const NOT_FOUND_META = Object.freeze({ name: 'page-status', content: '404' })

/** The mark as React writes it in the page's HTML. */
export const NOT_FOUND_MARK = `<meta name="${NOT_FOUND_META.name}" content="${NOT_FOUND_META.content}"/>`
