/** The button's texts (catalogue.download), given by the server: a page needs no message bundle for it. */
export interface DownloadButtonText {
  action: string
  /** "Download: {title}" */
  actionFor: string
  noFile: string
  failed: string
}

/** Said by a download button: the item id of the download call, for DownloadActions to read. */
export const DOWNLOAD_ITEM = 'data-download-item'

/**
 * A download button: a plain button that the `DownloadActions` around it answers (one listener for a
 * table's dozens, not a client component each for React to hydrate). Its arrow is `.download-icon`'s
 * (components.css).
 */
export function DownloadButton({
  itemId,
  title,
  text,
  className = 'inline-flex items-center gap-2 rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-60',
}: {
  /** The item id of the download call (valves 1–8, Presys 9–24, other products 25–30, or a centre row). */
  itemId: number
  /** Names the file for screen readers when the visible label is only "Download". */
  title: string
  text: DownloadButtonText
  className?: string
}) {
  return (
    <button
      type="button"
      {...{ [DOWNLOAD_ITEM]: itemId }}
      aria-label={text.actionFor.replace('{title}', title)}
      className={`download-icon ${className}`}
    >
      {text.action}
    </button>
  )
}
