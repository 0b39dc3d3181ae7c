'use client'

import { useEffect } from 'react'

import { writeCompareKeys } from '../compareStore'

/** The comparison on screen becomes the chosen products, so that the finder and product pages carry on from it. */
export function CompareStoreSync({ keys }: { keys: string[] }) {
  const joined = keys.join(' ')
  useEffect(() => {
    writeCompareKeys(joined ? joined.split(' ') : [])
  }, [joined])
  return null
}
