import type { IncomingMessage, ServerResponse } from 'node:http'

const PER_PAGE_DEFAULT = 30
const PER_PAGE_MAX = 100

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(body))
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return {}
  return JSON.parse(text) as Record<string, unknown>
}

function readPositive(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name) ?? fallback)
  return Number.isInteger(value) && value > 0 ? value : fallback
}

/** GitHub's paging: per_page (default 30, at most 100) and page, as a client asked for them. */
export function readPaging(url: URL): { perPage: number; page: number } {
  return {
    perPage: Math.min(readPositive(url, 'per_page', PER_PAGE_DEFAULT), PER_PAGE_MAX),
    page: readPositive(url, 'page', 1),
  }
}

/**
 * One page of `all` as GitHub pages a list, with a Link header to the next page when there is
 * one; `wrap` puts the page in an envelope (`{ total_count, check_runs }`) where GitHub does.
 */
export function sendPage(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  all: readonly unknown[],
  wrap: (page: unknown[]) => unknown = (page) => page,
): void {
  const { perPage, page } = readPaging(url)
  const slice = all.slice((page - 1) * perPage, page * perPage)
  if (page * perPage < all.length) {
    const next = new URL(url.toString())
    next.searchParams.set('page', String(page + 1))
    res.setHeader(
      'link',
      `<http://${req.headers.host ?? ''}${next.pathname}${next.search}>; rel="next"`,
    )
  }
  sendJson(res, 200, wrap(slice))
}

/** Owner and repository names compare as GitHub compares them: whatever the case. */
export function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === decodeURIComponent(b).toLowerCase()
}
