import 'server-only'

import { permanentRedirect, redirect } from 'next/navigation'

import { getRedirects } from '@/features/content/content.server'

/**
 * Sends the visitor on when an editor redirected this address; returns when there is no redirect
 * (the caller then answers 404). Called only where the site would answer 404: live pages never
 * read the table. `path` is the address as visited, with the query if it matters (NewsDetail?id=).
 */
export async function followRedirect(...paths: string[]): Promise<void> {
  const table = await getRedirects()
  for (const path of paths) {
    const target = table[path] ?? table[safeDecode(path)]
    if (target) (target.permanent ? permanentRedirect : redirect)(target.to)
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
