import { nameStatus, replyTooManyRequests, type Reply } from './http.js'
import type { FaultHandle, FaultSpec, Faults } from './types.js'

interface ActiveFault {
  id: number
  spec: FaultSpec
  remaining: number
  skip: number
  hits: number
}

/** Truncated JSON, as a proxy that cut the body short would deliver. */
const DEFAULT_MALFORMED_BODY = '{"data": [{"id": "3f6c1a5e-'

function renderGatewayPage(status: number): string {
  const title = `${status} ${nameStatus(status)}`
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`
}

function toHandle(fault: ActiveFault): FaultHandle {
  return {
    id: fault.id,
    kind: fault.spec.kind,
    get remaining() {
      return fault.remaining
    },
    get hits() {
      return fault.hits
    },
  }
}

function matchesPath(pattern: string | RegExp | undefined, path: string): boolean {
  if (pattern === undefined) return true
  if (typeof pattern === 'string') return pattern === path
  pattern.lastIndex = 0
  return pattern.test(path)
}

function matchesQuery(
  wanted: Record<string, string> | undefined,
  query: Record<string, string>,
): boolean {
  if (wanted === undefined) return true
  return Object.entries(wanted).every(([name, value]) => query[name] === value)
}

/** Injected faults, checked in the order added; the first matching one with budget applies. */
export class FaultList implements Faults {
  private faults: ActiveFault[] = []
  private nextId = 1

  add(spec: FaultSpec): FaultHandle {
    const times = spec.times ?? 1
    const skip = spec.skip ?? 0
    if (!(times >= 0) || !(skip >= 0)) throw new Error('fault times and skip must be >= 0')
    if (spec.kind === 'latency' && !(spec.ms >= 0)) throw new Error('latency ms must be >= 0')
    const fault: ActiveFault = { id: this.nextId, spec, remaining: times, skip, hits: 0 }
    this.nextId += 1
    this.faults.push(fault)
    return toHandle(fault)
  }

  clear(): void {
    this.faults = []
  }

  list(): FaultHandle[] {
    return this.faults.filter((fault) => fault.remaining > 0).map(toHandle)
  }

  /** The fault for this request, if any; consumes skip and budget as it goes. */
  take(method: string, path: string, query: Record<string, string> = {}): FaultSpec | undefined {
    for (const fault of this.faults) {
      if (fault.remaining <= 0) continue
      if (fault.spec.method !== undefined && fault.spec.method.toUpperCase() !== method) continue
      if (!matchesPath(fault.spec.path, path)) continue
      if (!matchesQuery(fault.spec.query, query)) continue
      if (fault.skip > 0) {
        fault.skip -= 1
        continue
      }
      fault.remaining -= 1
      fault.hits += 1
      return fault.spec
    }
    return undefined
  }
}

/** The reply of a fault that answers (status, rate-limit, malformed). */
export function replyToFault(
  spec: Extract<FaultSpec, { kind: 'status' | 'rate-limit' | 'malformed' }>,
): Reply {
  if (spec.kind === 'rate-limit') return replyTooManyRequests(spec.retryAfterSeconds)
  if (spec.kind === 'malformed') {
    return {
      status: 200,
      text: spec.body ?? DEFAULT_MALFORMED_BODY,
      contentType: 'application/json; charset=utf-8',
    }
  }
  const headers = spec.headers ?? {}
  if (spec.html === true) {
    return {
      status: spec.status,
      text: renderGatewayPage(spec.status),
      contentType: 'text/html',
      headers,
    }
  }
  if (typeof spec.body === 'string') return { status: spec.status, text: spec.body, headers }
  const body = spec.body ?? {
    statusCode: spec.status,
    message: nameStatus(spec.status),
    error: nameStatus(spec.status),
  }
  return { status: spec.status, body, headers }
}
