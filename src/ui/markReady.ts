/**
 * Says on an element that the page's script has taken it over (`data-ready`), which is what a test
 * waits for before it uses it. As a ref callback, written once React has the element: said with
 * state, it was a second render of the whole component right after hydration (decision 049).
 */
export const markReady = (element: Element | null) => element?.setAttribute('data-ready', 'true')
