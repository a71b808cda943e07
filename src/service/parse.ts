import type { z } from 'zod/mini'
import '../common/zod-locale.js'
import { createContractError, flattenText, type Redact } from './errors.js'

/** Where a response came from, for contract-break messages. */
export interface ResponseSource {
  method: string
  /** Endpoint template, e.g. `GET /cost-estimations/{id}`. */
  endpoint: string
  status: number
  redact: Redact
}

/** JSON.parse for a 2xx body, failing as a contract break when it is not JSON. */
export function parseJsonBody(body: string, source: ResponseSource): unknown {
  let data: unknown
  try {
    data = JSON.parse(body) as unknown
  } catch {
    const excerpt = flattenText(source.redact(body), 80)
    throw createContractError(
      source.method,
      source.endpoint,
      source.status,
      excerpt === ''
        ? 'an empty body where JSON was expected'
        : `a body that is not JSON ("${excerpt}")`,
    )
  }
  return redactStrings(data, source.redact)
}

/**
 * Every string of an answer, with the key removed, before anything reads it: a service that
 * echoes the key (in an error, a finding, an id) must not get it into a report. Iterative, so a
 * deeply nested answer cannot exhaust the stack.
 */
export function redactStrings(data: unknown, redact: (text: string) => string): unknown {
  const fix = (value: unknown): unknown => (typeof value === 'string' ? redact(value) : value)
  const root = { value: data }
  const stack: (Record<string, unknown> | unknown[])[] = [root]
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    const keys = Array.isArray(node) ? node.keys() : Object.keys(node)
    for (const key of keys) {
      const value = (node as Record<string | number, unknown>)[key]
      if (typeof value === 'string') {
        // defineProperty, not assignment: an own "__proto__" key ignores assignment.
        Object.defineProperty(node, key, { value: fix(value), enumerable: true, writable: true })
      } else if (typeof value === 'object' && value !== null) {
        stack.push(value as Record<string, unknown>)
      }
    }
  }
  return root.value
}

/**
 * Validates a response with its schema. On failure throws a ServiceError of kind 'contract' whose
 * message names the endpoint and the first failing field, e.g.
 * `GET /cost-estimations/{id} returned a response without the required field "status"`.
 */
export function parseResponse<S extends z.ZodMiniType>(
  schema: S,
  data: unknown,
  source: ResponseSource,
): z.output<S> {
  const result = schema.safeParse(data)
  if (result.success) return result.data
  const issues = result.error.issues
  const first = issues[0]
  const problem = first === undefined ? 'an invalid response' : describeIssue(first, data, source)
  const more =
    issues.length > 1
      ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})`
      : ''
  throw createContractError(source.method, source.endpoint, source.status, problem + more)
}

type Issue = z.core.$ZodIssue

function describeIssue(issue: Issue, data: unknown, source: ResponseSource): string {
  const path = issue.path.filter((p): p is string | number => typeof p !== 'symbol')
  if (issue.code === 'custom') return `a response ${issue.message}`
  if (path.length === 0) {
    return `${describeValue(data, source.redact)} where a JSON object was expected`
  }
  const field = `"${formatPath(path)}"`
  const { found, value } = valueAt(data, path)
  if (!found) return `a response without the required field ${field}`
  const shown = describeValue(value, source.redact)
  const prefix = `a response whose field ${field}`
  switch (issue.code) {
    case 'invalid_value':
      return `${prefix} has an unexpected value ${shown} (expected ${listValues(issue.values)})`
    case 'invalid_type':
      return `${prefix} is ${shown} (expected ${expectedText(issue.expected)})`
    case 'too_small':
      return typeof value === 'string' || Array.isArray(value)
        ? `${prefix} is empty`
        : `${prefix} is ${shown} (expected at least ${String(issue.minimum)})`
    default:
      return `${prefix} is invalid (${flattenText(issue.message, 120)})`
  }
}

/** `repo_results[0].status` */
function formatPath(path: readonly (string | number)[]): string {
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? p : `.${p}`)).join('')
}

function valueAt(
  data: unknown,
  path: readonly (string | number)[],
): { found: boolean; value?: unknown } {
  let current: unknown = data
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return { found: false }
    const record = current as Record<string | number, unknown>
    if (!(key in record) || record[key] === undefined) return { found: false }
    current = record[key]
  }
  return { found: true, value: current }
}

function describeValue(value: unknown, redact: Redact): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  switch (typeof value) {
    case 'string':
      return `"${flattenText(redact(value), 60)}"`
    case 'number':
    case 'boolean':
      return String(value)
    case 'object':
      return 'an object'
    default:
      return typeof value
  }
}

function expectedText(expected: string): string {
  if (expected === 'int') return 'an integer'
  if (expected === 'array' || expected === 'object') return `an ${expected}`
  return `a ${expected}`
}

function listValues(values: readonly unknown[]): string {
  const texts = values.map((v) => String(v))
  if (texts.length <= 1) return texts.join('')
  return `${texts.slice(0, -1).join(', ')} or ${texts[texts.length - 1] ?? ''}`
}
