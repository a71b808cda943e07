/**
 * What the merge's summary leads with under gate: new (issue 39, point 3): the findings new
 * tonight, by repository, each linked to its page and its code; then what was fixed; then the
 * standing backlog by severity. Everything comes from the shards' report files, read as untrusted
 * input: names, titles and paths are escaped, links checked, commits shown as hex only.
 */
import { escapeMarkdown, safeLink, truncate } from '../../common/escape.js'
import { plural } from '../../common/words.js'
import { COMMIT_SHA } from '../../config/event-target.js'
import type { ChangedFinding, SweepReportFile } from '../../report/formats/report-file-sweep.js'
import {
  codeAtOf,
  FINDING_TABLE_HEADER,
  renderFindingRow,
  SEVERITY_LABELS,
} from '../../report/finding-row.js'
import { SEVERITIES } from '../../service/finding.js'
import { judgedEntries } from './series.js'
import type { MergedSweep } from './merge.js'
import { boundedLines } from '../summary.js'

type Entry = SweepReportFile['repositories'][number]

/** Rows a repository shows before the rest of its findings are counted. */
const ROWS_PER_REPOSITORY = 20
/** Room for the line that counts the repositories not shown. */
const MORE_RESERVE_BYTES = 256

/**
 * The new findings, then the fixed ones, within `room` bytes: the new take up to two thirds,
 * the fixed what is left.
 */
export function renderChanges(merged: Pick<MergedSweep, 'reports'>, room: number): string[] {
  const entries = [...judgedEntries(merged)]
  const fresh = renderChanged(entries, 'new', (room * 2) / 3)
  const used = fresh.reduce((sum, line) => sum + Buffer.byteLength(line, 'utf8') + 1, 0)
  return [...fresh, ...renderChanged(entries, 'fixed', room - used)]
}

function renderChanged(entries: readonly Entry[], kind: 'new' | 'fixed', room: number): string[] {
  const changed = entries.filter((e) => (e[kind]?.length ?? 0) > 0)
  const total = changed.reduce((sum, e) => sum + (e[kind]?.length ?? 0), 0)
  const head =
    kind === 'new'
      ? ['', '### 🆕 New tonight', '', describeNew(entries, total, changed.length)]
      : [
          '',
          '### ✅ Fixed since the previous full scans',
          '',
          describeFixed(total, changed.length, entries.filter((e) => e.fixed !== undefined).length),
        ]
  const out = boundedLines(head, room, MORE_RESERVE_BYTES)
  let shown = 0
  for (const entry of changed) {
    const block = renderRepository(entry, kind)
    const taken = block.every((line) => out.push(line))
    if (!taken) break
    shown += 1
  }
  if (shown < changed.length) {
    const rest = changed.slice(shown).reduce((sum, e) => sum + (e[kind]?.length ?? 0), 0)
    out.lines.push(
      '',
      `… and ${plural(rest, `more ${kind} finding`)} in ${plural(changed.length - shown, 'more repository', 'more repositories')}: see the report file (\`${kind}\` of each repository)`,
    )
  }
  return out.lines
}

function describeNew(entries: readonly Entry[], total: number, repositories: number): string {
  // Only a repository told against its previous full scan lists what is new (even nothing).
  const told = entries.filter((e) => e.new !== undefined).length
  const count = (test: (b: NonNullable<Entry['report']['baseline']>) => boolean) =>
    entries.filter((e) => e.report.baseline !== undefined && test(e.report.baseline)).length
  const again = count((b) => b.reportedAgain === true)
  const first = count((b) => b.startsRecord === true)
  const lost = count((b) => b.problem !== undefined)
  const lines = [
    total > 0
      ? `**${plural(total, 'new finding')}** in ${plural(repositories, 'repository', 'repositories')}, each new since its repository's previous full scan.`
      : told + again + first > 0
        ? 'Nothing new tonight.'
        : 'No repository was told against a previous full scan tonight: nothing can be said to be new.',
  ]
  if (again > 0) {
    lines.push(
      `${plural(again, 'repository', 'repositories')} had nothing pushed since the scan an earlier run judged: nothing in ${again === 1 ? 'it' : 'them'} is new.`,
    )
  }
  if (first > 0) {
    lines.push(
      `${plural(first, 'repository', 'repositories')} had ${first === 1 ? 'its' : 'their'} first full scan tonight, which starts the record: nothing in it is new.`,
    )
  }
  if (lost > 0) {
    lines.push(
      `${plural(lost, 'repository', 'repositories')} had no previous full scan to tell against: every finding of theirs counted (see why under Breaching).`,
    )
  }
  const withoutNew = entries.length - told - again - first - lost
  if (withoutNew > 0) {
    lines.push(
      `${plural(withoutNew, 'repository was', 'repositories were')} judged without gate: new (give it to the shards too).`,
    )
  }
  return lines.join(' ')
}

function describeFixed(total: number, repositories: number, told: number): string {
  if (told === 0) return 'Nothing to tell: no repository was told against a previous full scan.'
  return total === 0
    ? 'Nothing fixed since the previous full scans.'
    : `**${plural(total, 'finding')} fixed** in ${plural(repositories, 'repository', 'repositories')}: in the previous full scan, no longer in tonight's.`
}

/**
 * "#### acme/api · 2 new since `abc1234`" and its findings' rows: a new finding's code at the
 * commit scanned tonight, a fixed one's at the previous scan's commit.
 */
function renderRepository(entry: Entry, kind: 'new' | 'fixed'): string[] {
  const findings: readonly ChangedFinding[] = entry[kind] ?? []
  const page = safeLink(entry.report.target.repoUrl)
  const name = escapeMarkdown(truncate(entry.repository, 200))
  const previous = entry.report.baseline?.commit
  const since = previous === undefined ? '' : ` since ${renderCommit(page, previous)}`
  const code = codeAtOf({
    codePage: page,
    headSha: kind === 'new' ? (entry.commitSha ?? entry.report.target.headSha) : previous,
  })
  const rows = findings.slice(0, ROWS_PER_REPOSITORY).map((f) => renderFindingRow(f, { code }))
  const more = findings.length - rows.length
  return [
    '',
    `#### ${page === undefined ? name : `[${name}](${page})`} · ${findings.length} ${kind}${since}`,
    '',
    ...FINDING_TABLE_HEADER,
    ...rows,
    ...(more > 0 ? ['', `… and ${more} more: see the report file`] : []),
  ]
}

/** "`abc1234`", linked to the commit on the repository's page when both are well formed. */
function renderCommit(page: string | undefined, commit: string): string {
  const short = `\`${commit.slice(0, 7).replace(/[^0-9a-f]/gi, '')}\``
  const link =
    page === undefined || !COMMIT_SHA.test(commit)
      ? undefined
      : safeLink(`${page}/commit/${commit}`)
  return link === undefined ? short : `[${short}](${link})`
}

/**
 * The findings of every repository judged tonight, new and existing, by severity, and how many
 * repositories hold one: what the organization carries.
 */
export function renderBacklog(merged: Pick<MergedSweep, 'reports' | 'counts'>): string[] {
  const entries = [...judgedEntries(merged)]
  const rows = SEVERITIES.map((severity) => {
    let findings = 0
    let holding = 0
    for (const entry of entries) {
      const n = entry.report.counts?.[severity] ?? 0
      findings += n
      if (n > 0) holding += 1
    }
    return `| ${SEVERITY_LABELS[severity]} | ${findings} | ${holding} |`
  })
  return [
    '',
    '### Standing backlog',
    '',
    `The findings of the ${plural(merged.counts.judged, 'repository', 'repositories')} judged tonight, new and existing, by severity.`,
    '',
    '| Severity | Findings | Repositories |',
    '| --- | ---: | ---: |',
    ...rows,
  ]
}
