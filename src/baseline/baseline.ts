/**
 * A baseline (issue 28): the newest completed full scan of the base repository's target branch,
 * at a commit on that branch, against which a change's findings are told new, existing or fixed.
 * These are the types every step and report shares; finding a baseline is ./find.ts, reading its
 * findings ./read.ts, matching them ./match.ts.
 */
import type { Finding, Severity } from '../service/finding.js'

export type { BaselineTarget } from '../config/target.js'

/**
 * The prefix of a marker: the `external_id` of a check run that a run making a full scan leaves
 * on the commit it scanned, followed by the scan's id. Only a pointer: anyone who can write check
 * runs can leave one, so the scan it names is read from the service and checked like any other.
 */
const MARKER_PREFIX = 'security-scan:full:'

/** A check run's external_id that marks a full scan of its commit. */
export function markerOf(scanId: string): string {
  return `${MARKER_PREFIX}${scanId}`
}

/** The scan id a marker names, or undefined when `externalId` is no marker. */
export function scanIdOfMarker(externalId: string | null | undefined): string | undefined {
  if (typeof externalId !== 'string' || !externalId.startsWith(MARKER_PREFIX)) return undefined
  const id = externalId.slice(MARKER_PREFIX.length)
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : undefined
}

/** The GitHub App a check run is written as: the one whose installation token wrote it. */
export interface CheckRunApp {
  id: number
  slug: string
}

/** Where markers and ancestry are read: GitHub's API on the action, git on the command line. */
export interface CommitHistory {
  /** Says where it reads, for messages: "GitHub's compare API", "git in /builds/acme/webapp". */
  readonly via: string
  /**
   * The scan ids the markers on `commit` name (./baseline.ts scanIdOfMarker), newest first; only
   * those `from` left when given. Absent where there are no markers to read (git): the service's
   * list is then the only way.
   */
  listMarkers?(commit: string, from?: CheckRunApp): Promise<MarkerList>
  /**
   * Up to `count` first-parent ancestors of `commit`, nearest first, `commit` left out, and
   * whether they end at the root (AncestorList).
   */
  listAncestors?(commit: string, count: number): Promise<AncestorList>
  /** Whether `commit` is `head` or one of its ancestors; or why that cannot be told. */
  isAncestor(commit: string, head: string): Promise<Ancestry>
}

/** A commit's nearest first-parent ancestors as one read of the history shows them. */
export interface AncestorList {
  /** Nearest first, the commit itself left out. */
  ancestors: string[]
  /**
   * The last of them (or the commit, when none) was read and has no parent: the history was read
   * to its start. False when the read stopped short (its page ended, `count` was reached), as a
   * short list alone is no proof that nothing came before (issue 39).
   */
  rootReached: boolean
}

/** The markers one read of a commit's check runs found, and the check runs it left unread. */
export interface MarkerList {
  /** The scan ids they name, newest first, each once. */
  scanIds: string[]
  /** Check runs of the commit past the one page read: markers among them are not known. */
  unlisted: number
}

/** 'yes': on the branch; 'no': not; `unknown`: cannot tell (a shallow clone, a 404, an error). */
export type Ancestry = 'yes' | 'no' | { unknown: string }

/** The scan a baseline is. */
export interface BaselineRef {
  scanId: string
  /** The whole commit the scan's name carries, on the target branch. */
  commit: string
  /** The target branch. */
  branch: string
  /** The scan's created_at, when the service gives one. */
  createdAt?: string | undefined
  /** How old the scan was when this run compared with it (from createdAt), for the reports. */
  ageMs?: number | undefined
  /** How it was found: a marker on the branch's history, or the service's list of scans. */
  via: 'marker' | 'list'
  /**
   * The branch's previous full scan, told against a full scan of the branch (issue 39): what it
   * lacks is new since `commit`, not introduced by a change.
   */
  previousFullScan?: true | undefined
}

/**
 * What a run with gate: new found of its baseline: the scan and its findings at the severities
 * the gate judges; or the one line saying why there is none, and how to get one (the gate then
 * counts every finding), `empty` when the look was complete and met nothing (find.ts); or, for the
 * default branch's first full scan (issue 39, point 2), that it starts the record: nothing is new.
 */
export type BaselinePart =
  | {
      found: true
      ref: BaselineRef
      /** The baseline's findings at the severities compared (at or above the threshold). */
      findings: Finding[]
      /** The severities whose findings were read, most severe first. */
      compared: Severity[]
      /** Findings past the page cap were left unread: they count as unmatched. */
      capped: boolean
    }
  | { found: false; problem: string; empty?: true | undefined }
  | { found: false; problem?: undefined; startsRecord: { branch: string } }
  /**
   * A sweep reports again a completed scan an earlier run bought and judged (nothing pushed
   * since): no new full scan, so nothing in it is new tonight.
   */
  | { found: false; problem?: undefined; reportedAgain: { branch: string; scanId: string } }

/** What every report says of the baseline (RunOutcome.baseline), when gate is new. */
export interface BaselineReport {
  /** The baseline found; undefined when there was none (`problem` says why). */
  ref?: BaselineRef | undefined
  /** Why the gate counts every finding: no baseline, or one that could not be used. */
  problem?: string | undefined
  /** The severities compared, most severe first; findings of other severities are not told. */
  compared: readonly Severity[]
  /**
   * Each finding of this run that was compared (at `compared`, not covered by the policy): new or
   * existing. Keyed by the finding objects read. Empty when `problem` is set.
   */
  states: ReadonlyMap<Finding, 'new' | 'existing'>
  /** The baseline's findings this run no longer has (at `compared`), for the reports' counts. */
  fixed: readonly Finding[]
  /** How many findings this run introduced, had before, and no longer has, at `compared`. */
  counts: { new: number; existing: number; fixed: number }
  /**
   * The default branch's first full scan (issue 39): it starts the record, nothing in it is new;
   * `recorded` is how many findings its counts hold. No `ref` or `problem` then.
   */
  startsRecord?: { branch: string; recorded: number } | undefined
  /**
   * A sweep's repository reported again from the scan an earlier run judged: nothing in it is new
   * in this run; `recorded` is how many findings its counts hold. No `ref` or `problem` then.
   */
  reportedAgain?: { branch: string; scanId: string; recorded: number } | undefined
}

/**
 * What a report says of one finding: 'new' (introduced here), 'existing' (on the target branch
 * already), or undefined when it was not compared (no baseline, a severity not compared, or a
 * finding the policy covers).
 */
export function baselineStateOf(
  report: BaselineReport | undefined,
  finding: Finding,
): 'new' | 'existing' | undefined {
  return report?.states.get(finding)
}
