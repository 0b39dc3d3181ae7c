// The language cookie's name, in plain JavaScript: the server (server.mjs) and nginx's generated
// rules read it through src/runtime/cacheRules.mjs, the app through src/i18n/routing.ts.

/** The visitor's chosen language: written only by the switcher, read by src/proxy.ts. */
export const LANGUAGE_COOKIE = 'NEXT_LOCALE'
