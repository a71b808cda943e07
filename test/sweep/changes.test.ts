/**
 * What a sweep's report file lists of each repository that gate: new told against its previous
 * full scan (issue 39, point 5): its new and fixed findings, for a later step to route without
 * the service. Written by a shard, read back by the merge as untrusted input, and carried into
 * the organization's file; each checked against the published schema as a consumer would.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import {
  sweepReportFileSchema,
  type SweepReportFile,
} from '../../src/report/formats/report-file-sweep.js'
import { readShardReports } from '../../src/sweep/merge/read.js'
import { mergeShards } from '../../src/sweep/merge/merge.js'
import { renderMergedReportFile } from '../../src/sweep/merge/report-file.js'
import { decideSweep } from '../../src/sweep/outcome.js'
import { renderSweepReportFile } from '../../src/sweep/report-file.js'
import {
  makeBaselineProblem,
  makeFinding,
  makeLocatedFinding,
} from '../../testkit/builders/report.js'
import { validateReportFile } from '../report/report-file-validate.js'
import { judgedItem, withChanges } from './helpers.js'
import { GATE, PLAN, useReportsDir, writeShardFile } from './merge-fixtures.js'

const reportsDir = useReportsDir()

const FRESH = makeLocatedFinding({
  id: 'n-1',
  // What the service reads and the report keeps elsewhere, never in a routed finding.
  scanId: 'scan-acme/api',
  description: 'found in the login handler',
})
const EXISTING = makeFinding({ id: 'e-1', severity: 'high', title: 'Open redirect' })
const FIXED = makeFinding({ id: 'x-1', severity: 'critical', title: 'Hard-coded key' })

function parseFile(text: string): SweepReportFile {
  const parsed = JSON.parse(text) as unknown
  expect(validateReportFile(parsed)).toEqual([])
  return sweepReportFileSchema.parse(parsed)
}

describe("the sweep report file's new and fixed findings", () => {
  it('lists, per repository told against its previous full scan, what is new and what was fixed', () => {
    const told = withChanges(judgedItem('acme/api', { critical: 1, high: 1 }), {
      fresh: [FRESH],
      existing: [EXISTING],
      fixed: [FIXED],
    })
    const file = parseFile(
      [...renderSweepReportFile(decideSweep({ items: [told] }, GATE))].join(''),
    )

    const [entry] = file.repositories
    // The finding's routing fields: what the service adds (scanId) and its long texts would make
    // the file fail the published schema (parseFile), which allows no other field.
    expect(entry?.new).toEqual([{ ...FRESH, scanId: undefined, description: undefined }])
    expect(entry?.fixed).toEqual([{ id: 'x-1', severity: 'critical', title: 'Hard-coded key' }])
    // The repository's own report still holds every finding, each with its state.
    expect(entry?.report.findings.map((f) => [f.id, f.baselineState])).toEqual([
      ['n-1', 'new'],
      ['e-1', 'existing'],
    ])
  })

  it('lists nothing where nothing was told: gate all, no previous scan, the first full scan', () => {
    const all = judgedItem('acme/all', { high: 1 }, { findings: [makeFinding()] })
    const unusable = withChanges(judgedItem('acme/lost', { high: 1 }), { fresh: [FRESH] })
    unusable.outcome.baseline = makeBaselineProblem('its previous full scan could not be read')
    const first = withChanges(judgedItem('acme/first', { high: 1 }), { existing: [EXISTING] })
    first.outcome.baseline = {
      compared: ['critical', 'high'],
      states: new Map(),
      fixed: [],
      counts: { new: 0, existing: 0, fixed: 0 },
      startsRecord: { branch: 'main', recorded: 1 },
    }
    const items = [all, unusable, first]

    const file = parseFile([...renderSweepReportFile(decideSweep({ items }, GATE))].join(''))

    for (const entry of file.repositories) {
      expect(entry, entry.repository).not.toHaveProperty('new')
      expect(entry, entry.repository).not.toHaveProperty('fixed')
    }
  })

  it("are carried by the merge from the shards' files into the organization's, and checked as read", async () => {
    const dir = await reportsDir()
    await writeShardFile(dir, {
      index: 0,
      items: [withChanges(judgedItem('acme/api', { critical: 1 }), { fresh: [FRESH] })],
    })
    await writeShardFile(dir, {
      index: 1,
      items: [withChanges(judgedItem('acme/web'), { fixed: [FIXED] })],
    })
    // Shard 2's file, tampered with: a routed finding with no title is not a sweep report file.
    const tampered = await writeShardFile(dir, {
      index: 2,
      items: [withChanges(judgedItem('acme/cli', { critical: 1 }), { fresh: [FRESH] })],
    })
    const text = await readFile(tampered, 'utf8')
    await writeFile(tampered, text.replace('"title": "RCE",\n', ''))

    const reports = await readShardReports(dir, PLAN)
    const merged = mergeShards(reports, PLAN, GATE)
    const file = parseFile([...renderMergedReportFile(merged)].join(''))

    expect(reports.notes).toEqual([
      expect.stringMatching(
        /^Ignored security-scan-shard-2-attempt-1\/.*: not a valid sweep report file at repositories\.0\.new\.0\.title/,
      ),
    ])
    expect(merged.missing).toEqual([2])
    expect(
      file.repositories.map((r) => [
        r.repository,
        r.new?.map((f) => f.id),
        r.fixed?.map((f) => f.id),
      ]),
    ).toEqual([
      ['acme/api', ['n-1'], []],
      ['acme/web', [], ['x-1']],
    ])
  })
})
