/** A tree of interface messages, as a message file holds it. */
export type Messages = Record<string, unknown>

/** The message, or the part of the tree, at a dotted path ('member.code.wait'); undefined if there is none. */
export function messageAt(messages: Messages, dotted: string): unknown {
  let at: unknown = messages
  for (const key of dotted.split('.')) at = at && typeof at === 'object' ? (at as Messages)[key] : undefined
  return at
}
