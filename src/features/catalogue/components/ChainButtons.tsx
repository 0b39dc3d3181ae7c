import { Link } from '@/ui/Link'

import { ButtonLink } from '@/ui/ButtonLink'

export interface ChainLink {
  href: string
  label: string
}

/** The back and next buttons of a product chain; next is left out on the chain's last page. */
export function ChainButtons({ back, next }: { back: ChainLink; next?: ChainLink }) {
  return (
    <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
      <ButtonLink href={back.href} variant="outline">
        <span aria-hidden="true">←</span> {back.label}
      </ButtonLink>
      {next && (
        <Link
          href={next.href}
          rel="next"
          className="inline-flex items-center gap-2 rounded bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {next.label} <span aria-hidden="true">→</span>
        </Link>
      )}
    </div>
  )
}
