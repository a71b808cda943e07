/**
 * The service base address. The API key travels in a header on every request, so the address must
 * use https unless it points at this machine (the emulator, a local tunnel): a key sent in clear
 * text to another host is a leaked key.
 */
export function parseBaseUrl(value: string): URL {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`base-url "${value}" is not a URL; expected e.g. https://api.example.com/v1`)
  }
  if (url.username || url.password) {
    throw new Error('base-url must not carry credentials; pass the key as api-key')
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname))) {
    throw new Error(
      `base-url must use https (got ${url.protocol}//${url.host}); plain http is allowed only for loopback addresses`,
    )
  }
  url.search = ''
  url.hash = ''
  // Paths are resolved relative to the base, so it must end in '/' or the last segment (v1) is lost.
  if (!url.pathname.endsWith('/')) url.pathname += '/'
  if (!/\/v\d+\/$/.test(url.pathname)) {
    throw new Error(
      `base-url must end in the version segment /v1 (got ${url.pathname.slice(0, -1)})`,
    )
  }
  return url
}

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host)
}

/** Joins an endpoint path (with or without a leading slash) onto a base URL from parseBaseUrl. */
export function resolveEndpoint(base: URL, path: string): URL {
  return new URL(path.replace(/^\/+/, ''), base)
}
