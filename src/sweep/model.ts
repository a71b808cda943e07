/**
 * A sweep: one job that scans many repositories. Each repository's result is the very RunOutcome a
 * run of one repository builds (decideOutcome), so its gate, its SARIF file and its part of the
 * report file are made as they are for one repository; the sweep adds what only many have: which
 * were skipped, and one gate over all.
 */
import type { Config } from '../config/inputs.js'
import type { ScanTarget } from '../config/target.js'
import type { GateVerdict } from '../gate/gate.js'
import type { RepositoriesApi } from '../github/api.js'
import { decideOutcome, type RunOutcome } from '../outcome/outcome.js'
import type { ScanResult } from '../scan/scan-and-collect.js'
import type { Scan } from '../service/schemas.js'
import type { BaselinePart } from '../baseline/baseline.js'
import type { StepDeps } from '../scan/step-deps.js'

/** A job's configuration with its sweep's part read: what every mode of the sweep runs with. */
export type SweepJobConfig = Config & { sweep: NonNullable<Config['sweep']> }

/** A repository to sweep, as GitHub names it and the service is told it. */
export interface SweepRepository {
  /** GitHub's id, when the repository was listed or looked up: what its shard is hashed by. */
  id?: number | undefined
  /** owner/name, as GitHub spells it. */
  fullName: string
  owner: string
  name: string
  /** What the estimation and the scan are given: the repository's URL on the GitHub server. */
  repoUrl: string
  /** The branch scanned: the branch input, else the repository's default branch. */
  branch: string
  /** When anything was last pushed to it (ISO 8601), when GitHub said: a plan reuses by it. */
  pushedAt?: string | undefined
}

/** How one repository of the sweep ended. */
type SweepStatus =
  /** Its scan completed and the gate judged it (passed, failed or warned). */
  | 'judged'
  /** It could not be judged: not readable, its estimation or scan failed, timed out, cancelled. */
  | 'failed'
  /** Not scanned on purpose: over max-credits, or in languages the service does not support. */
  | 'skipped'
  /**
   * Left for the next run on purpose: its shard reached its time-budget before starting its scan,
   * or before its scan completed (the next run follows that scan, and pays for it once).
   */
  | 'deferred'

export interface SweepItem {
  repository: SweepRepository
  status: SweepStatus
  /** The repository's own result, as for a run of that one repository. */
  outcome: RunOutcome
  /** What its scan cost or would cost: its estimate, plus the triage fee when required. */
  credits?: number | undefined
  /** The commit the estimation resolved, and that was scanned. */
  commitSha?: string | undefined
  /** Its SARIF file, and whether it reached code scanning. */
  sarif?: { path: string; upload?: { ok: true; id: string } | { ok: false; problem: string } }
  /**
   * Reported again from a scan an earlier run judged (the plan's reuse): its marker and its SARIF
   * were left then, and are not left again.
   */
  reportedAgain?: true | undefined
}

export interface SweepCounts {
  repositories: number
  judged: number
  /** Judged, with findings at or above fail-on-severity (failed or warned). */
  breaching: number
  failed: number
  skipped: number
  deferred: number
}

/** The sweep's one result: every repository's, and the gate over all of them. */
export interface SweepOutcome {
  items: SweepItem[]
  counts: SweepCounts
  gate: GateVerdict
  /** Credits of the scans this sweep started (reused scans cost nothing). */
  creditsSpent: number
  /** Why the sweep stopped before every repository was judged (cancelled, a refused key…). */
  problem?: string | undefined
  notes: string[]
  /** Set for a shard of a planned sweep: which, and why it stopped starting scans early. */
  shard?: ShardFrame | undefined
}

/** What a shard's report file says of the shard, for the merge. */
interface ShardFrame {
  index: number
  count: number
  runAttempt: number
  planCreatedAt: string
  startsStopped?: string | undefined
}

/** What the sweep's steps are given. */
export interface SweepInputs {
  deps: StepDeps
  config: SweepJobConfig
  github?: RepositoriesApi | undefined
  serverUrl: string
  runAttempt: number
  /** A shard of a planned sweep (mode: shard): its repositories come from the plan, not GitHub. */
  shard?: ShardPlan | undefined
  /**
   * Told of each repository's item as soon as its scan ended and its findings were read, while
   * others are still followed: its SARIF goes to code scanning then, within a token's hour.
   */
  onItem?: ((item: SweepItem) => Promise<void>) | undefined
}

/** One repository of a shard's plan, with what the shard does with it. */
export interface ShardRepository {
  repository: SweepRepository
  action: 'scan' | 'reuse' | 'follow'
  /** The scan the plan found: reused, followed, or matched by commit once estimated. */
  scan?: Scan | undefined
  /** Why GitHub could not give it to the plan: reported as not judged. */
  problem?: string | undefined
  /** A re-run scans it again: the scan the plan gave to follow failed (recheckFollows). */
  rescan?: true | undefined
  /** With gate: new, its branch's completed full scans the plan found, newest first. */
  previous?: Scan[] | undefined
  /** With gate: new, the plan read the whole list and met no earlier scan of it. */
  first?: true | undefined
}

/** What a shard is given by the plan and its time-budget. */
export interface ShardPlan {
  repositories: ShardRepository[]
  /** When the plan walked the scan list: a re-run of the shard looks for scans since. */
  planCreatedAtMs: number
  /** No scan is started after this (epoch ms): the rest are deferred to the next run. */
  startUntilMs: number
  /** Following ends by this (epoch ms), leaving the rest of time-budget to report and upload. */
  endByMs: number
  /** What endByMs is, in words, for the scans it leaves running. */
  budget: string
  /** The workflow set scan-timeout: it may cut the shard's scans short, as failed. */
  scanTimeoutSet?: boolean | undefined
  /** The plan looked for previous full scans (its gate was new), back this far. */
  previousLook?: { reuseMaxAgeMs?: number | undefined } | undefined
}

/** How one scannable repository's part of the service side ended, before its outcome. */
export interface RepoEnd {
  scanned: ScanResult
  /** Not scanned on purpose: over max-credits, unsupported languages, nothing to scan. */
  skipped?: boolean | undefined
  /** Left for the next run: the shard's time-budget ran out first. */
  deferred?: boolean | undefined
  /** With gate: new: its previous full scan, or why there is none (the outcome judges by it). */
  baseline?: BaselinePart | undefined
}

/** What is known of one repository once its part of the sweep ended: all its item is built from. */
export interface ItemParts extends RepoEnd {
  repository: SweepRepository
  /** What it was scanned as, or would have been. */
  target: ScanTarget
  /** Known once it could be scanned: what its scan cost or would cost, and the commit named. */
  credits?: number | undefined
  commitSha?: string | undefined
}

/**
 * One repository's item: its outcome decided as for a run of that one repository, and its status
 * from what its scan gave: judged only when it completed with counts and nothing stopped it.
 */
export function buildSweepItem(config: Config, parts: ItemParts): SweepItem {
  const { repository, target, scanned } = parts
  const judged = scanned.counts !== undefined && scanned.stop === undefined
  return {
    repository,
    status:
      parts.skipped === true
        ? 'skipped'
        : judged
          ? 'judged'
          : parts.deferred === true
            ? 'deferred'
            : 'failed',
    outcome: decideOutcome({ config, target, scanned, baseline: parts.baseline }),
    credits: parts.credits,
    commitSha: parts.commitSha,
  }
}
