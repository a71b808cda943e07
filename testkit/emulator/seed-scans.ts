import { randomUUID } from 'node:crypto'
import { HttpError } from './http.js'
import { publishFindings, type ScanEntity } from './scan-model.js'
import { createTaskId, type EmulatorState } from './state.js'
import type { ScanSeed } from './types.js'

/**
 * A scan put straight into an organization's list, as if it had been made long ago: no estimation,
 * no credits, no polls. It stays at its status; a completed one has its findings at once.
 */
export function seedScan(state: EmulatorState, seed: ScanSeed): string {
  if (seed.repoUrl === undefined && seed.archiveId === undefined) {
    throw new HttpError(400, ['repoUrl or archiveId must be provided'])
  }
  const org = state.org(seed.org ?? state.defaultOrg)
  const createdAt = seed.createdAt ?? state.now()
  const plan = state.resolveScanPlan(seed.repoUrl, seed.branch)
  // One status, so it is final from the start and no read moves the scan on.
  plan.statuses = [seed.status ?? 'completed']
  if (seed.findings !== undefined) plan.findings = structuredClone(seed.findings)
  const scan: ScanEntity = {
    id: randomUUID(),
    org: org.name,
    taskId: createTaskId(),
    scanType: seed.scanType,
    name: seed.name,
    targetUrls: [],
    costEstimationId: randomUUID(),
    plan,
    step: 0,
    polls: 0,
    createdAt,
    updatedAt: createdAt,
    finishedAt: createdAt,
    seq: org.scans.size,
  }
  if (seed.repoUrl !== undefined) scan.repoUrl = seed.repoUrl
  if (seed.branch !== undefined) scan.branch = seed.branch
  if (seed.archiveId !== undefined) scan.archiveId = seed.archiveId
  if (seed.prNumber !== undefined) scan.prNumber = seed.prNumber
  if (seed.commitSha !== undefined) scan.commitSha = seed.commitSha
  if (plan.statuses[0] === 'completed') publishFindings(state, scan, createdAt)
  state.addScan(scan)
  return scan.id
}
