/**
 * The public-security filing's badge, drawn here (a shield with a star in the badge's colours)
 * rather than loaded from the ministry's server: pages load no third-party image.
 */
export function PoliceFilingBadge() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 shrink-0" data-testid="police-filing-badge">
      <path d="M10 1.5 3 4v5.2c0 4.3 3 7.7 7 9.3 4-1.6 7-5 7-9.3V4z" fill="#1d4ea1" stroke="#f4c542" strokeWidth="1.2" />
      <path d="m10 5.2 1.2 2.6 2.8.3-2.1 1.9.6 2.8L10 11.4l-2.5 1.4.6-2.8L6 8.1l2.8-.3z" fill="#f4c542" />
    </svg>
  )
}
