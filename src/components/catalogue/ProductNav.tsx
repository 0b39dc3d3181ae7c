interface NavLink {
  href: string
  label: string
}

/** "Back" and, where the chain goes on, "Next" at the foot of a product page. */
export function ProductNav({ label, back, next }: { label: string; back: NavLink; next?: NavLink }) {
  const button =
    'inline-flex items-center rounded border px-5 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand'
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap gap-3" data-testid="product-nav">
      <a href={back.href} className={`${button} border-brand text-brand hover:bg-brand hover:text-white`} data-testid="nav-back">
        {back.label}
      </a>
      {next ? (
        <a href={next.href} className={`${button} border-brand bg-brand text-white hover:bg-brand-dark`} rel="next" data-testid="nav-next">
          {next.label}
        </a>
      ) : null}
    </nav>
  )
}
