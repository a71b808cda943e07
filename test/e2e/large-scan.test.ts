import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { expect, it } from 'vitest'
import type { Log } from 'sarif'
import { validateWithSchema } from '../report/sarif-validate.js'
import { describeE2e } from './env.js'

/** The runner drops a job summary over 1 MiB entirely. */
const RUNNER_SUMMARY_LIMIT_BYTES = 1024 * 1024
/** GitHub refuses a check run summary over this many characters. */
const CHECK_SUMMARY_LIMIT_CHARS = 65_535
/**
 * The reports need at most 1,000 findings (summary rows; 500 annotations by default), read in
 * pages of 100 per severity: about a dozen requests, whatever the scan's size.
 */
const MAX_FINDINGS_REQUESTS = 12

describeE2e('a scan with 2,000+ findings, through dist/index.js', (env) => {
  it('reads only what the reports need and keeps every report within its limit', async () => {
    const counts = { critical: 40, high: 460, medium: 800, low: 500, info: 300 }
    env.emu.plan.scan = { findings: counts }

    const run = await env.run()

    expect(run.exitCode).toBe(1)
    // Counts and gate come from findings_summary, not from the findings read.
    expect(run.outputs).toMatchObject({ result: 'failed', 'findings-total': '2100' })
    for (const [severity, count] of Object.entries(counts)) {
      expect(run.outputs[`findings-${severity}`]).toBe(String(count))
    }
    expect(run.stdout).toContain('::error::500 findings at or above high (40 critical, 460 high)')

    const findingsRequests = env.requests('GET /findings')
    expect(findingsRequests.length).toBeGreaterThan(0)
    expect(findingsRequests.length).toBeLessThanOrEqual(MAX_FINDINGS_REQUESTS)
    for (const request of findingsRequests) {
      expect(request.query).toMatchObject({ scan_id: run.outputs['scan-id'], limit: '100' })
    }
    // Most severe first: critical and high are read before anything less severe.
    const severities = findingsRequests.map((r) => r.query.severity)
    expect(severities.slice(0, 6)).toEqual(['critical', 'high', 'high', 'high', 'high', 'high'])
    expect(severities).not.toContain('low')
    expect(severities).not.toContain('info')

    // The job summary: under the runner's limit, with the counts and a "more findings" line.
    expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThan(RUNNER_SUMMARY_LIMIT_BYTES)
    expect(run.summary).toContain('| 🔴 Critical | 40 |')
    expect(run.summary).toContain('| 🟡 Medium | 800 |')
    expect(run.summary).toContain('| **Total** | **2100** |')
    expect(run.summary).toMatch(/… and \d+ more findings not shown/)
    expect(run.summary).toContain('Only the most severe findings were read from the service.')

    // The check run: the default max-annotations (500), sent 50 per request, and a short summary.
    const checkRun = env.github.checkRuns[0]!
    expect(checkRun.conclusion).toBe('failure')
    expect(checkRun.annotations).toHaveLength(500)
    expect(checkRun.updates).toBe(10)
    // Most severe first: every critical/high finding with a location, then medium ones.
    const levels = checkRun.annotations.map((a) => a.annotation_level)
    const firstWarning = levels.indexOf('warning')
    expect(firstWarning).toBeGreaterThan(400)
    expect(levels.slice(0, firstWarning).every((l) => l === 'failure')).toBe(true)
    expect(levels.slice(firstWarning).every((l) => l === 'warning')).toBe(true)
    expect(checkRun.summary?.length).toBeLessThanOrEqual(CHECK_SUMMARY_LIMIT_CHARS)
    expect(checkRun.summary).toContain('| **Total** | **2100** |')
    expect(checkRun.summary).toMatch(/more findings not shown/)
  })

  it('100,000 findings: every report within its platform limit, in a handful of requests', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'large-sarif-'))
    const sarifFile = join(dir, 'scan.sarif')
    env.emu.plan.scan = {
      findings: { critical: 500, high: 9_500, medium: 30_000, low: 30_000, info: 30_000 },
    }
    try {
      const run = await env.run({
        inputs: { 'sarif-file': sarifFile, 'pr-comment': 'always' },
      })

      expect(run.exitCode).toBe(1)
      expect(run.outputs['findings-total']).toBe('100000')
      // Every finding in one request: the export, not a thousand pages.
      expect(env.requests('GET /scans/{id}/findings/export')).toHaveLength(1)
      expect(env.requests('GET /findings')).toHaveLength(0)

      // The job summary: under 1 MiB, saying how many were left out and where they are.
      expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThan(RUNNER_SUMMARY_LIMIT_BYTES)
      expect(run.summary).toMatch(
        /… and \d+ more findings not shown \(see the dashboard \/ SARIF\)/,
      )

      // The check run: the fake GitHub refuses any request over the Checks API limits (50
      // annotations, 65,535 characters), so a completed run with 500 annotations proves each
      // of its 10 requests was within them.
      const checkRun = env.github.checkRuns[0]!
      expect(checkRun.conclusion).toBe('failure')
      expect(checkRun.annotations).toHaveLength(500)
      expect(checkRun.updates).toBe(10)

      // The PR comment: under GitHub's 65,536 characters.
      expect(env.github.issueComments).toHaveLength(1)
      expect(env.github.issueComments[0]!.body.length).toBeLessThan(65_536)

      // SARIF: code scanning's 25,000 results and 10 MB gzipped, the most severe kept.
      const text = readFileSync(sarifFile, 'utf8')
      expect(gzipSync(text).length).toBeLessThanOrEqual(9 * 1024 * 1024)
      const log = JSON.parse(text) as Log
      expect(validateWithSchema(log)).toEqual([])
      const results = log.runs[0]!.results ?? []
      expect(results).toHaveLength(25_000)
      expect(results.filter((r) => r.level === 'error')).toHaveLength(10_000)
      expect(run.stdout).toContain('25,000 of 100,000')
      expect(run.summary).toContain('closed by code scanning')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
