/**
 * Said by a plain download button that DownloadActions answers: the item id of the download call.
 * Its own module: a server component that renders such a button reads a value here, not a client
 * component's module, whose exports the server sees only as references.
 */
export const DOWNLOAD_ITEM = 'data-download-item'
