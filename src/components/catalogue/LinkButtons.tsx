interface LinkButton {
  href: string
  label: string
}

/** A row of plain links styled as buttons (to related pages). */
export function LinkButtons({ links, label }: { links: LinkButton[]; label: string }) {
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap gap-3">
      {links.map((link) => (
        <a
          key={link.href}
          href={link.href}
          className="inline-flex items-center rounded border border-brand px-5 py-2 text-sm font-medium text-brand hover:bg-brand hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {link.label}
        </a>
      ))}
    </nav>
  )
}
