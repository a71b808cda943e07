/**
 * What the job summary and the PR comment say of the baseline (gate: new): the existing findings
 * folded in a `<details>` block that counts them and names the scan they were told against, or the
 * one line saying why there was no baseline (the gate then counted every finding).
 */
import type { RunOutcome } from '../outcome/outcome.js'
import type { Finding } from '../service/finding.js'
import { plural } from '../common/words.js'
import { baselineLine, describeExisting, type ComparedBaseline } from './baseline-words.js'
import { FINDING_TABLE_HEADER } from './finding-row.js'
import { PROBLEM_MAX_CHARS } from './limits.js'
import type { Escape } from './policy-words.js'
import { truncate } from '../common/escape.js'

/** What a section may still take, in UTF-8 bytes. */
export interface Room {
  bytes: number
}

/** Room kept for the line that counts the existing findings not shown. */
const MORE_EXISTING_RESERVE_BYTES = 256

/**
 * "**Baseline:** <why there was none>", when gate: new counted every finding, or that the default
 * branch's first full scan starts the record; else nothing.
 */
export function renderBaselineProblem(
  outcome: Pick<RunOutcome, 'baseline'>,
  escape: Escape,
): string[] {
  const line = baselineLine(outcome)
  if (line === undefined) return []
  return [`**Baseline:** ${escape(truncate(line, PROBLEM_MAX_CHARS))}`, '']
}

/** The existing findings' fold: what it takes around its rows, and the block with given rows. */
export interface FoldedPlan {
  /** UTF-8 bytes of the block but its rows, with room for the line counting those not shown. */
  bytes: number
  render(rows: readonly string[]): string[]
}

/**
 * The `<details>` block of the existing findings, or undefined when there are none. Its summary is
 * the line that counts them: "14 existing findings were on main at abc1234, …; not introduced
 * here". `more` says where the ones not shown are.
 */
export function planFolded(
  baseline: ComparedBaseline,
  existing: readonly Finding[],
  escape: Escape,
  more = 'see the dashboard / SARIF',
): FoldedPlan | undefined {
  const count = Math.max(baseline.counts.existing, existing.length)
  if (count === 0) return undefined
  const open = ['<details>', `<summary>${describeExisting(baseline, escape)}</summary>`, '']
  const close = ['</details>', '']
  const frame = [...open, ...FINDING_TABLE_HEADER, '', ...close]
  return {
    bytes:
      frame.reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 1, 0) +
      MORE_EXISTING_RESERVE_BYTES,
    render(rows) {
      const lines = [...open]
      if (rows.length > 0) lines.push(...FINDING_TABLE_HEADER, ...rows, '')
      const hidden = count - rows.length
      if (hidden > 0) {
        const what =
          rows.length > 0
            ? `… and ${plural(hidden, 'more existing finding')}`
            : plural(hidden, 'existing finding')
        lines.push(`${what} not shown (${more})`, '')
      }
      return [...lines, ...close]
    },
  }
}
