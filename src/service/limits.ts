/**
 * The service's own numbers (service-api.md, Limits), in one place: the config, the client, the
 * pacing of polls and the reports all read them from here.
 */

/** Requests per rolling window per API key, shared by every job and integration using the key. */
export const KEY_REQUESTS_PER_WINDOW = 100
/** The length of that rolling window. */
export const RATE_WINDOW_MS = 60_000
/**
 * What a job's own limiter adds to the window: a request sent exactly a window after another may
 * reach the service within it (the earlier one was slow on its way), and count against it.
 */
export const RATE_WINDOW_MARGIN_MS = 1_000
/** The service discourages polling more often than this; it is the default poll interval too. */
export const MIN_POLL_INTERVAL_MS = 10_000
/** The most items one page of a list may hold. */
export const MAX_PAGE_SIZE = 100
