/**
 * Every line that says why a change has no baseline, and how to get one (issue 28). The gate then
 * counts every finding. The docs' Troubleshooting quotes these word for word: change them there
 * too. Text from the service or GitHub reaches them as data, already made one safe line.
 */

/** The first 7 digits of a commit, as people read one. */
export function shortCommit(commit: string): string {
  return commit.slice(0, 7)
}

const RUN_A_FULL_SCAN = (branch: string) =>
  `run a full scan of ${branch} (a push or scheduled run) to make one`

/**
 * A problem line, with what the markers read came to when some led nowhere: whatever else is said
 * first, markers that were there are never left out as if there were none.
 */
export function withMarkers(problem: string, branch: string, markers: MarkersRead): string {
  if (!ledNowhere(markers)) return problem
  return `${problem}; and ${describeMarkersRead(branch, markers)}`
}

/** Whether markers were there and led nowhere, or may have been among what was not read. */
function ledNowhere({ passedOver, unread, unlisted }: MarkersRead): boolean {
  return passedOver > 0 || unread > 0 || unlisted > 0
}

/** What the markers on the target branch's newest commits came to. */
export interface MarkersRead {
  /** Commits whose markers were listed: the head, then its nearest ancestors. */
  commits: number
  /** Markers read that named a scan that is no baseline of the branch, or could not be read. */
  passedOver: number
  /** Markers listed and not read: a run reads a few at most. */
  unread: number
  /** Check runs past the one page of each commit read: whether they hold markers is not known. */
  unlisted: number
  /** The app whose markers alone were listed (the token's own); undefined: anyone's. */
  from?: string | undefined
  /**
   * A full scan's own commit (issue 39): the commits read are those before it, never it; undefined
   * where the head was read first.
   */
  below?: string | undefined
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

/** "main's head", "main's 6 newest commits", "the 5 commits of main before abc1234". */
function markedWhere(branch: string, { commits, below }: MarkersRead): string {
  if (below !== undefined) {
    const which = commits === 1 ? 'the commit' : `the ${commits} commits`
    return `${which} of ${branch} before ${shortCommit(below)}`
  }
  return commits === 1 ? `${branch}'s head` : `${branch}'s ${commits} newest commits`
}

/**
 * Markers that led nowhere, said as they were: how many were read and passed over, how many were
 * left unread; and, where anyone could have left them (GITHUB_TOKEN's app), how to read only the
 * gate's own.
 */
function describeMarkersRead(branch: string, markers: MarkersRead): string {
  const { passedOver, unread, unlisted } = markers
  const where = markedWhere(branch, markers)
  const read =
    passedOver > 0
      ? `${passedOver} ${plural(passedOver, 'marker', 'markers')} on ${where} named ${plural(passedOver, 'a scan that does', 'scans that do')} not qualify`
      : `no marker among the check runs read on ${where}`
  const left = [
    unread > 0 ? `${unread} more not read: a run reads a few at most` : undefined,
    unlisted > 0 ? `${unlisted} check runs past the first 100 of a commit not read` : undefined,
  ].filter((part) => part !== undefined)
  const advice =
    markers.from === undefined
      ? "; any workflow with checks: write can leave a marker: give the gate a GitHub App's token that can write its check run, to read only that app's markers"
      : ''
  return `${read}${left.length > 0 ? ` (${left.join('; ')})` : ''}${advice}`
}

export const BASELINE_PROBLEMS = {
  /** No GitHub API on the action (no token), no git clone on the command line. */
  noHistory: (branch: string) =>
    `No baseline for ${branch}: nothing here can show which commits are on ${branch}; give the action a github-token, or run the command line in a git clone of the repository`,

  /**
   * Markers and the list were read, and no completed full scan of the branch was among them. "No
   * marker" only when none was listed: markers that led nowhere are said as such.
   */
  nothingFound: (branch: string, markers: MarkersRead, listedScans: number) => {
    const { commits, from, below } = markers
    const noMarker = from === undefined ? 'no marker' : `no marker of the app ${from}`
    const unmarked =
      below === undefined
        ? `${noMarker} on its ${commits} newest ${plural(commits, 'commit', 'commits')}`
        : `${noMarker} on ${markedWhere(branch, markers)}`
    const listed = `none among the service's ${listedScans} newest completed scans`
    // A full scan that finds none is itself what the branch's next full scan is told against.
    const advice =
      below === undefined
        ? RUN_A_FULL_SCAN(branch)
        : `this scan is what the next full scan of ${branch} is told against`
    if (ledNowhere(markers)) {
      return `No baseline for ${branch}: no completed full scan of ${branch} was found (${listed}), and ${describeMarkersRead(branch, markers)}; ${advice}`
    }
    const looked = commits > 0 ? `${unmarked}, ${listed}` : listed
    return `No baseline for ${branch}: no completed full scan of ${branch} was found (${looked}); ${advice}`
  },

  /** Scans named for the branch were found, but their commits are not on it (another branch's). */
  notOnBranch: (branch: string, scanId: string, commit: string, count: number) =>
    `No baseline for ${branch}: ${count === 1 ? 'the full scan' : `the ${count} full scans`} named for ${branch} (the newest: scan ${scanId} at ${shortCommit(commit)}) ${count === 1 ? 'is' : 'are'} of commits not on ${branch}; ${RUN_A_FULL_SCAN(branch)}`,

  /**
   * A full scan of the branch at an ancestor, not shown by the service's records to be earlier
   * than the scan judged: it is not taken for the previous full scan (issue 39).
   */
  notEarlier: (branch: string, scanId: string, commit: string, why: string) =>
    `No baseline for ${branch}: scan ${scanId} (at ${shortCommit(commit)}) is not shown to be an earlier full scan of ${branch}: ${why}; every finding is counted until the next full scan of ${branch}`,

  /** The history could not tell (a shallow clone: `why` says to fetch deeper; a GitHub error). */
  cannotTell: (branch: string, scanId: string, commit: string, why: string) =>
    `No baseline for ${branch}: could not show that scan ${scanId} (at ${shortCommit(commit)}) is of a commit on ${branch}: ${why}`,

  /** Nothing found, and some look failed; each failure says what to do. */
  lookFailed: (branch: string, failures: readonly string[]) =>
    `No baseline for ${branch}: none found, and ${failures.join('; and ')}`,

  /** The baseline's findings could not all be read: a read kept failing, or the list misbehaved. */
  readFailed: (branch: string, scanId: string, why: string) =>
    `No baseline for ${branch}: the findings of its baseline, scan ${scanId}, could not be read (${why}); re-run the job later`,

  /** The findings read are not those the baseline's findings_summary counts. */
  countsDisagree: (branch: string, scanId: string, differences: string) =>
    `No baseline for ${branch}: the findings read of its baseline, scan ${scanId}, do not match the scan's findings_summary (${differences}); re-run the job later, or run a new full scan of ${branch}`,
} as const

/** What a look that failed says, with what to do; see BASELINE_PROBLEMS.lookFailed. */
export const LOOK_FAILURES = {
  markers: (commit: string, via: string, why: string) =>
    `the markers on ${shortCommit(commit)} could not be read through ${via} (${why}); ${/\b403\b/.test(why) ? 'give the workflow checks: read' : 're-run the job later'}`,
  ancestors: (commit: string, via: string, why: string) =>
    `the commits before ${shortCommit(commit)} could not be read through ${via} (${why}); re-run the job later`,
  list: (why: string) =>
    `the service's list of scans could not be read (${why}); re-run the job later`,
} as const
