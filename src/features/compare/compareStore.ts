'use client'

import { useSyncExternalStore } from 'react'

import { COMPARE_MAX_PRODUCTS } from './compareAddress'

const STORAGE_KEY = 'compareList'
const CHANGED = 'compare-list-changed'
const empty: string[] = []

let cachedText: string | null = null
let cachedKeys: string[] = empty

/** The chosen product keys; the same array as long as the stored text is the same (useSyncExternalStore). */
function readCompareKeys(): string[] {
  let text: string | null = null
  try {
    text = window.localStorage.getItem(STORAGE_KEY)
  } catch {
    return cachedKeys
  }
  if (text === cachedText) return cachedKeys
  cachedText = text
  try {
    const parsed: unknown = text ? JSON.parse(text) : []
    cachedKeys = Array.isArray(parsed)
      ? parsed.filter((key): key is string => typeof key === 'string').slice(0, COMPARE_MAX_PRODUCTS)
      : empty
  } catch {
    cachedKeys = empty
  }
  return cachedKeys
}

export function writeCompareKeys(keys: readonly string[]): void {
  const kept = [...new Set(keys)].slice(0, COMPARE_MAX_PRODUCTS)
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(kept))
  } catch {
    // private mode or a full storage: the choice lives as long as the page
    cachedText = null
    cachedKeys = kept
  }
  window.dispatchEvent(new Event(CHANGED))
}

/** Adds the product, or takes it out when it is chosen already; false when four are chosen already. */
export function toggleCompareKey(key: string): boolean {
  const keys = readCompareKeys()
  if (keys.includes(key)) {
    writeCompareKeys(keys.filter((k) => k !== key))
    return true
  }
  if (keys.length >= COMPARE_MAX_PRODUCTS) return false
  writeCompareKeys([...keys, key])
  return true
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange)
  window.addEventListener('storage', onChange) // another tab changed it
  return () => {
    window.removeEventListener(CHANGED, onChange)
    window.removeEventListener('storage', onChange)
  }
}

/**
 * The chosen products, in step with every change in this and other tabs; null while rendering on
 * the server and hydrating, when only the plain link can be drawn.
 */
export const useCompareKeys = (): string[] | null => useSyncExternalStore(subscribe, readCompareKeys, () => null)
