/**
 * annotate: changed-files | changed-lines — which findings sit where a pull request changed code.
 * Only annotations are limited (and, later, the PR comment's list); the gate counts every finding.
 */
import type { AnnotateMode, Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import { explain } from '../service/errors.js'
import type { ChangedFile, GitHubConnection } from './api.js'
import { repoRelativePath, type Finding } from '../service/finding.js'

/** A patch larger than this is not read for lines: its file counts as changed throughout. */
const MAX_PATCH_CHARS = 1_000_000

/**
 * The lines of the new file a unified diff adds or changes (`+` lines of each hunk), or undefined
 * when the patch cannot be read (then the whole file counts as changed).
 * @internal
 */
export function changedLinesOf(patch: string): Set<number> | undefined {
  if (patch.length > MAX_PATCH_CHARS) return undefined
  const lines = new Set<number>()
  let next: number | undefined
  for (const line of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(line)
    if (hunk) {
      next = Number(hunk[1])
      continue
    }
    if (next === undefined) continue
    if (line.startsWith('+')) lines.add(next++)
    else if (line.startsWith(' ') || line === '') next++
    // '-' lines and '\\ No newline at end of file' do not exist in the new file.
  }
  return next === undefined ? undefined : lines
}

interface ChangedCode {
  /** Path → changed lines, or 'all' when the patch does not say which. */
  files: Map<string, Set<number> | 'all'>
}

/** @internal */
export function readChangedCode(changes: readonly ChangedFile[], mode: AnnotateMode): ChangedCode {
  const files = new Map<string, Set<number> | 'all'>()
  for (const change of changes) {
    const lines =
      mode === 'changed-lines' && change.patch !== undefined
        ? changedLinesOf(change.patch)
        : undefined
    files.set(change.path, lines ?? 'all')
  }
  return { files }
}

/**
 * True when the finding sits in a changed file (and, per mode, on a changed line).
 * @internal
 */
export function isInChangedCode(finding: Finding, code: ChangedCode): boolean {
  const path = repoRelativePath(finding)
  if (path === undefined) return false
  const lines = code.files.get(path)
  if (lines === undefined) return false
  if (lines === 'all' || finding.lineStart === undefined) return true
  const end =
    finding.lineEnd !== undefined && finding.lineEnd >= finding.lineStart
      ? finding.lineEnd
      : finding.lineStart
  // A finding over a long range is checked at most this many lines: it is big enough to be seen.
  for (let line = finding.lineStart; line <= Math.min(end, finding.lineStart + 10_000); line++) {
    if (lines.has(line)) return true
  }
  return false
}

/**
 * annotate changed-files/changed-lines: on a pull request, the findings in the code it changed,
 * and one line saying how many were left out. Undefined (annotate all) when not asked, not a PR,
 * or the PR's files cannot be listed, which the note then says.
 */
export async function limitAnnotations(
  config: Pick<Config, 'annotate'>,
  target: Pick<ScanTarget, 'prNumber'> | undefined,
  github: GitHubConnection | undefined,
  findings: readonly Finding[],
): Promise<{ findings: Finding[]; note: string } | undefined> {
  // none annotates nothing whatever the pull request changes (job/publish.ts).
  if (config.annotate === 'all' || config.annotate === 'none' || target?.prNumber === undefined) {
    return undefined
  }
  const pr = `PR #${target.prNumber}`
  const where = config.annotate === 'changed-lines' ? 'lines' : 'files'
  if (github?.api === undefined) {
    return {
      findings: [...findings],
      note: `Every finding is annotated: the files ${pr} changes cannot be listed (${github?.reason ?? 'no GitHub API'}).`,
    }
  }
  let changes
  try {
    changes = await github.api.listPullRequestChanges(target.prNumber)
  } catch (error) {
    return {
      findings: [...findings],
      note: `Every finding is annotated: the files ${pr} changes could not be listed (${explain(error)}).`,
    }
  }
  const code = readChangedCode(changes, config.annotate)
  const kept = findings.filter((finding) => isInChangedCode(finding, code))
  const left = findings.length - kept.length
  return {
    findings: kept,
    note: `Annotations are limited to the ${where} ${pr} changes: ${left} of the ${findings.length} findings read are not annotated; the gate counts every finding of the scan.`,
  }
}
