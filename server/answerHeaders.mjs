// An answer's headers as the response pipeline holds them: by lower-case name (server/answerTypes.mjs).

/**
 * The headers without those named.
 * @template {Record<string, unknown>} H
 * @param {H} headers @param {readonly string[]} names @returns {H}
 */
export const withoutHeaders = (headers, names) =>
  /** @type {H} */ (Object.fromEntries(Object.entries(headers).filter(([name]) => !names.includes(name))))
