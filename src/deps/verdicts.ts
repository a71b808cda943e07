/**
 * Asks the public verdict endpoint about every locked package version, in batches, and sorts the
 * answers into malicious, suspicious and per-package errors. The endpoint carries no API key and
 * is read-only, so a batch is retried like any read (transport.ts).
 */
import type { RequestOptions, ServiceClient } from '../service/client.js'
import type { Verdict } from '../service/schemas.js'
import { toSingleLine, truncate } from '../common/escape.js'
import type { DependencyHit, DependencyReport } from './report.js'

/**
 * Packages per request. The service's own limit is not documented; a lockfile of a large app
 * locks 1,000–3,000 versions, so 500 keeps a check to a handful of requests and each body small.
 * @internal
 */
export const VERDICT_BATCH_SIZE = 500
const TEXT_MAX_CHARS = 300

export interface LockedVersion {
  name: string
  version: string
  locations: { path: string; line?: number }[]
}

export interface VerdictOutcome {
  hits: DependencyHit[]
  errors: DependencyReport['errors']
  /**
   * Versions that got neither a verdict nor an error, although the endpoint answers one verdict
   * per package: an answer that leaves some out cannot vouch for them.
   */
  unanswered: number
  /** Set when a batch could not be read: how many versions were left without a verdict, and why. */
  failure?: { unchecked: number; error: unknown } | undefined
}

const keyOf = (name: string, version: string | undefined) => `${name}\u0000${version ?? ''}`

function levelOf(verdict: Verdict): DependencyHit['level'] | undefined {
  const level = verdict.level.trim().toLowerCase()
  return level === 'malicious' || level === 'suspicious' ? level : undefined
}

function clean(text: string | null | undefined): string | undefined {
  if (text === undefined || text === null) return undefined
  const line = truncate(toSingleLine(text), TEXT_MAX_CHARS)
  return line === '' ? undefined : line
}

/**
 * The versions a verdict speaks of: the one it names, else every version of the name asked about.
 * A version the batch did not ask about (`*`, a range, `v1.2.3`) is not a reason to drop the
 * verdict: a malicious answer must never be lost to a difference of spelling.
 */
function matchVerdict(verdict: Verdict, batch: readonly LockedVersion[]): LockedVersion[] {
  const sameName = batch.filter((p) => p.name === verdict.package)
  const version = verdict.version?.trim()
  const exact = sameName.filter((p) => p.version === version)
  return exact.length > 0 ? exact : sameName
}

/** Lockfiles here are npm's: a verdict about a same-named package of another ecosystem is not. */
function isNpm(verdict: Verdict): boolean {
  const ecosystem = verdict.ecosystem?.trim().toLowerCase()
  return ecosystem === undefined || ecosystem === '' || ecosystem === 'npm'
}

function toHit(pkg: LockedVersion, level: DependencyHit['level'], verdict: Verdict): DependencyHit {
  const hit: DependencyHit = {
    name: pkg.name,
    version: pkg.version,
    level,
    locations: pkg.locations,
  }
  const summary = clean(verdict.summary)
  const confidence = clean(verdict.confidence)
  const osvId = clean(verdict.osv_id)
  if (summary !== undefined) hit.summary = summary
  if (confidence !== undefined) hit.confidence = confidence
  if (osvId !== undefined) hit.osvId = osvId
  return hit
}

/** The worse of two verdicts on one version wins: a second, milder answer never clears it. */
function keepWorse(hits: Map<string, DependencyHit>, key: string, hit: DependencyHit): void {
  const known = hits.get(key)
  if (known === undefined || (known.level === 'suspicious' && hit.level === 'malicious')) {
    hits.set(key, hit)
  }
}

export async function fetchVerdicts(
  client: Pick<ServiceClient, 'getDependencyVerdicts'>,
  packages: readonly LockedVersion[],
  options: RequestOptions,
): Promise<VerdictOutcome> {
  const hits = new Map<string, DependencyHit>()
  const errors: DependencyReport['errors'] = []
  let unanswered = 0
  for (let start = 0; start < packages.length; start += VERDICT_BATCH_SIZE) {
    const batch = packages.slice(start, start + VERDICT_BATCH_SIZE)
    let answer
    try {
      answer = await client.getDependencyVerdicts(
        batch.map((p) => ({ package: p.name, version: p.version })),
        options,
      )
    } catch (error) {
      if (options.signal?.aborted) throw error
      return finish(hits, errors, unanswered, { unchecked: packages.length - start, error })
    }
    const answered = new Set<string>()
    for (const verdict of answer.verdicts) {
      if (!isNpm(verdict)) continue
      const matched = matchVerdict(verdict, batch)
      const level = levelOf(verdict)
      for (const pkg of matched) {
        const key = keyOf(pkg.name, pkg.version)
        if (level !== undefined) {
          answered.add(key)
          keepWorse(hits, key, toHit(pkg, level, verdict))
        } else if (pkg.version === verdict.version?.trim()) {
          // A clean answer vouches for the version it names, not for its neighbours.
          answered.add(key)
        }
      }
    }
    for (const error of answer.errors) {
      const name = clean(error.package) ?? 'unnamed package'
      const version = clean(error.version)
      const message = clean(error.message) ?? clean(error.error) ?? 'no reason given'
      errors.push({ name, ...(version === undefined ? {} : { version }), message })
      for (const pkg of batch) {
        if (pkg.name === error.package) answered.add(keyOf(pkg.name, pkg.version))
      }
    }
    unanswered += batch.filter((p) => !answered.has(keyOf(p.name, p.version))).length
  }
  return finish(hits, errors, unanswered)
}

function finish(
  hits: Map<string, DependencyHit>,
  errors: DependencyReport['errors'],
  unanswered: number,
  failure?: VerdictOutcome['failure'],
): VerdictOutcome {
  const sorted = [...hits.values()].sort(
    (a, b) =>
      (a.level === b.level ? 0 : a.level === 'malicious' ? -1 : 1) ||
      a.name.localeCompare(b.name) ||
      a.version.localeCompare(b.version),
  )
  return { hits: sorted, errors, unanswered, failure }
}
