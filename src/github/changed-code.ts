/**
 * annotate: changed-files | changed-lines — which findings sit where a pull request changed code.
 * Only annotations are limited (and, later, the PR comment's list); the gate counts every finding.
 */
import type { ChangedFile } from './api.js'
import { repoRelativePath, type Finding } from '../service/finding.js'

export const ANNOTATE_MODES = ['all', 'changed-files', 'changed-lines'] as const
export type AnnotateMode = (typeof ANNOTATE_MODES)[number]

/** A patch larger than this is not read for lines: its file counts as changed throughout. */
const MAX_PATCH_CHARS = 1_000_000

/**
 * The lines of the new file a unified diff adds or changes (`+` lines of each hunk), or undefined
 * when the patch cannot be read (then the whole file counts as changed).
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

export interface ChangedCode {
  /** Path → changed lines, or 'all' when the patch does not say which. */
  files: Map<string, Set<number> | 'all'>
}

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

/** True when the finding sits in a changed file (and, per mode, on a changed line). */
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
