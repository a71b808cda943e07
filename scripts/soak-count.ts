/**
 * What the emulator saw of each repository in the matrix soak (scripts/soak-matrix.ts), counted
 * apart from what the action reports: the scans bought for it, and when the findings of a
 * completed scan of it were first read, which is when the sweep judged it.
 */
import type { Emulator } from '../testkit/emulator/index.js'

/** A repository of the soak's organization, from a scan's name (it carries its repository). */
const repositoryOf = (scanName: string): string | undefined => /repo-\d{5}/.exec(scanName)?.[0]

/** Scans bought per repository of the organization. */
export function countScansBought(
  emu: Emulator,
  names: readonly string[],
): { total: number; twice: string[]; never: number } {
  const perRepository = new Map<string, number>()
  // A scan's name is its repository, branch and whole commit: two of one name bought one commit
  // twice. A repository pushed to between nights has a scan of each commit, bought once each.
  const perCommit = new Map<string, number>()
  for (const scan of emu.scanTimeline()) {
    const name = repositoryOf(scan.name)
    if (name === undefined) continue
    perRepository.set(name, (perRepository.get(name) ?? 0) + 1)
    perCommit.set(scan.name, (perCommit.get(scan.name) ?? 0) + 1)
  }
  const twice = new Set(
    [...perCommit.entries()].filter(([, n]) => n > 1).map(([scanName]) => repositoryOf(scanName)),
  )
  const total = [...perRepository.values()].reduce((a, b) => a + b, 0)
  return {
    total,
    twice: [...twice].filter((name) => name !== undefined),
    never: names.length - perRepository.size,
  }
}

/**
 * Per repository, when the emulator first answered 200 to a read of the findings of one of its
 * scans (GET /findings?scan_id= or GET /scans/{id}/findings) once that scan had completed (the
 * emulator's completesAt: the soak plans no failed scans).
 */
export function findJudgedAt(emu: Emulator): Map<string, number> {
  const scans = new Map(emu.scanTimeline().map((s) => [s.id, s]))
  const judgedAt = new Map<string, number>()
  for (const r of emu.requests) {
    if (r.status !== 200 || r.method !== 'GET') continue
    const scanId =
      r.endpoint === 'GET /findings'
        ? r.query.scan_id
        : r.endpoint === 'GET /scans/{id}/findings'
          ? /^\/scans\/([^/]+)\/findings$/.exec(r.path)?.[1]
          : undefined
    const scan = scans.get(scanId ?? '')
    if (scan === undefined || (scan.completesAt ?? Infinity) > r.at) continue
    const name = repositoryOf(scan.name)
    if (name === undefined || judgedAt.has(name)) continue
    judgedAt.set(name, r.at)
  }
  return judgedAt
}

/** When each repository's scans were created, for "bought again after" questions. */
export function findScansCreated(emu: Emulator): Map<string, number[]> {
  const created = new Map<string, number[]>()
  for (const scan of emu.scanTimeline()) {
    const name = repositoryOf(scan.name)
    if (name === undefined) continue
    created.set(name, [...(created.get(name) ?? []), scan.createdAt])
  }
  return created
}
