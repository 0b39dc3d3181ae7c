import type { Payload } from 'payload'

/** Placeholder until the seed lands: fills nothing. */
export async function seed(_payload: Payload): Promise<void> {}
