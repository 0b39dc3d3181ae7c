import { describe, expect, it } from 'vitest'

import type { Media } from '@/payload-types'

import { pictureOf } from './media'

const upload = (focal: Partial<Pick<Media, 'focalX' | 'focalY'>>): Media =>
  ({ id: 1, url: '/cms-api/media/file/banner.jpg', width: 1600, height: 600, alt: '横幅', updatedAt: '', createdAt: '', ...focal }) as Media

describe('a cropped picture', () => {
  it('keeps the focal point an editor set', () => {
    expect(pictureOf(upload({ focalX: 20, focalY: 75 }))?.focus).toBe('20% 75%')
  })

  it('is centred when no focal point or the centre was set', () => {
    expect(pictureOf(upload({}))?.focus).toBeUndefined()
    expect(pictureOf(upload({ focalX: 50, focalY: 50 }))?.focus).toBeUndefined()
  })
})
