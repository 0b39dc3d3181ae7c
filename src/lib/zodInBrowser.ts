import { config } from 'zod/mini'

// zod compiles object parsers with `new Function` when it may; to find out, it tries once, and
// under the site's Content-Security-Policy (no eval) that try is reported as a violation. The
// forms' schemas are small: the interpreted parser is fast enough, and nothing is tried. The
// server, which shares the rules modules, keeps the compiled parsers.
if (typeof window !== 'undefined') config({ jitless: true })
