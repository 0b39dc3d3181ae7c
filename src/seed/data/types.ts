export type Locale = 'zh' | 'en'

export const locales: readonly Locale[] = ['zh', 'en']

/** A visitor-facing value in both site languages. */
export type Localized<T> = { zh: T; en: T }

/** A value that exists in at least one language (news items are not always translated). */
export type PartlyLocalized<T> = { zh: T; en?: T } | { zh?: T; en: T }

export interface NameValue {
  name: string
  value: string
}

export interface NameText {
  name: string
  text: string
}

/** A block of body text, optionally under a heading. */
export interface TextSection {
  heading?: string
  body: string
}

export interface LinkSeed {
  label: Localized<string>
  href: string
}

/** Which stylised body a product render and a technical drawing show. */
export type ProductShape =
  | 'gate'
  | 'angle'
  | 'butterfly'
  | 'rectangular'
  | 'pendulum'
  | 'combined'
  | 'controller'
  | 'chiller'
  | 'seal'
