import { ButtonLink } from '@/ui/ButtonLink'
import { type Locale, localizedHref, pages } from '@/siteMap'

/** The service pages' call to action: the contact page. */
export function ContactCallout({ locale, label }: { locale: Locale; label: string }) {
  return (
    <div className="mt-12 flex justify-center border-t border-slate-200 pt-10">
      <ButtonLink href={localizedHref(locale, pages.contactUs.path)} variant="accent" className="px-8 py-3 text-lg">
        {label}
      </ButtonLink>
    </div>
  )
}
