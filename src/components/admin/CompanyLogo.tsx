import type { ServerProps } from 'payload'

/**
 * The login screen's brand: the company's name from the site settings, in the admin's language,
 * instead of Payload's logo.
 */
export async function CompanyLogo({ payload, i18n }: ServerProps) {
  const locale = i18n.language === 'en' ? 'en' : 'zh'
  const settings = await payload.findGlobal({ slug: 'site-settings', locale, depth: 0 })
  return (
    <div className="company-logo">
      {/* the site's own icon (src/app/icon.svg) */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/icon.svg" alt="" width={48} height={48} />
      <span>{settings.companyName}</span>
    </div>
  )
}

/** The small mark at the top of the admin's navigation: the site's icon. */
export function CompanyIcon() {
  // eslint-disable-next-line @next/next/no-img-element
  return <img className="company-icon" src="/icon.svg" alt="" width={24} height={24} />
}
