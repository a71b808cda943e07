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

export const BASELINE_PROBLEMS = {
  /** No GitHub API on the action (no token), no git clone on the command line. */
  noHistory: (branch: string) =>
    `No baseline for ${branch}: nothing here can show which commits are on ${branch}; give the action a github-token, or run the command line in a git clone of the repository`,

  /** Markers and the list were read, and no completed full scan of the branch was among them. */
  nothingFound: (branch: string, markedCommits: number, listedScans: number) => {
    const looked = [
      markedCommits > 0
        ? `no marker on its ${markedCommits} newest ${markedCommits === 1 ? 'commit' : 'commits'}`
        : undefined,
      `none among the service's ${listedScans} newest completed scans`,
    ].filter((part) => part !== undefined)
    return `No baseline for ${branch}: no completed full scan of ${branch} was found (${looked.join(', ')}); ${RUN_A_FULL_SCAN(branch)}`
  },

  /** Scans named for the branch were found, but their commits are not on it (another branch's). */
  notOnBranch: (branch: string, scanId: string, commit: string, count: number) =>
    `No baseline for ${branch}: ${count === 1 ? 'the full scan' : `the ${count} full scans`} named for ${branch} (the newest: scan ${scanId} at ${shortCommit(commit)}) ${count === 1 ? 'is' : 'are'} of commits not on ${branch}; ${RUN_A_FULL_SCAN(branch)}`,

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
