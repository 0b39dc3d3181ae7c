'use client'

import { useSyncExternalStore } from 'react'

import { storedList } from '@/lib/storedList'

import { COMPARE_MAX_PRODUCTS } from './compareAddress'

const list = storedList<string>({
  key: 'compareList',
  max: COMPARE_MAX_PRODUCTS,
  keep: (key): key is string => typeof key === 'string',
})

export const writeCompareKeys = (keys: readonly string[]): void => list.write([...new Set(keys)])

/** Adds the product, or takes it out when it is chosen already; false when four are chosen already. */
export function toggleCompareKey(key: string): boolean {
  const keys = list.read()
  if (keys.includes(key)) {
    writeCompareKeys(keys.filter((k) => k !== key))
    return true
  }
  if (keys.length >= COMPARE_MAX_PRODUCTS) return false
  writeCompareKeys([...keys, key])
  return true
}

/**
 * The chosen products, in step with every change in this and other tabs; null while rendering on
 * the server and hydrating, when the toggles are drawn without their pressed state.
 */
export const useCompareKeys = (): string[] | null => useSyncExternalStore(list.subscribe, list.read, () => null)

/** Whether the browser keeps any chosen product (read in the browser only). */
export const holdsCompareChoice = (): boolean => list.read().length > 0
