/**
 * Finding a baseline (issue 28) in bounded time, at any scale: GET /scans has no repository
 * filter, and an organization making 10,000 full scans a night buries one repository's scan far
 * down the list. So the markers that full scans leave on their commits are read first (the target
 * branch's head, then its nearest first-parent ancestors: a request or two of GitHub's API), and
 * a couple of pages of the service's list are the fallback. A marker is only a pointer: every
 * scan, however found, is read from the service and must meet every condition of
 * qualifyAsBaseline, and its commit must be shown to be on the branch.
 */
import { sanitizeForLog } from '../common/escape.js'
import type { StepDeps } from '../scan/step-deps.js'
import type { Deadline } from '../service/client.js'
import { explain } from '../service/errors.js'
import type { SeverityCounts } from '../service/finding.js'
import { MAX_PAGE_SIZE } from '../service/limits.js'
import { walkPages } from '../service/paginate.js'
import type { Scan } from '../service/schemas.js'
import type { BaselineRef, BaselineTarget, CheckRunApp, CommitHistory } from './baseline.js'
import { LOOK_FAILURES, shortCommit } from './problems.js'
import { commitOfScanName, qualifyAsBaseline, type Qualified } from './qualify.js'
import { describeNoBaseline, describeNotEarlier, metNothing, type Search } from './search.js'

/**
 * Scans named by markers read from the service at most: a marker anyone can write costs little.
 * @internal
 */
export const MARKER_SCAN_READS = 3
/** The target branch's nearest first-parent ancestors whose markers are read, after its head. */
const MARKER_ANCESTORS = 5
/**
 * Pages of 100 of GET /scans (completed, newest first) read when no marker leads to a baseline.
 * @internal
 */
export const LIST_PAGES = 2
/**
 * Scans whose commit is asked about (GitHub's compare, git) at most.
 * @internal
 */
export const ANCESTRY_CHECKS = 3

/** A baseline scan found: what it is, and the counts its findings are checked against. */
export interface FoundBaseline {
  ref: BaselineRef
  counts: SeverityCounts
}

/**
 * `empty`: the look was complete and met nothing (issue 39, point 2): no error, no marker at all on
 * the commits read, none left unread, no scan named for the branch in the service's list, and
 * either the branch's history or the service's list read to its end.
 */
export type BaselineSearch =
  | { found: true; baseline: FoundBaseline }
  | { found: false; problem: string; empty?: true | undefined }

/**
 * The newest baseline of `target`: through markers when `history` reads them, else (or when none
 * leads to one) through the service's list. Never throws but on cancellation: whatever fails is
 * the line that says why there is no baseline.
 */
export async function findBaseline(
  deps: StepDeps,
  target: BaselineTarget,
  history: CommitHistory,
  {
    deadline,
    markersFrom,
    judged,
    judgedAt,
  }: {
    deadline: Deadline
    markersFrom?: CheckRunApp | undefined
    /** The scan being judged, when it may be among the candidates (a full scan's re-run). */
    judged?: string | undefined
    /** Its created_at: a full scan's previous full scan was created before it. */
    judgedAt?: string | undefined
  },
): Promise<BaselineSearch> {
  const search: Search = {
    deps,
    target,
    history,
    markersFrom,
    request: { signal: deps.signal, deadline },
    seen: new Set(),
    onBranch: new Set([target.head]),
    scanReads: 0,
    ancestryChecks: 0,
    notOnBranch: [],
    unknown: [],
    unchecked: 0,
    markers: {
      commits: 0,
      passedOver: 0,
      unread: 0,
      unlisted: 0,
      from: markersFrom?.slug,
      // A full scan's own commit is never read: its baseline is at a strict ancestor.
      below: target.fullScan === undefined ? undefined : target.head,
    },
    listedScans: 0,
    failures: [],
    judged,
    judgedAt,
    notEarlier: [],
    markersListed: 0,
    namedForBranch: 0,
    historyRead: false,
    listEnded: false,
  }
  const found = (await searchMarkers(search)) ?? (await searchList(search))
  if (found !== undefined) {
    deps.log.debug(
      `baseline: scan ${found.ref.scanId} of ${target.branch} at ${shortCommit(found.ref.commit)}, found through ${found.ref.via === 'marker' ? 'a marker' : "the service's list"}`,
    )
    return { found: true, baseline: found }
  }
  const problem = describeNoBaseline(search)
  return metNothing(search) ? { found: false, problem, empty: true } : { found: false, problem }
}

/** The markers on the head, then on its nearest ancestors, until one leads to a baseline. */
async function searchMarkers(search: Search): Promise<FoundBaseline | undefined> {
  const { history, target } = search
  const listMarkers = history.listMarkers?.bind(history)
  if (listMarkers === undefined) return undefined
  const readMarkers = async (commit: string) => {
    const listed = await tryGitHub(
      search,
      () => listMarkers(commit, search.markersFrom),
      'markers',
      commit,
    )
    if (listed === undefined) return undefined
    search.markers.commits += 1
    search.markers.unlisted += listed.unlisted
    const scanIds = listed.scanIds.filter((id) => id !== search.judged)
    search.markersListed += scanIds.length
    return scanIds
  }
  // A full scan's own commit may carry its own marker (a re-run): only its ancestors are read.
  if (target.fullScan === undefined) {
    const onHead = await readMarkers(target.head)
    if (onHead === undefined) return undefined
    const found = await followMarkers(search, onHead, target.head)
    if (found !== undefined) return found
  }
  if (history.listAncestors === undefined) return undefined
  const listAncestors = history.listAncestors.bind(history)
  const ancestors = await tryGitHub(
    search,
    () => listAncestors(target.head, MARKER_ANCESTORS),
    'ancestors',
    target.head,
  )
  const listed = ancestors?.ancestors ?? []
  for (const ancestor of listed) search.onBranch.add(ancestor.toLowerCase())
  // Only the history's own end says nothing came before: a short list may be a page that ended.
  search.historyRead = ancestors?.rootReached === true && listed.length <= MARKER_ANCESTORS
  for (const ancestor of listed.slice(0, MARKER_ANCESTORS)) {
    if (search.scanReads >= MARKER_SCAN_READS) return undefined
    const ids = await readMarkers(ancestor)
    if (ids === undefined) return undefined
    const fromAncestor = await followMarkers(search, ids, ancestor.toLowerCase())
    if (fromAncestor !== undefined) return fromAncestor
  }
  return undefined
}

/**
 * Reads the scans that markers on `marked` name, newest first, within MARKER_SCAN_READS. A marker
 * speaks only for its own commit: one naming a scan of another commit (an older one of the
 * branch, whose findings have been fixed since) is passed over, whoever left it and however new
 * it claims to be.
 */
async function followMarkers(
  search: Search,
  scanIds: readonly string[],
  marked: string,
): Promise<FoundBaseline | undefined> {
  const { deps, target } = search
  for (const [index, scanId] of scanIds.entries()) {
    if (search.seen.has(scanId)) continue
    if (search.scanReads >= MARKER_SCAN_READS) {
      search.markers.unread += scanIds.length - index
      return undefined
    }
    search.seen.add(scanId)
    search.scanReads += 1
    let scan: Scan
    try {
      scan = await deps.client.getScan(scanId, search.request)
    } catch (error) {
      if (deps.signal?.aborted) throw error
      // A marker may name a scan of another key's organization, or one since deleted.
      deps.log.debug(
        `baseline: the scan a marker names (${scanId}) was not read: ${explain(error)}`,
      )
      search.markers.passedOver += 1
      continue
    }
    const qualified = scan.id === scanId ? qualifyAsBaseline(scan, target) : undefined
    if (qualified !== undefined && qualified.commit !== marked) {
      // Not this marker's to name: the list judges it in its place among the newest, if there.
      search.seen.delete(scanId)
      search.markers.passedOver += 1
      continue
    }
    if (qualified === undefined) {
      search.markers.passedOver += 1
      deps.log.debug(
        `baseline: the scan a marker names (${scanId}) is no baseline of ${target.branch}`,
      )
      continue
    }
    const found = await judgeCommit(search, scan, qualified, 'marker')
    if (found !== undefined) return found
  }
  return undefined
}

/** Two pages of the service's completed scans, newest first, for scans of the target branch. */
async function searchList(search: Search): Promise<FoundBaseline | undefined> {
  const { deps, target } = search
  const candidates: { scan: Scan; qualified: Qualified }[] = []
  // A full scan's baseline is of a strict ancestor: a scan of its own commit is passed by.
  const ownCommit = target.fullScan === undefined ? undefined : target.head
  try {
    const end = await walkPages({
      pageSize: MAX_PAGE_SIZE,
      maxPages: LIST_PAGES,
      fetchPage: (paging) =>
        deps.client.listScans(
          { ...paging, status: 'completed', sort_by: 'created_at', sort_order: 'DESC' },
          search.request,
        ),
      takePage: (scans) => {
        let added = 0
        for (const scan of scans) {
          if (search.seen.has(scan.id)) continue
          search.seen.add(scan.id)
          added += 1
          if (scan.id === search.judged) continue
          const named = commitOfScanName(scan.name ?? '', target)
          if (named === undefined || named === ownCommit) continue
          search.namedForBranch += 1
          const qualified = qualifyAsBaseline(scan, target)
          if (qualified !== undefined) candidates.push({ scan, qualified })
        }
        search.listedScans += scans.length
        return { added, enough: candidates.length >= ANCESTRY_CHECKS }
      },
    })
    search.listEnded = end.reason === 'last-page'
  } catch (error) {
    if (deps.signal?.aborted) throw error
    search.failures.push(LOOK_FAILURES.list(sanitizeForLog(explain(error), 200)))
  }
  for (const { scan, qualified } of candidates) {
    const found = await judgeCommit(search, scan, qualified, 'list')
    if (found !== undefined) return found
    // The newest whose commit cannot be told may be the baseline: an older one is not taken.
    if (search.unknown.length > 0) return undefined
  }
  return undefined
}

/** The scan is the baseline when its commit is shown to be on the branch. */
async function judgeCommit(
  search: Search,
  scan: Scan,
  qualified: Qualified,
  via: BaselineRef['via'],
): Promise<FoundBaseline | undefined> {
  const { target, deps } = search
  const { commit } = qualified
  if (target.fullScan !== undefined) {
    // "Previous" by the service's own records, before any request is spent on its commit.
    const why = describeNotEarlier(scan.created_at, search.judgedAt)
    if (why !== undefined) {
      search.notEarlier.push({ scanId: sanitizeForLog(scan.id, 100), commit, why })
      return undefined
    }
  }
  let ancestry: Awaited<ReturnType<CommitHistory['isAncestor']>>
  if (search.onBranch.has(commit)) {
    ancestry = 'yes'
  } else if (search.ancestryChecks >= ANCESTRY_CHECKS) {
    search.unchecked += 1
    return undefined
  } else {
    search.ancestryChecks += 1
    try {
      ancestry = await search.history.isAncestor(commit, target.head)
    } catch (error) {
      if (deps.signal?.aborted) throw error
      ancestry = { unknown: `${sanitizeForLog(explain(error), 200)}; re-run the job later` }
    }
  }
  const scanId = sanitizeForLog(scan.id, 100)
  if (ancestry === 'no') {
    search.notOnBranch.push({ scanId, commit })
    return undefined
  }
  if (ancestry !== 'yes') {
    search.unknown.push({ scanId, commit, why: sanitizeForLog(ancestry.unknown, 300) })
    return undefined
  }
  const ref: BaselineRef = { scanId: scan.id, commit, branch: target.branch, via }
  if (target.fullScan !== undefined) ref.previousFullScan = true
  if (scan.created_at != null) ref.createdAt = scan.created_at
  return { ref, counts: qualified.counts }
}

/** A GitHub read whose failure is said, not thrown: the service's list is still there. */
async function tryGitHub<T>(
  search: Search,
  read: () => Promise<T>,
  what: 'markers' | 'ancestors',
  commit: string,
): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (search.deps.signal?.aborted) throw error
    const why = sanitizeForLog(explain(error), 200)
    search.failures.push(LOOK_FAILURES[what](commit, search.history.via, why))
    return undefined
  }
}
