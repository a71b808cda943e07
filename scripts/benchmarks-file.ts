/**
 * BENCHMARKS.md is written by the scripts that measure (`npm run soak`, `npm run bench`): each
 * owns one section, between markers, and replaces only that section. The statistics they share
 * live here too.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const BENCHMARKS_FILE = join(dirname(fileURLToPath(import.meta.url)), '..', 'BENCHMARKS.md')

const HEADER = `# Benchmarks

Figures measured by the project's own scripts, with the command that produced them and the machine
it ran on. Speed and load targets live here, never in timed unit tests. Each section is rewritten by
its script; edit the scripts, not the figures.
`

/** Replaces (or appends) the section titled `title`, keeping every other section as it is. */
export function recordSection(title: string, body: string, file = BENCHMARKS_FILE): void {
  const start = `<!-- section: ${title} -->`
  const end = `<!-- end: ${title} -->`
  const block = `${start}\n\n## ${title}\n\n${body.trim()}\n\n${end}`
  const current = existsSync(file) ? readFileSync(file, 'utf8') : HEADER
  const from = current.indexOf(start)
  const to = current.indexOf(end)
  const next =
    from >= 0 && to > from
      ? current.slice(0, from) + block + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${block}\n`
  writeFileSync(file, next)
}

/** The p-th percentile (nearest rank) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}
