/**
 * docs/sweep.md's plan → shards → merge workflow, as pasted, for three nights of an organization
 * (issue 39, done when e), through dist/sweep.js: each night a run of its own, every repository on
 * a new commit, the merged report kept in the repository's Actions cache from night to night. The
 * first night starts each repository's record and the series; the second, nothing new, passes and
 * draws two nights; on the third one repository gains a critical: the merge fails and its summary
 * names the repository and the finding, the chart three nights. Needs dist/ built with the
 * sweep's gate input and the merge's series (issue 39).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { sweepReportFileSchema } from '../../src/report/formats/report-file-sweep.js'
import type { FindingSeed } from '../../testkit/emulator/index.js'
import { tableRows } from '../support/markdown.js'
import { commandLines, describeE2e, SQLI, XSS, type E2eEnv } from './env.js'
import {
  addKeys,
  MATRIX_WORKFLOW,
  matrixContextOf,
  OWNER,
  setUpOrganization,
} from './sweep-organization.js'
import {
  runWorkflow,
  scheduled,
  startRun,
  type CacheStore,
  type JobRun,
  useRuns,
} from './workflow.js'

const runs = useRuns()

/** One night: every repository pushed to, at the night's commit, finding what `findings` say. */
async function runNight(
  env: E2eEnv,
  night: { caches: CacheStore; keys: string; commit: string },
  findings: Record<string, FindingSeed[]>,
): Promise<{ jobs: string[]; merge: JobRun | undefined }> {
  env.emu.plan.repositories = Object.fromEntries(
    env.github.repositories.map(({ owner, name }) => {
      const fullName = `${owner}/${name}`
      return [fullName, { scan: { findings: findings[fullName] ?? [XSS] } }]
    }),
  )
  const pushedAt = new Date().toISOString()
  env.github.repositories = env.github.repositories.map((r) => ({ ...r, pushedAt }))
  const run = startRun({ caches: night.caches })
  runs.push(run)
  const trigger = { ...scheduled(MATRIX_WORKFLOW, `${OWNER}/security`), sha: night.commit }
  const ends = await runWorkflow({ ...matrixContextOf(env, run, night.keys), trigger })
  return {
    jobs: ends.map((end) => `${end.job} ${end.result}`),
    merge: ends.find((end) => end.job === 'merge')?.run,
  }
}

function seriesOf(merge: JobRun | undefined) {
  const text = readFileSync(join(merge?.workspace ?? '', 'sweep.json'), 'utf8')
  return sweepReportFileSchema.parse(JSON.parse(text))
}

describeE2e("docs/sweep.md's nightly matrix, night after night", (env) => {
  it('starts the record, passes what was there, and fails the night a repository gains a critical, the nights drawn', async () => {
    const names = setUpOrganization(env, 4).map((name) => `${OWNER}/${name}`)
    env.emu.plan.scan = { statuses: ['queued', 'completed'], durationMs: 300 }
    const keys = addKeys(env)
    // The repository's caches outlive its runs.
    const caches: CacheStore = new Map()
    const nightOf = (digit: string) => ({ caches, keys, commit: digit.repeat(40) })

    const first = await runNight(env, nightOf('1'), {})
    expect(first.jobs).not.toContainEqual(expect.stringMatching(/ failure$/))
    const firstSummary = first.merge?.sweep?.summary ?? ''
    expect(firstSummary).toContain(
      'A new series starts tonight (no previous report at sweep.json).',
    )
    expect(firstSummary).toContain('Nothing new tonight.')
    // But the harness's fast polls, no warning: a missing previous report is the first night.
    const warnings = commandLines(first.merge?.sweep?.stdout ?? '', 'warning')
    expect(warnings.filter((line) => !line.includes('poll-interval'))).toEqual([])

    const second = await runNight(env, nightOf('2'), {})
    expect(second.jobs).not.toContainEqual(expect.stringMatching(/ failure$/))
    const secondSummary = second.merge?.sweep?.summary ?? ''
    expect(secondSummary).toContain('Nothing new tonight.')
    expect(secondSummary).not.toContain('new series')
    expect(tableRows(secondSummary, '| Night (UTC) |')).toHaveLength(2)

    const gaining = names[1] ?? ''
    const third = await runNight(env, nightOf('3'), { [gaining]: [XSS, SQLI] })
    expect(third.jobs).toContainEqual('merge failure')
    expect(third.merge?.sweep?.outputs).toMatchObject({
      result: 'failed',
      'repositories-breaching': '1',
    })
    const summary = third.merge?.sweep?.summary ?? ''
    const fresh = summary.slice(summary.indexOf('### 🆕'), summary.indexOf('### ✅'))
    expect(fresh).toContain('**1 new finding** in 1 repository')
    expect(fresh).toContain(`#### [${gaining}](`)
    expect(fresh).toContain('SQL injection in order search')
    expect(summary).toContain('### The last 3 nights')
    expect(summary).toContain('```mermaid')
    const report = seriesOf(third.merge)
    expect(report.series?.nights.map((n) => [n.judged, n.counts.critical, n.new])).toEqual([
      [4, 0, 0],
      [4, 0, 0],
      [4, 1, 1],
    ])
    const routed = report.repositories.find((r) => r.repository === gaining)
    expect(routed?.new?.map((f) => [f.severity, f.title])).toEqual([
      ['critical', 'SQL injection in order search'],
    ])
    expect(caches.size).toBe(3)
  })
})
