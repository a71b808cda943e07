/**
 * A pass-through in front of the emulator that notes every request one job sends: on a key shared
 * with other jobs, the emulator cannot tell whose a list request is, the job's own address can.
 */
import { createServer, request as forward } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  /** When it arrived (Date.now(), the emulator's clock too). */
  at: number
  method: string
  /** 'GET /scans/{id}': the path without /v1, ids replaced. */
  endpoint: string
  query: Record<string, string>
  /** The emulator's answer; 0 when it gave none. */
  status: number
}

export interface RecordingProxy {
  /** The emulator's base URL, through the proxy: 'http://127.0.0.1:PORT/v1'. */
  baseUrl: string
  /** In order of answer; sort by `at` for order of arrival. */
  requests: SeenRequest[]
  close(): Promise<void>
}

/** Ids of the emulator's records: any path segment with a digit, 8 characters or more. */
function templateOf(method: string, pathname: string): string {
  const path = pathname
    .replace(/^\/v1(?=\/)/, '')
    .split('/')
    .map((s) => (s.length >= 8 && /\d/.test(s) ? '{id}' : s))
    .join('/')
  return `${method} ${path}`
}

export async function startRecordingProxy(emulatorPort: number): Promise<RecordingProxy> {
  const requests: SeenRequest[] = []
  const server = createServer((req, res) => {
    const at = Date.now()
    const method = req.method ?? 'GET'
    const url = new URL(req.url ?? '/', 'http://proxy')
    const note = (status: number): void => {
      requests.push({
        at,
        method,
        endpoint: templateOf(method, url.pathname),
        query: Object.fromEntries(url.searchParams),
        status,
      })
    }
    const upstream = forward(
      { host: '127.0.0.1', port: emulatorPort, method, path: req.url, headers: req.headers },
      (answer) => {
        note(answer.statusCode ?? 0)
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      note(0)
      res.destroy()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => {
          resolve()
        })
      }),
  }
}
