// The types of the response pipeline: an answer, its request's facts and a step. They stand apart
// from the list of steps (server/responseSteps.mjs), which imports every step, so that a step names
// them without importing that list back. JSDoc only: nothing here runs.
/**
 * @typedef {{ status: number, headers: Record<string, string | string[] | number>, body: Buffer, streamed?: boolean }} Answer
 * `streamed`: the body went out as Next wrote it (not HTML), and `body` is empty here.
 * @typedef {{ method: string, url: string, page: boolean, anonymous: boolean, member: boolean, readCall: boolean, sharedFile: boolean, encoding: 'br' | 'gzip' | undefined, copyKey: string | undefined }} Facts
 * `page`: a request for a page (src/runtime/cacheRules.mjs); `anonymous`: from a visitor without a
 * session, whose answers may be shared (src/runtime/cacheRules.mjs); `member`: a member's request for a
 * catalogue page, whose copy is the members' (server/pageMicroCache.mjs); `readCall`, `sharedFile`: a read call
 * of the public API or a sitemap, whose copies are keyed as server/bodyKeyedCopies.mjs says (a read call's key once its body is read); `encoding`: what a page goes out in for
 * this client; `copyKey`: the micro-cache's key when the answer may be kept (server/pageMicroCache.mjs).
 * @typedef {(answer: Answer, facts: Facts) => Answer | Promise<Answer>} Step
 */

export {}
