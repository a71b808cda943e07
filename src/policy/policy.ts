/**
 * The policy file (`.github/security-scan.yml` by default, input `policy-file`): what a team has
 * accepted, reviewed like code. Suppressions expire; exclude-paths never gate; on-service-error
 * says whether an outage of the service may pass the job. The types here are what every other
 * part reads: parse.ts makes a Policy from the file's text, apply.ts judges findings by it,
 * proposal.ts tells what a pull request would change in it.
 */
import type { Finding } from '../service/finding.js'

/** fail (the default): an outage keeps the gate closed; warn: it passes the job with result unknown. */
export const ON_SERVICE_ERROR = ['fail', 'warn'] as const
export type OnServiceError = (typeof ON_SERVICE_ERROR)[number]

/** The default path of the policy file, relative to the repository's root. */
export const DEFAULT_POLICY_FILE = '.github/security-scan.yml'

/** Where something stands in the file, 1-based: every message about an entry names it. */
export interface Place {
  line: number
  column: number
}

/**
 * One accepted risk. It matches findings by `id`, or by `rule` and/or `cwe` (both when both are
 * given), narrowed by `paths` when given; it must say why and until when.
 */
export interface Suppression {
  /** Its position in `suppressions` (0-based), and where it starts in the file. */
  index: number
  place: Place
  id?: string
  rule?: string
  /** As written: `CWE-89` or `89`; matched against the finding's CWE by number. */
  cwe?: string
  /** Globs over the finding's repository-relative path. */
  paths?: string[]
  reason: string
  /** As written, YYYY-MM-DD: the last day it applies (UTC). */
  expires: string
  /**
   * The end of the `expires` day (UTC), epoch ms: it stops applying after this. Undefined when
   * `expires` is not a real date, which counts as expired (never as "never expires").
   */
  expiresAtMs?: number
  owner?: string
  ticket?: string
}

export interface Policy {
  /** The file it was read from, relative to the repository's root. */
  path: string
  suppressions: Suppression[]
  /** Globs whose findings are listed but never gate (vendored code, test fixtures). */
  excludePaths: string[]
  /** Undefined when the file does not say: the on-service-error input decides. */
  onServiceError?: OnServiceError
  /**
   * A suppression ending within this many days is a warning. Undefined when the file does not
   * say: the deprecated input policy-expiry-warning-days decides, else 14.
   */
  expiryWarningDays?: number
  /**
   * Globs of the lockfiles check-dependencies reads (`!` takes out). Undefined when the file does
   * not say: the deprecated input dependency-files decides, else the default lockfiles.
   */
  dependencyFiles?: string[]
}

/** One problem of the file; `message` names the field, e.g. `suppressions[2].expires: …`. */
export interface PolicyError {
  /** Where in the file; absent for a problem of the whole file (not YAML, no version). */
  place?: Place
  message: string
}

export type PolicyParse = { ok: true; policy: Policy } | { ok: false; errors: PolicyError[] }

/** What keeps a finding from the gate: an active suppression, or an exclude-paths glob. */
export type Coverage =
  { kind: 'suppressed'; suppression: Suppression } | { kind: 'excluded'; pattern: string }

/** A suppression, and how many of the findings judged it matched. */
export interface SuppressionUse {
  suppression: Suppression
  findings: number
}

/** The policy applied to the findings read, at the run's time. */
export interface PolicyApplication {
  /** What keeps this finding (one of those judged) from the gate; undefined: it gates. */
  coverageOf(finding: Finding): Coverage | undefined
  /** Findings covered by an active suppression. */
  suppressed: number
  /** Findings covered by exclude-paths (and no active suppression). */
  excluded: number
  /** Active suppressions that end within the warning window (expiry-warning-days). */
  expiringSoon: SuppressionUse[]
  /**
   * Suppressions past their date, or whose date is not a real date: they no longer apply, and the
   * findings they match count again.
   */
  lapsed: SuppressionUse[]
  /** Active suppressions that matched none of the findings judged (stale, on a full scan). */
  unused: Suppression[]
}

/**
 * What a pull request would change in the policy, shown and never applied: it takes effect after
 * merge, once reviewed.
 */
export interface PolicyProposal {
  path: string
  /** Suppressions of the proposed file that the base's lacks or words differently. */
  addedSuppressions: Suppression[]
  /** exclude-paths globs the base's lacks. */
  addedExcludePaths: string[]
  /** Set when the proposed file changes on-service-error. */
  onServiceError?: { from?: OnServiceError; to?: OnServiceError }
  /** Set when the proposed file changes expiry-warning-days. */
  expiryWarningDays?: { from?: number; to?: number }
  /** Set when the proposed file changes dependency-files (in what it names, not in its order). */
  dependencyFiles?: { from?: string[]; to?: string[] }
  /** The proposed file's problems, when it is not valid. */
  errors?: PolicyError[]
}

export type PolicySource = 'checkout' | 'base-commit' | 'default-branch'

/** The policy of a run, as job/policy.ts read it. */
export interface LoadedPolicy {
  /** The file, relative to the repository's root. */
  path: string
  /** Undefined when the base has no policy file and only the change proposes one. */
  policy?: Policy
  /**
   * Where it was read: the checked-out commit (a run of the default branch, or of a protected one);
   * the commit a change goes into (a pull request, a merge queue, a merge request); or the default
   * branch's head, for a run of another branch. The last two as data, never the checkout.
   */
  source: PolicySource
  /** The commit it was read at, when not the checkout. */
  commit?: string
  /** For 'default-branch': the branch whose head it was read at, when known. Someone's text. */
  branch?: string
  /** What the change would alter in the policy; never applied before it is merged. */
  proposal?: PolicyProposal
}
