/**
 * Scans of the emulator made as the service makes them: an estimation, then POST /scans with a
 * name, completed at once with the findings asked for. For the baseline's tests.
 */
import type { ServiceClient } from '../../src/service/client.js'
import type { Emulator, FindingCounts } from '../../testkit/emulator/index.js'
import type { VirtualClock } from '../../testkit/fakes/clock.js'

export const REPOSITORY = 'acme/webapp'
export const REPO_URL = `https://github.com/${REPOSITORY}`
export const BRANCH = 'main'

/** Commits of main, newest first: HEAD is the target branch's head. */
export const HEAD = 'a'.repeat(40)
export const PARENT = 'b'.repeat(40)
export const GRANDPARENT = 'c'.repeat(40)
/** A commit of another branch, never on main. */
export const ELSEWHERE = 'e'.repeat(40)

export interface ScanSeed {
  /** The scan's name; `acme/webapp main @ HEAD` by default. */
  name?: string
  repoUrl?: string
  branch?: string
  scanType?: 'full' | 'pr'
  /** An uploaded archive's scan (no repository, no branch). */
  archiveId?: string
  findings?: FindingCounts
  /** findings_summary says these counts instead of the findings'. */
  findingsSummary?: FindingCounts
}

/** The name a full scan of `commit` on main has. */
export function nameAt(commit: string, branch = BRANCH, repository = REPOSITORY): string {
  return `${repository} ${branch} @ ${commit}`
}

/** Seeds one scan, a minute after the one before, completed when next read; returns its id. */
export async function seedScan(
  emu: Emulator,
  client: ServiceClient,
  clock: VirtualClock,
  seed: ScanSeed = {},
): Promise<string> {
  clock.advance(60_000)
  const findings = seed.findings ?? { high: 1 }
  // Completed a second after it starts, when it is next read: findings are published then.
  emu.plan.scan = { ...emu.plan.scan, statuses: ['running', 'completed'], stepMs: 1_000, findings }
  if (seed.findingsSummary !== undefined) emu.plan.scan.findingsSummary = seed.findingsSummary
  else delete emu.plan.scan.findingsSummary
  const repoUrl = seed.repoUrl ?? REPO_URL
  const branch = seed.branch ?? BRANCH
  const repo =
    seed.archiveId === undefined
      ? { source: 'connected' as const, repo_url: repoUrl, branch }
      : { source: 'upload' as const, archive_id: seed.archiveId }
  let estimation = await client.createEstimation({ repos: [repo] })
  while (['pending', 'running'].includes(estimation.status)) {
    estimation = await client.getEstimation(estimation.id)
  }
  const scanType = seed.scanType ?? 'full'
  const created = await client.createScan({
    cost_estimation_id: estimation.id,
    scan_type: scanType,
    name: seed.name ?? nameAt(HEAD),
    ...(seed.archiveId === undefined
      ? { repo_url: repoUrl, branch }
      : { archive_id: seed.archiveId }),
    ...(scanType === 'pr' ? { pr_number: 7 } : {}),
  })
  clock.advance(1_000)
  return created.id
}

/** Many scans of another repository at once: one estimation, a scan after another. */
export async function seedOtherScans(
  emu: Emulator,
  client: ServiceClient,
  clock: VirtualClock,
  count: number,
): Promise<void> {
  clock.advance(60_000)
  emu.plan.scan = {
    ...emu.plan.scan,
    statuses: ['running', 'completed'],
    stepMs: 1_000,
    findings: {},
  }
  emu.setCredits('org-1', 1_000_000)
  const repo = {
    source: 'connected' as const,
    repo_url: 'https://github.com/acme/other',
    branch: BRANCH,
  }
  let estimation = await client.createEstimation({ repos: [repo] })
  while (['pending', 'running'].includes(estimation.status)) {
    estimation = await client.getEstimation(estimation.id)
  }
  for (let i = 0; i < count; i++) {
    await client.createScan({
      cost_estimation_id: estimation.id,
      scan_type: 'full',
      repo_url: repo.repo_url,
      branch: BRANCH,
      name: nameAt(ELSEWHERE, BRANCH, 'acme/other'),
    })
  }
  clock.advance(1_000)
}
