/**
 * One search for a baseline (./find.ts): what it may still spend, what it met on the way, and what
 * that comes to when it found none: the line that says why, and whether the look was complete and
 * met nothing, which on the default branch's first full scan starts the record (issue 39).
 */
import type { StepDeps } from '../scan/step-deps.js'
import type { Deadline } from '../service/client.js'
import type { BaselineTarget, CheckRunApp, CommitHistory } from './baseline.js'
import { BASELINE_PROBLEMS, withMarkers, type MarkersRead } from './problems.js'

/** Why a scan that qualified by its record could not be taken: its commit, and what was said. */
interface Rejected {
  scanId: string
  commit: string
  why?: string | undefined
}

/** One search: what it may still spend, and what it met on the way. */
export interface Search {
  deps: StepDeps
  target: BaselineTarget
  history: CommitHistory
  request: { signal?: AbortSignal | undefined; deadline: Deadline }
  /** Scans read already (by id): each is judged once. */
  seen: Set<string>
  /** Commits known to be on the branch without asking: its head and the ancestors listed. */
  onBranch: Set<string>
  scanReads: number
  ancestryChecks: number
  notOnBranch: Rejected[]
  unknown: Rejected[]
  /** Qualified scans left unjudged: the ancestry checks were spent. */
  unchecked: number
  /** Only this app's markers are read (the token's own app): no one else can leave them. */
  markersFrom?: CheckRunApp | undefined
  /** What was looked at, for the line that says nothing was found. */
  markers: MarkersRead
  listedScans: number
  /** Looks that failed (GitHub's check runs, the service's list), each with what to do. */
  failures: string[]
  /** The scan being judged (a full scan's, issue 39): never its own baseline. */
  judged?: string | undefined
  /**
   * The judged scan's created_at (the service's record): a full scan's previous full scan was
   * created before it; unknown, none qualifies.
   */
  judgedAt?: string | undefined
  /** Full scans at an ancestor not shown to be earlier than the judged scan (createdAt). */
  notEarlier: Rejected[]
  /** Scan ids the markers read named, the judged scan's aside: a first full scan has none. */
  markersListed: number
  /** Scans of the list named for the branch, qualified or not, the judged commit's aside. */
  namedForBranch: number
  /** The head's first-parent history ran out within the ancestors read: every commit was read. */
  historyRead: boolean
  /** The service's list of completed scans ended within the pages read. */
  listEnded: boolean
}

/**
 * Whether the look was complete and met nothing (BaselineSearch's `empty`). The history read to
 * its start shows there is no marker before, but only of the app read (`markersFrom`): another
 * app's markers are unseen, so then only the service's list read to its end shows no scan.
 */
export function metNothing(search: Search): boolean {
  const { markers } = search
  const complete = search.listEnded || (search.historyRead && search.markersFrom === undefined)
  return (
    search.failures.length === 0 &&
    search.markersListed === 0 &&
    markers.passedOver + markers.unread + markers.unlisted === 0 &&
    search.namedForBranch === 0 &&
    search.notOnBranch.length +
      search.unknown.length +
      search.unchecked +
      search.notEarlier.length ===
      0 &&
    complete
  )
}

/**
 * Whether a full scan created at `createdAt` is earlier than the judged one, by the service's
 * records; why not, when it is not shown to be.
 */
export function describeNotEarlier(
  createdAt: string | null | undefined,
  judgedAt: string | undefined,
): string | undefined {
  const at = Date.parse(createdAt ?? '')
  const judged = Date.parse(judgedAt ?? '')
  if (Number.isNaN(judged)) return "the judged scan's created_at is missing or unreadable"
  if (Number.isNaN(at)) return 'its created_at is missing or unreadable'
  return at < judged ? undefined : 'it was not created before the judged scan'
}

/** The one line that says why no scan was taken: the most useful thing to do first. */
export function describeNoBaseline(search: Search): string {
  const { target, markers } = search
  const { branch } = target
  const said = (problem: string) => withMarkers(problem, branch, markers)
  const [unknown] = search.unknown
  const [newest] = search.notOnBranch
  const [later] = search.notEarlier
  if (unknown !== undefined) {
    return said(
      BASELINE_PROBLEMS.cannotTell(branch, unknown.scanId, unknown.commit, unknown.why ?? ''),
    )
  }
  if (newest !== undefined) {
    const count = search.notOnBranch.length + search.unchecked
    return said(BASELINE_PROBLEMS.notOnBranch(branch, newest.scanId, newest.commit, count))
  }
  if (later !== undefined) {
    return said(BASELINE_PROBLEMS.notEarlier(branch, later.scanId, later.commit, later.why ?? ''))
  }
  if (search.failures.length > 0) return said(BASELINE_PROBLEMS.lookFailed(branch, search.failures))
  return BASELINE_PROBLEMS.nothingFound(branch, markers, search.listedScans)
}
