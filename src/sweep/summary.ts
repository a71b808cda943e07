/**
 * The sweep's job summary: the gate's line, the totals, and one row per repository (branch,
 * commit, result, counts, credits, scan), filled against the runner's 1 MiB limit; what could not
 * be judged and what was skipped, each with why. Every name, branch and message is escaped: they
 * come from GitHub and the service.
 */
import { escapeMarkdown, safeLink, truncate } from '../common/escape.js'
import type { GateResult, GateVerdict } from '../gate/gate.js'
import { SUMMARY_MAX_BYTES } from '../report/summary.js'
import { countOf, SEVERITIES } from '../service/finding.js'
import type { SweepItem, SweepOutcome } from './model.js'
import { stillRunning } from './outcome.js'

const HEADINGS: Record<GateResult, string> = {
  passed: '✅ Security sweep passed',
  failed: '❌ Security sweep failed',
  warned: '⚠️ Security sweep found issues (warn-only)',
  pending: '⏳ Security sweep not finished',
  unknown: '❔ Security sweep could not judge every repository',
}

export const RESULT_WORDS: Record<GateResult, string> = {
  passed: '✅ passed',
  failed: '❌ failed',
  warned: '⚠️ warned',
  pending: '⏳ pending',
  unknown: '❔ unknown',
}

/** Room for the closing lines once the rows stop. */
const RESERVE_BYTES = 2_048

export function renderSweepSummary(
  outcome: SweepOutcome,
  { maxBytes = SUMMARY_MAX_BYTES }: { maxBytes?: number } = {},
): string {
  const { counts } = outcome
  const head = [
    ...renderSweepHeading(outcome.gate),
    '',
    '| Repositories | Judged | Breaching | Could not be judged | Skipped | Credits spent |',
    '|---:|---:|---:|---:|---:|---:|',
    `| ${counts.repositories} | ${counts.judged} | ${counts.breaching} | ${counts.failed} | ${counts.skipped} | ${outcome.creditsSpent} |`,
    '',
    `| Repository | Branch | Commit | Result | ${SEVERITIES.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`).join(' | ')} | Credits | Scan |`,
    `|---|---|---|---|${SEVERITIES.map(() => '---:').join('|')}|---:|---|`,
  ]
  const lines = [...head]
  let bytes = Buffer.byteLength(lines.join('\n'), 'utf8')
  const budget = maxBytes - RESERVE_BYTES
  const stopped = fillRows(outcome.items, renderRow, (row) => {
    const size = Buffer.byteLength(row, 'utf8') + 1
    if (bytes + size > budget * 0.7) return false
    lines.push(row)
    bytes += size
    return true
  })
  if (stopped < outcome.items.length) {
    lines.push('', `… and ${outcome.items.length - stopped} more repositories: see the report file`)
  }
  for (const [title, status] of [
    ['Could not be judged', 'failed'],
    ['Skipped', 'skipped'],
    ['Deferred to the next run', 'deferred'],
  ] as const) {
    const listed = outcome.items.filter((i) => i.status === status)
    if (listed.length === 0) continue
    lines.push('', `### ${title}`, '')
    const shown = fillRows(listed, renderWhy, (row) => {
      const size = Buffer.byteLength(row, 'utf8') + 1
      if (bytes + size > budget) return false
      lines.push(row)
      bytes += size
      return true
    })
    if (shown < listed.length) lines.push(`- … and ${listed.length - shown} more`)
  }
  const running = stillRunning(outcome).length
  if (running > 0) {
    lines.push(
      '',
      `${running} scans are still running on the service: a re-run follows them, and pays for none twice (their ids are in the scan-ids output).`,
    )
  }
  return `${lines.join('\n')}\n`
}

/** The heading by result and the gate's reason: a sweep's summary and its merge's start so. */
export function renderSweepHeading(gate: Pick<GateVerdict, 'result' | 'reason'>): string[] {
  return [`## ${HEADINGS[gate.result]}`, '', `**${escapeMarkdown(truncate(gate.reason, 1_000))}**`]
}

/** Lines that stop being taken once the next would pass the budget. */
export interface BoundedLines {
  lines: string[]
  /** Whether `line` was taken. */
  push: (line: string, budget?: number) => boolean
  /** Lines rendered to fit what room() gave them: each is taken and counted. */
  pushAll: (lines: readonly string[]) => void
  /** The budget that leaves this share of the bytes still free to what follows. */
  leaving: (share: number) => number
  /** Bytes still free, the reserve kept. */
  room: () => number
}

/** Lines against `maxBytes`, keeping `reserve` for the closing "… and N more" lines. */
export function boundedLines(
  first: readonly string[],
  maxBytes: number,
  reserve = RESERVE_BYTES,
): BoundedLines {
  const lines = [...first]
  let bytes = Buffer.byteLength(lines.join('\n'), 'utf8')
  const limit = maxBytes - reserve
  const push = (line: string, budget = limit): boolean => {
    const size = Buffer.byteLength(line, 'utf8') + 1
    if (bytes + size > budget) return false
    lines.push(line)
    bytes += size
    return true
  }
  return {
    lines,
    push,
    pushAll: (more) => {
      for (const line of more) push(line, Infinity)
    },
    leaving: (share) => bytes + (limit - bytes) * (1 - share),
    room: () => Math.max(0, limit - bytes),
  }
}

/** Pushes rows while `take` accepts them; how many it took. */
export function fillRows<T>(
  items: readonly T[],
  render: (item: T) => string,
  take: (row: string) => boolean,
): number {
  let taken = 0
  for (const item of items) {
    if (!take(render(item))) break
    taken += 1
  }
  return taken
}

function renderRow(item: SweepItem): string {
  const { outcome, repository } = item
  const link = safeLink(repository.repoUrl)
  const name = escapeMarkdown(repository.fullName)
  const commit =
    item.commitSha === undefined
      ? ''
      : `\`${item.commitSha.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``
  const result =
    item.status === 'skipped'
      ? '⏭️ skipped'
      : item.status === 'deferred'
        ? '⏳ deferred'
        : item.status === 'failed'
          ? '❔ not judged'
          : RESULT_WORDS[outcome.gate.result]
  const severities = SEVERITIES.map((s) =>
    outcome.counts === undefined ? '' : String(countOf(outcome.counts, s)),
  )
  const scan =
    outcome.scan === undefined
      ? ''
      : `${escapeMarkdown(truncate(outcome.scan.id, 64))}${outcome.scan.reused ? ' (reused)' : ''}`
  return `| ${link === undefined ? name : `[${name}](${link})`} | ${escapeMarkdown(truncate(repository.branch, 100))} | ${commit} | ${result} | ${severities.join(' | ')} | ${item.credits ?? ''} | ${scan} |`
}

function renderWhy(item: SweepItem): string {
  const why = item.outcome.problem ?? item.outcome.gate.reason
  return `- **${escapeMarkdown(item.repository.fullName)}**: ${escapeMarkdown(truncate(why, 500))}`
}
