/**
 * The policy file's text into a Policy, or every problem of it at once, each with the line and
 * column of the entry it belongs to: a file that cannot be read whole must not be half-applied,
 * and whoever fixes it should not have to run the job once per typo. Pure: the caller reads the
 * file (from the base commit on a pull request) and passes the run's time.
 */
import type { z } from 'zod/mini'
import { describeKind, showText } from './describe.js'
import { isTooFarAhead, latestExpiry, parseExpiry } from './expiry.js'
import { loadYamlWithPlaces, type LoadedYaml } from './places.js'
import type { Place, Policy, PolicyError, PolicyParse, Suppression } from './policy.js'
import { policySchema, type PolicyFile, type SuppressionEntry } from './schema.js'

const TOP_LEVEL_KEYS = [
  'version',
  'suppressions',
  'exclude-paths',
  'on-service-error',
  'expiry-warning-days',
  'dependency-files',
] as const
const SUPPRESSION_KEYS = ['id', 'rule', 'cwe', 'paths', 'reason', 'expires', 'owner', 'ticket']
/** A key this many edits from a known one is taken for a typo of it (`supressions`, `resaon`). */
const MAX_TYPO_EDITS = 2

type Rec = Record<string, unknown>
type PathOf = readonly PropertyKey[]
/** Where the problem at a path of the document is reported. */
type Locate = (path: PathOf) => Place

/**
 * Reads the policy file at `path` (used in messages and kept in the Policy). `nowMs` is the
 * run's time: an `expires` more than a year after it is refused.
 */
export function parsePolicy(text: string, path: string, nowMs: number): PolicyParse {
  // A byte order mark is no content: left in, it would count as line 1's first column.
  const source = text.startsWith('\ufeff') ? text.slice(1) : text
  const loaded = loadYamlWithPlaces(source)
  if (!loaded.ok) return { ok: false, errors: [loaded.error] }
  const { document, documentPlace } = loaded.yaml
  if (document === undefined || document === null) {
    return { ok: false, errors: [{ message: 'the file is empty: it needs at least version: 1' }] }
  }
  if (!isRecord(document)) {
    const message = `a mapping of version, suppressions, exclude-paths, on-service-error, expiry-warning-days and dependency-files, not ${describeKind(document)}`
    return { ok: false, errors: [{ place: documentPlace, message }] }
  }
  const locate = createLocator(loaded.yaml, document)
  const findKey = (key: string) => loaded.yaml.placeOfKey(key)
  const checked = policySchema.safeParse(document)
  const errors = [
    ...(checked.success
      ? []
      : checked.error.issues.flatMap((i) => describeIssue(i, locate, findKey))),
    ...checkSuppressions(document, locate, nowMs),
  ]
  if (!checked.success || errors.length > 0) return { ok: false, errors: sortByPlace(errors) }
  return { ok: true, policy: buildPolicy(checked.data, path, locate) }
}

/**
 * A problem inside a suppression is placed at the suppression's mapping (or its item, when it is
 * not a mapping); one of an exclude-paths glob at the glob; one of a top-level value at its
 * value (a list) or its key's line; the rest at the document's start.
 */
function createLocator(yaml: LoadedYaml, document: Rec): Locate {
  return (path) => {
    const [key, index] = path
    if (typeof key !== 'string') return yaml.documentPlace
    const value = Object.hasOwn(document, key) ? document[key] : undefined
    const entry: unknown =
      typeof index === 'number' && Array.isArray(value) ? (value as unknown[])[index] : undefined
    return (
      yaml.placeOf(entry) ??
      (typeof index === 'number' ? yaml.placeOfItem(value, index) : undefined) ??
      yaml.placeOf(value) ??
      yaml.placeOfKey(key) ??
      yaml.documentPlace
    )
  }
}

function describeIssue(
  issue: z.core.$ZodIssue,
  locate: Locate,
  findKey: (key: string) => Place | undefined,
): PolicyError[] {
  const field = formatPath(issue.path)
  // A glob or a list of globs: a list with a wrong item is told at the item, not as neither.
  const inside = issue.code === 'invalid_union' ? findProblemsInside(issue) : undefined
  if (inside !== undefined) {
    return inside.flatMap((i) =>
      describeIssue({ ...i, path: [...issue.path, ...i.path] }, locate, findKey),
    )
  }
  if (issue.code !== 'unrecognized_keys') {
    return [
      {
        place: locate(issue.path),
        message: field === '' ? issue.message : `${field}: ${issue.message}`,
      },
    ]
  }
  const atTop = issue.path.length === 0
  return issue.keys.map((key) => ({
    place: atTop ? (findKey(key) ?? locate([])) : locate(issue.path),
    message: `${atTop ? '' : `${field}: `}unknown key ${showText(key)}${suggestKey(key, atTop ? TOP_LEVEL_KEYS : SUPPRESSION_KEYS)}`,
  }))
}

/** The problems of the one alternative that took the value's shape (all below it), if one did. */
function findProblemsInside(issue: z.core.$ZodIssueInvalidUnion): z.core.$ZodIssue[] | undefined {
  const inside = issue.errors.filter(
    (problems) => problems.length > 0 && problems.every((i) => i.path.length > 0),
  )
  return inside.length === 1 ? inside[0] : undefined
}

/** `suppressions[2].paths[0]`: the names are the schema's own, never text of the file. */
function formatPath(path: PathOf): string {
  return path
    .map((part, at) =>
      typeof part === 'number' ? `[${part}]` : `${at === 0 ? '' : '.'}${String(part)}`,
    )
    .join('')
}

/** What the schema cannot say: what an entry matches by, and how far ahead it may expire. */
function checkSuppressions(document: Rec, locate: Locate, nowMs: number): PolicyError[] {
  const entries = document.suppressions
  if (!Array.isArray(entries)) return []
  return entries.flatMap((entry: unknown, index) => {
    if (!isRecord(entry)) return []
    const place = locate(['suppressions', index])
    const errors: PolicyError[] = []
    if (!['id', 'rule', 'cwe'].some((key) => Object.hasOwn(entry, key))) {
      errors.push({
        place,
        message: `suppressions[${index}]: needs an id, a rule or a cwe (an entry matching every finding is not accepted)`,
      })
    }
    if (typeof entry.expires === 'string' && isTooFarAhead(entry.expires, nowMs)) {
      errors.push({
        place,
        message: `suppressions[${index}].expires: at most a year ahead: ${showText(entry.expires)} is after ${latestExpiry(nowMs)}`,
      })
    }
    return errors
  })
}

function buildPolicy(file: PolicyFile, path: string, locate: Locate): Policy {
  const policy: Policy = {
    path,
    suppressions: (file.suppressions ?? []).map((entry, index) =>
      toSuppression(entry, index, locate(['suppressions', index])),
    ),
    excludePaths: [...(file['exclude-paths'] ?? [])],
  }
  const onServiceError = file['on-service-error']
  if (onServiceError !== undefined) policy.onServiceError = onServiceError
  const expiryWarningDays = file['expiry-warning-days']
  if (expiryWarningDays !== undefined) policy.expiryWarningDays = expiryWarningDays
  const dependencyFiles = file['dependency-files']
  if (dependencyFiles !== undefined) policy.dependencyFiles = [dependencyFiles].flat()
  return policy
}

function toSuppression(entry: SuppressionEntry, index: number, place: Place): Suppression {
  const suppression: Suppression = { index, place, reason: entry.reason, expires: entry.expires }
  if (entry.id !== undefined) suppression.id = entry.id
  if (entry.rule !== undefined) suppression.rule = entry.rule
  // `cwe: 89` and `ticket: 1234` are numbers in YAML; the Policy keeps them as written, as text.
  if (entry.cwe !== undefined) suppression.cwe = String(entry.cwe)
  if (entry.paths !== undefined) suppression.paths = [...entry.paths]
  const expiresAtMs = parseExpiry(entry.expires)
  if (expiresAtMs !== undefined) suppression.expiresAtMs = expiresAtMs
  if (entry.owner !== undefined) suppression.owner = entry.owner
  if (entry.ticket !== undefined) suppression.ticket = String(entry.ticket)
  return suppression
}

/** Top to bottom as the file reads; a problem of the whole file first. Stable within a place. */
function sortByPlace(errors: PolicyError[]): PolicyError[] {
  const rank = (e: PolicyError) => (e.place === undefined ? [0, 0] : [e.place.line, e.place.column])
  return errors.sort((a, b) => {
    const [lineA = 0, columnA = 0] = rank(a)
    const [lineB = 0, columnB = 0] = rank(b)
    return lineA - lineB || columnA - columnB
  })
}

function suggestKey(key: string, known: readonly string[]): string {
  const typed = key.toLowerCase()
  let best: string | undefined
  let bestEdits = MAX_TYPO_EDITS + 1
  for (const candidate of known) {
    const edits = countEdits(typed, candidate)
    if (edits < bestEdits) [best, bestEdits] = [candidate, edits]
  }
  return best === undefined ? '' : ` (did you mean ${best}?)`
}

/** Levenshtein distance; keys are short, and a long one is no typo of a known key. */
function countEdits(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > MAX_TYPO_EDITS) return MAX_TYPO_EDITS + 1
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1)
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution))
    }
    previous = current
  }
  return previous[b.length] ?? MAX_TYPO_EDITS + 1
}

function isRecord(value: unknown): value is Rec {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
