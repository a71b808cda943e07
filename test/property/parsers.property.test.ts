import fc from 'fast-check'
import type { z } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { createRedactor, ServiceError } from '../../src/service/errors.js'
import { normalizeFinding, SEVERITIES, type Finding } from '../../src/service/finding.js'
import { parseJsonBody, parseResponse, type ResponseSource } from '../../src/service/parse.js'
import {
  commentResponseSchema,
  costEstimationSchema,
  createdScanSchema,
  rawFindingPageSchema,
  scanPageSchema,
  scanSchema,
  scanStatusSchema,
  verdictBatchSchema,
} from '../../src/service/schemas.js'
import { estimationRecord, scanRecord } from '../support/service.js'
import { apiKey, anyText, jsonWithKey, LINE_BREAK, RUNS, textWithKey } from './arbitraries.js'

interface Endpoint {
  endpoint: string
  schema: z.ZodMiniType
  /** A valid answer, mutated one field at a time. */
  sample: unknown
}

const findingRecord = {
  id: 'f-1',
  title: 'SQL injection',
  severity: 'high',
  location: { file_path: 'src/db.ts', line_start: 3 },
}

const ENDPOINTS: readonly Endpoint[] = [
  {
    endpoint: 'GET /cost-estimations/{id}',
    schema: costEstimationSchema,
    sample: estimationRecord(),
  },
  { endpoint: 'GET /scans/{id}', schema: scanSchema, sample: scanRecord() },
  { endpoint: 'POST /scans', schema: createdScanSchema, sample: { scan_id: 'scan-1' } },
  {
    endpoint: 'GET /scans/{id}/status',
    schema: scanStatusSchema,
    sample: {
      status: 'running',
      progress: 40,
      stage: 'triage',
      findings_summary: { critical: 0, high: 1, medium: null, low: 0, info: 2 },
    },
  },
  {
    endpoint: 'GET /scans',
    schema: scanPageSchema,
    sample: { data: [scanRecord()], total: 1, page: 1, limit: 50 },
  },
  {
    endpoint: 'GET /scans/{id}/findings',
    schema: rawFindingPageSchema,
    sample: { data: [findingRecord], total: 1, page: 1, limit: 50 },
  },
  {
    endpoint: 'POST /hfw/verdicts/batch',
    schema: verdictBatchSchema,
    sample: {
      status: 'ok',
      verdicts: [
        { package: 'left-pad', version: '1.3.0', level: 'malicious', findings: [{ id: 1 }] },
      ],
      errors: [{ package: 'x', message: 'unknown package' }],
    },
  },
  {
    endpoint: 'POST /scans/{id}/findings/{fid}/comments',
    schema: commentResponseSchema,
    sample: { comment_id: 'c-1' },
  },
]

/** Every field name the schemas read, so arbitrary objects often hit a real field. */
const FIELD_NAMES = [
  ...new Set(ENDPOINTS.flatMap(({ sample }) => paths(sample).flatMap((p) => p.map(String)))),
].filter((name) => !/^\d+$/.test(name))

type Path = (string | number)[]

/** The path of every value inside a JSON value, the root's children first. */
function paths(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return []
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value)
  return entries.flatMap(([key, child]) => [[...prefix, key], ...paths(child, [...prefix, key])])
}

const REMOVE = Symbol('remove')

/** A deep copy with the value at `path` replaced, or removed. */
function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value)
  let parent = copy as Record<string | number, unknown>
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>
  const last = path.at(-1)!
  if (replacement === REMOVE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1)
    else Reflect.deleteProperty(parent, last)
  } else {
    parent[last] = replacement
  }
  return copy
}

/** A valid answer of the endpoint with one to three of its values replaced or removed. */
function mutatedAnswer(endpoint: Endpoint, key: string): fc.Arbitrary<unknown> {
  const all = paths(endpoint.sample)
  const edit = fc.tuple(
    fc.nat(all.length - 1),
    fc.oneof(jsonWithKey(key, FIELD_NAMES), fc.constant(REMOVE)),
  )
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) =>
    edits.reduce<unknown>((answer, [index, replacement]) => {
      // An earlier edit may have removed or replaced the parent: pick among what is left.
      const left = paths(answer)
      const path = left[index % Math.max(1, left.length)]
      return path === undefined ? answer : replaceAt(answer, path, replacement)
    }, endpoint.sample),
  )
}

function sourceFor(endpoint: Endpoint, key: string): ResponseSource {
  const method = endpoint.endpoint.split(' ')[0]!
  return { method, endpoint: endpoint.endpoint, status: 200, redact: createRedactor(key) }
}

/** Parses like the client; returns the contract error, or undefined when the answer passed. */
function contractErrorOf(endpoint: Endpoint, data: unknown, key: string): ServiceError | undefined {
  try {
    parseResponse(endpoint.schema, data, sourceFor(endpoint, key))
    return undefined
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError)
    return error as ServiceError
  }
}

function expectContractError(error: ServiceError, endpoint: Endpoint, key: string): void {
  expect(error.kind).toBe('contract')
  expect(error.endpoint).toBe(endpoint.endpoint)
  expect(error.message.startsWith(`${endpoint.endpoint} returned `)).toBe(true)
  expect(error.message).not.toMatch(LINE_BREAK)
  expect(error.message).not.toContain(key)
  expect(error.message).not.toContain(encodeURIComponent(key))
}

const anyEndpoint = fc.constantFrom(...ENDPOINTS)

describe('parseResponse', () => {
  it('accepts every sample answer (the mutations start from valid data)', () => {
    for (const endpoint of ENDPOINTS) {
      expect(contractErrorOf(endpoint, endpoint.sample, 'ssk_unused_key_0123456789')).toBe(
        undefined,
      )
    }
  })

  it('returns or throws a contract ServiceError for any JSON', () => {
    fc.assert(
      fc.property(anyEndpoint, fc.json(), apiKey, (endpoint, json, key) => {
        const error = contractErrorOf(endpoint, JSON.parse(json), key)
        if (error !== undefined) expectContractError(error, endpoint, key)
      }),
      { numRuns: RUNS },
    )
  })

  it('never echoes the key from a malformed answer shaped like the real records', () => {
    fc.assert(
      fc.property(
        anyEndpoint,
        apiKey.chain((key) =>
          fc.tuple(
            fc.constant(key),
            fc.oneof(
              jsonWithKey(key, FIELD_NAMES),
              fc.constantFrom(...ENDPOINTS).chain((e) => mutatedAnswer(e, key)),
            ),
          ),
        ),
        (endpoint, [key, data]) => {
          const error = contractErrorOf(endpoint, data, key)
          if (error !== undefined) expectContractError(error, endpoint, key)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('names the replaced field of an answer that breaks the contract', () => {
    let broken = 0
    let redacted = 0
    fc.assert(
      fc.property(
        anyEndpoint.chain((endpoint) =>
          apiKey.chain((key) =>
            fc.tuple(fc.constant(endpoint), fc.constant(key), mutatedAnswer(endpoint, key)),
          ),
        ),
        ([endpoint, key, data]) => {
          const error = contractErrorOf(endpoint, data, key)
          if (error === undefined) return
          broken += 1
          if (error.message.includes('***')) redacted += 1
          expectContractError(error, endpoint, key)
          // Names a field ("…field "repos[0].status"…"), or says the answer is not an object.
          expect(error.message).toMatch(
            / field "[^"]+"| where a JSON object was expected|a response without/,
          )
        },
      ),
      { numRuns: RUNS },
    )
    // Not vacuous: most mutations break the contract, and some show a value that held the key.
    expect(broken).toBeGreaterThan(RUNS / 3)
    expect(redacted).toBeGreaterThan(0)
  })
})

describe('parseJsonBody', () => {
  it('parses JSON and fails on anything else with a key-free one-line contract error', () => {
    fc.assert(
      fc.property(
        apiKey.chain((key) =>
          fc.tuple(fc.constant(key), fc.oneof(textWithKey(key), fc.json(), anyText)),
        ),
        anyEndpoint,
        ([key, body], endpoint) => {
          let parsed: unknown
          try {
            parsed = JSON.parse(body)
          } catch {
            let error: unknown
            try {
              parseJsonBody(body, sourceFor(endpoint, key))
            } catch (e) {
              error = e
            }
            expect(error).toBeInstanceOf(ServiceError)
            expectContractError(error as ServiceError, endpoint, key)
            return
          }
          expect(parseJsonBody(body, sourceFor(endpoint, key))).toEqual(parsed)
        },
      ),
      { numRuns: RUNS },
    )
  })
})

const FINDING_FIELDS = [
  'id',
  'finding_id',
  'title',
  'name',
  'rule_id',
  'severity',
  'description',
  'file_path',
  'path',
  'line_start',
  'start_line',
  'line',
  'line_end',
  'end_line',
  'cwe',
  'recommendation',
  'url',
  'found_at',
  'updated_at',
  'scan_id',
  'state',
  'verification_state',
] as const
const LOCATION_FIELDS = ['file_path', 'path', 'line_start', 'start_line', 'line_end', 'end_line']

const jsonValue: fc.Arbitrary<unknown> = fc.json({ maxDepth: 3 }).map((j) => JSON.parse(j))
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  jsonValue,
  anyText,
  fc.constantFrom('CRITICAL', ' high ', 'Info', 'severe', '12', '0', '-3', '1.5', ''),
  fc.integer({ min: -3, max: 100 }),
  fc.double(),
  fc.array(fc.oneof(anyText, fc.integer()), { maxLength: 3 }),
)

/** Objects shaped like finding records, every field an arbitrary JSON value. */
const findingLike: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...FINDING_FIELDS), fieldValue),
    fc.option(fc.dictionary(fc.constantFrom(...LOCATION_FIELDS), fieldValue), { nil: undefined }),
    fc.option(jsonValue, { nil: undefined }),
  )
  // Through JSON, as the service's answer arrives: `__proto__` becomes an own key.
  .map(([fields, location, other]) => {
    const body = JSON.stringify({ ...fields, ...(location === undefined ? {} : { location }) })
    const proto = other === undefined ? [] : [`"__proto__":${JSON.stringify(other)}`]
    return JSON.parse(`{${[...proto, body.slice(1, -1)].filter((p) => p !== '').join(',')}}`)
  })

function expectValidFinding(finding: Finding): void {
  expect(typeof finding.id).toBe('string')
  expect(finding.id).not.toBe('')
  expect(typeof finding.title).toBe('string')
  expect(finding.title).not.toBe('')
  expect(SEVERITIES).toContain(finding.severity)
  if (finding.unknownSeverity !== undefined) expect(finding.severity).toBe('info')
  for (const key of [
    'scanId',
    'state',
    'verificationState',
    'description',
    'filePath',
    'cwe',
    'ruleId',
    'recommendation',
    'url',
    'foundAt',
    'updatedAt',
  ] as const) {
    const value = finding[key]
    if (value !== undefined) expect(typeof value).toBe('string')
  }
  for (const line of [finding.lineStart, finding.lineEnd]) {
    if (line !== undefined) {
      expect(Number.isSafeInteger(line) || Number.isInteger(line)).toBe(true)
      expect(line).toBeGreaterThan(0)
    }
  }
  if (finding.lineStart !== undefined && finding.lineEnd !== undefined) {
    expect(finding.lineEnd).toBeGreaterThanOrEqual(finding.lineStart)
  }
  for (const value of Object.values(finding)) expect(value).not.toBeNull()
}

describe('normalizeFinding', () => {
  it('never throws, and reads every object into a well-formed finding', () => {
    fc.assert(
      fc.property(fc.oneof(jsonValue, findingLike), fc.nat(10_000), (raw, index) => {
        const finding = normalizeFinding(raw, index)
        const isObject = typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        expect(finding === undefined).toBe(!isObject)
        if (finding !== undefined) expectValidFinding(finding)
      }),
      { numRuns: RUNS },
    )
  })

  it('keeps a valid severity and reports any other one', () => {
    fc.assert(
      fc.property(findingLike, (raw) => {
        const finding = normalizeFinding(raw)!
        const sent = (raw as Record<string, unknown>).severity
        const known =
          typeof sent === 'string' &&
          (SEVERITIES as readonly string[]).includes(sent.trim().toLowerCase())
        expect(finding.unknownSeverity === undefined).toBe(known)
        if (known) expect(finding.severity).toBe(sent.trim().toLowerCase())
      }),
      { numRuns: RUNS },
    )
  })
})
