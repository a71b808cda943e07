/**
 * The "Dependencies" section of the job summary and the check run. Package names, versions,
 * lockfile paths and the feed's texts are all untrusted: each is escaped, and every list is
 * bounded so the section stays small whatever a lockfile holds.
 */
import { escapeMarkdown, truncate } from '../common/escape.js'
import {
  countHits,
  type DependencyHit,
  type DependencyReport,
  type LockfileSource,
} from '../deps/report.js'
import { plural } from '../common/words.js'

/** @internal */
export const MAX_HIT_ROWS = 50
/** @internal */
export const MAX_ERROR_ROWS = 20
const MAX_LOCKFILE_ROWS = 20
const CELL_MAX_CHARS = 200
const LOCATIONS_PER_ROW = 3

const VERDICT_LABELS: Record<DependencyHit['level'], string> = {
  malicious: '🚫 Malicious',
  suspicious: '⚠️ Suspicious',
}

function cell(text: string, max = CELL_MAX_CHARS): string {
  return escapeMarkdown(truncate(text, max))
}

function renderLocations(hit: DependencyHit): string {
  const shown = hit.locations
    .slice(0, LOCATIONS_PER_ROW)
    .map((l) => cell(l.line === undefined ? l.path : `${l.path}:${l.line}`))
  const more = hit.locations.length - shown.length
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ')
}

function renderHitRow(hit: DependencyHit): string {
  const why = [hit.summary, hit.osvId, hit.confidence && `confidence ${hit.confidence}`]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .map((part) => cell(part))
    .join(' · ')
  return `| ${VERDICT_LABELS[hit.level]} | ${cell(hit.name)} | ${cell(hit.version, 100)} | ${renderLocations(hit)} | ${why || '—'} |`
}

const SOURCE_WORDS: Record<LockfileSource, string> = {
  checkout: 'Read from the checkout',
  'pull-request-head':
    "Read at the pull request's head commit through GitHub's API, not from the checkout (on pull_request_target it is the base branch)",
}
const NAMES_PER_SOURCE = 10

/** Which lockfiles were read from where: a pull request's own may not be in the checkout. */
function renderSources(deps: DependencyReport): string[] {
  const lines: string[] = []
  for (const source of Object.keys(SOURCE_WORDS) as LockfileSource[]) {
    const paths = deps.lockfiles
      .filter((l) => (l.source ?? 'checkout') === source)
      .map((l) => l.path)
    if (paths.length === 0) continue
    const names = paths
      .slice(0, NAMES_PER_SOURCE)
      .map((path) => cell(path))
      .join(', ')
    const rest = paths.length - NAMES_PER_SOURCE
    lines.push(`${SOURCE_WORDS[source]}: ${names}${rest > 0 ? ` and ${rest} more` : ''}.`, '')
  }
  return lines
}

function more(n: number, what: string): string[] {
  return n > 0 ? [`… and ${n} more ${n === 1 ? what : `${what}s`} not shown`, ''] : []
}

/**
 * The section, at most `maxBytes` of UTF-8 whatever the lockfiles hold: hit rows are added while
 * they fit, so the findings table behind it keeps its room.
 */
export function renderDependencySection(
  deps: DependencyReport | undefined,
  maxBytes: number,
): string[] {
  if (deps === undefined) return []
  const malicious = countHits(deps, 'malicious')
  const suspicious = countHits(deps, 'suspicious')
  const lines = ['### Dependencies', '']
  lines.push(
    `**${malicious} malicious, ${suspicious} suspicious** among ${plural(deps.packagesChecked, 'package version')} in ${plural(deps.lockfiles.length, 'lockfile')} (${cell(deps.scope)}).`,
    '',
  )
  lines.push(...renderSources(deps))
  if (deps.problem !== undefined) {
    lines.push(
      `**The check is incomplete, so it cannot vouch for the dependencies:** ${cell(deps.problem, 1_000)}`,
      '',
    )
  }
  if (deps.hits.length > 0) {
    // Half the room for the rows: the lists below are short and bounded.
    let room = maxBytes / 2
    const rows: string[] = []
    for (const hit of deps.hits.slice(0, MAX_HIT_ROWS)) {
      const row = renderHitRow(hit)
      room -= Buffer.byteLength(row, 'utf8') + 1
      if (room < 0) break
      rows.push(row)
    }
    if (rows.length > 0) {
      lines.push(
        '| Verdict | Package | Version | Lockfile | Why |',
        '| --- | --- | --- | --- | --- |',
      )
      lines.push(...rows, '')
    }
    lines.push(...more(deps.hits.length - rows.length, 'package'))
  }
  const unreadable = deps.lockfiles.filter((l) => l.error !== undefined)
  if (unreadable.length > 0) {
    lines.push('Lockfiles that could not be read:', '')
    for (const l of unreadable.slice(0, MAX_LOCKFILE_ROWS)) {
      lines.push(`- ${cell(l.path)}: ${cell(l.error ?? '')}`)
    }
    lines.push('', ...more(unreadable.length - MAX_LOCKFILE_ROWS, 'lockfile'))
  }
  if (deps.errors.length > 0) {
    lines.push('The verdict endpoint could not judge these packages (not fatal):', '')
    for (const e of deps.errors.slice(0, MAX_ERROR_ROWS)) {
      const version = e.version === undefined ? '' : ` ${cell(e.version, 100)}`
      lines.push(`- ${cell(e.name)}${version}: ${cell(e.message)}`)
    }
    lines.push('', ...more(deps.errors.length - MAX_ERROR_ROWS, 'error'))
  }
  for (const note of deps.notes) lines.push(`- ${cell(note, 500)}`)
  if (deps.notes.length > 0) lines.push('')
  return lines
}
