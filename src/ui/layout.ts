/** The page column shared by the shell and every page. */
export const container = 'mx-auto w-full max-w-6xl px-4 md:px-6'

/** A narrower column for reading (articles, long texts). */
export const readingColumn = 'mx-auto w-full max-w-4xl px-4 md:px-6'
