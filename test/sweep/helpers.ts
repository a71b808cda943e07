/** What the sweep tests share: repositories, a sweep config, and step deps on a virtual clock. */
import type { Config } from '../../src/config/inputs.js'
import type { RepositoryInfo } from '../../src/github/api.js'
import type { SweepConfig } from '../../src/config/sweep.js'
import type { StepDeps } from '../../src/scan/step-deps.js'
import type { ServiceClient } from '../../src/service/client.js'
import { buildSweepItem, type SweepItem, type SweepRepository } from '../../src/sweep/model.js'
import { fullScanTarget } from '../../src/config/target.js'
import type { ScanStop } from '../../src/scan/stop.js'
import type { ScanResult } from '../../src/scan/scan-and-collect.js'
import { emptyCounts, type Finding, type SeverityCounts } from '../../src/service/finding.js'
import type { BaselineReport } from '../../src/baseline/baseline.js'
import { makeConfig } from '../../testkit/builders/config.js'
import { makeBaselineReport } from '../../testkit/builders/report.js'
import { createVirtualClock, type VirtualClock } from '../../testkit/fakes/clock.js'
import { recordingLog, type RecordingLog } from '../../testkit/fakes/log.js'

export type SweepTestConfig = Config & { sweep: SweepConfig }

/** A repository of the sweep on github.com, at `branch`. */
export function sweepRepository(fullName: string, branch = 'main'): SweepRepository {
  const [owner = '', name = ''] = fullName.split('/')
  return { fullName, owner, name, repoUrl: `https://github.com/${fullName}`, branch }
}

/** `count` repositories acme/repo-001…, in order. */
export function manyRepositories(count: number): SweepRepository[] {
  return Array.from({ length: count }, (_, i) =>
    sweepRepository(`acme/repo-${String(i + 1).padStart(3, '0')}`),
  )
}

/** makeConfig in sweep mode: the sweep's defaults, with `sweep` and `overrides` on top. */
export function makeSweepConfig(
  sweep: Partial<SweepConfig> = {},
  overrides: Partial<Config> = {},
): SweepTestConfig {
  return {
    ...makeConfig(overrides),
    sweep: {
      entries: [{ kind: 'organization', org: 'acme' }],
      includeArchived: false,
      includeForks: false,
      batchSize: 100,
      uploadSarif: false,
      ...sweep,
    },
  }
}

export interface TestDeps extends StepDeps {
  clock: VirtualClock
  log: RecordingLog
}

export function makeDeps(client: ServiceClient, signal?: AbortSignal): TestDeps {
  return {
    client,
    clock: createVirtualClock(),
    log: recordingLog(),
    random: () => 0,
    ...(signal ? { signal } : {}),
  }
}

/** A repository of a sweep judged from its scan's counts, as runSweepSteps builds it. */
export function judgedItem(
  fullName: string,
  counts: Partial<SeverityCounts> = {},
  options: { config?: Config; findings?: Finding[]; reused?: boolean; credits?: number } = {},
): SweepItem {
  const repository = sweepRepository(fullName)
  const commitSha = 'c0ffee'.repeat(7).slice(0, 40)
  const findings = options.findings ?? []
  const scanned: ScanResult = {
    scan: { id: `scan-${fullName}`, status: 'completed', reused: options.reused ?? false },
    counts: { ...emptyCounts(), ...counts },
    collected: { findings, complete: true, notes: [] },
  }
  return buildSweepItem(options.config ?? makeConfig(), {
    repository,
    target: fullScanTarget(repository, commitSha),
    scanned,
    credits: options.credits ?? 10,
    commitSha,
  })
}

/** A repository that could not be judged (`failed`), skipped or deferred on purpose, and why. */
export function unjudgedItem(
  fullName: string,
  status: 'failed' | 'skipped' | 'deferred',
  problem: string,
  options: {
    config?: Config
    branch?: string
    outage?: true
    scanId?: string
    /** How its scan stopped; default 'error'. */
    stop?: ScanStop
  } = {},
): SweepItem {
  const repository = sweepRepository(fullName, options.branch)
  const scanned: ScanResult = {
    stop: options.stop ?? 'error',
    problem,
    outage: options.outage,
    scan: options.scanId ? { id: options.scanId, status: 'running', reused: false } : undefined,
  }
  return buildSweepItem(options.config ?? makeConfig(), {
    repository,
    target: fullScanTarget(repository, undefined),
    scanned,
    skipped: status === 'skipped',
    deferred: status === 'deferred',
  })
}

/** A repository as GitHub's API describes it to the sweep: default branch main, not archived. */
export function repositoryInfo(
  fullName: string,
  overrides: Partial<RepositoryInfo> = {},
): RepositoryInfo {
  const [owner = '', name = ''] = fullName.split('/')
  return {
    owner,
    name,
    defaultBranch: 'main',
    archived: false,
    fork: false,
    htmlUrl: `https://github.com/${fullName}`,
    ...overrides,
  }
}

/**
 * The item as gate: new judged it against its previous full scan (makeBaselineReport): its
 * findings `fresh` (new) and `existing`, and the previous scan's `fixed` ones it no longer has.
 */
export function withChanges(
  item: SweepItem,
  findings: { fresh?: Finding[]; existing?: Finding[]; fixed?: Finding[] },
  overrides: Partial<BaselineReport> = {},
): SweepItem {
  const { fresh = [], existing = [] } = findings
  item.outcome.findings = [...fresh, ...existing]
  item.outcome.baseline = makeBaselineReport(findings, overrides)
  return item
}
