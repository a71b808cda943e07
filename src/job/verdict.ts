/**
 * The end of a job, decided once for the three entries: whether it fails, warns or passes, the
 * exit code the command line returns, and the lines the log ends with. Each entry maps its own
 * outcome onto a JobEnd (endOfRun here, endOfSweep in the sweep) and the verdict onto its exit:
 * the action through the runner (endJob), the command line through its exit code and last line.
 */
import type { GateResult, GateVerdict } from '../gate/gate.js'
import { isJudgedBreach, jobFails, type RunOutcome } from '../outcome/outcome.js'
import type { RunPorts } from './ports.js'

/** Exit codes a script can act on. */
export const EXIT_CODES = {
  /** The gate passed (or warned, with warn-only). */
  passed: 0,
  /** The gate failed: findings at or above the threshold, or a malicious dependency. */
  gateFailed: 1,
  /** The command line or an input is not valid. */
  usage: 2,
  /** The gate could not tell: the service failed, a timeout, counts it cannot trust. */
  unknown: 3,
} as const
export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES]

/** What the end of a job is decided from: a run's outcome or a sweep's, mapped by its entry. */
export interface JobEnd {
  gate: Pick<GateVerdict, 'result' | 'reason'>
  /** Why the job stopped early, when it did. */
  problem?: string | undefined
  /** The job must fail (jobFails, sweepFails). */
  fails: boolean
  /** Of a failing job, a gate that judged a breach, not one that could not tell (isJudgedBreach). */
  judgedBreach: boolean
  /** The inputs were not valid. */
  invalid: boolean
  /** The service was out and on-service-error is warn. */
  outageWarns: boolean
  /** Work left out on purpose (a sweep's skipped repositories): never silent, even in a pass. */
  leftOut: boolean
  /** Scans still running on the service, `owner/name id` each: a re-run follows them. */
  stillRunning: readonly string[]
}

export interface Verdict {
  level: 'fail' | 'warn' | 'pass'
  exitCode: ExitCode
  result: GateResult
  /** Info lines logged before the last. */
  before: string[]
  /** The job's last line: what it fails with, the warning, or the info line. */
  message: string
  /** Why, for the command line's last line: the problem that stopped the run, else the gate's. */
  reason: string
}

const OUTAGE_PASSED = 'on-service-error is warn, so the job passes with result unknown'

export function decideVerdict(end: JobEnd): Verdict {
  const { gate, problem } = end
  const before =
    end.stillRunning.length === 0
      ? []
      : [
          `Scans still running on the service (a re-run follows them, and pays for none twice): ${end.stillRunning.join(', ')}`,
        ]
  const reason = problem ?? gate.reason
  const verdict = { exitCode: exitCodeOf(end), result: gate.result, before, reason }
  if (end.fails) return { ...verdict, level: 'fail', message: gate.reason }
  if (gate.result === 'warned' || gate.result === 'unknown' || end.leftOut) {
    const message = end.outageWarns ? `${gate.reason}; ${OUTAGE_PASSED}` : gate.reason
    return { ...verdict, level: 'warn', message }
  }
  return { ...verdict, level: 'pass', message: reason }
}

/** The action's fail-closed rules (fails), told apart: a breach, bad inputs, or no verdict. */
function exitCodeOf(end: JobEnd): ExitCode {
  if (end.invalid) return EXIT_CODES.usage
  if (!end.fails) return EXIT_CODES.passed
  return end.judgedBreach ? EXIT_CODES.gateFailed : EXIT_CODES.unknown
}

/** A run of one repository (the action's, the command line's). */
export function endOfRun(outcome: RunOutcome): JobEnd {
  return {
    gate: outcome.gate,
    problem: outcome.problem,
    fails: jobFails(outcome),
    judgedBreach: isJudgedBreach(outcome),
    invalid: outcome.stop === 'config',
    outageWarns: outcome.serviceOutage?.onServiceError === 'warn',
    leftOut: false,
    stillRunning: [],
  }
}

/** A job that stopped before it had an outcome to judge (inputs not valid, a report that threw). */
export function endOfStop(problem: string, { invalid }: { invalid: boolean }): JobEnd {
  return {
    gate: { result: 'unknown', reason: problem },
    problem,
    fails: true,
    judgedBreach: false,
    invalid,
    outageWarns: false,
    leftOut: false,
    stillRunning: [],
  }
}

/** The action's end of a job: through the runner, the verdict's lines, then its level. */
export function endJob(verdict: Verdict, ports: RunPorts): void {
  for (const line of verdict.before) ports.log.info(line)
  switch (verdict.level) {
    case 'fail':
      ports.setFailed(verdict.message)
      break
    case 'warn':
      ports.log.warning(verdict.message)
      break
    case 'pass':
      ports.log.info(verdict.message)
  }
}
