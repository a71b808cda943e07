/**
 * The run's steps once it is set up: the service side and, beside it, the dependency check; then
 * which findings to annotate and what the policy covers. Shared by the action (main.ts) and the
 * command line (cli/), so both judge the same parts.
 */
import { limitAnnotations } from '../github/changed-code.js'
import type { RunParts } from '../outcome/outcome.js'
import { scanAndCollect } from '../scan/scan-and-collect.js'
import { stopOnError } from '../scan/stop.js'
import { BASELINE_FINDINGS_CAP } from '../baseline/read.js'
import { comparesWithBaseline, findBaselineOf, historyOf } from './baseline.js'
import { startDependencyCheck } from './dependency-check.js'
import { isKeyReadableByBranch, KEY_READABLE_BY_BRANCH } from './key-custody.js'
import { describeMissingKey } from './no-key.js'
import { applyLoadedPolicy } from './policy.js'
import type { Ready } from './setup.js'

export interface StepsScope {
  /**
   * Only the dependency check, which needs no key: `security-scan check-dependencies`. The gate
   * is then the check's alone; no scan is started.
   */
  dependenciesOnly?: boolean
}

/**
 * Without a key (a fork's pull request gets no secrets) only the dependency check runs. Never
 * throws: an error no step caught is the run's stop, as one in setup is.
 */
export async function runSteps(ready: Ready, scope: StepsScope = {}): Promise<RunParts> {
  const { ports, config, target, github, deps, policy } = ready
  // Said once, whatever happens next: a run that fails still shows where the key sits.
  const keyReadable =
    scope.dependenciesOnly !== true && isKeyReadableByBranch(config, ports.context.eventName)
  if (keyReadable) ports.log.info(KEY_READABLE_BY_BRANCH)
  const custody = keyReadable ? { keyReadableByBranch: true as const } : {}
  try {
    // The file the run judges by decides (the base's, on a change): a change cannot narrow the
    // lockfiles checked to hide one. check-dependencies alone reads no policy file.
    const patterns = policy?.policy?.dependencyFiles ?? config.dependencyFiles
    const dependencyCheck =
      config.checkDependencies || scope.dependenciesOnly === true
        ? startDependencyCheck(deps, ports, config, target, github, patterns)
        : undefined
    if (scope.dependenciesOnly === true) {
      return { config, target, dependencies: await dependencyCheck, dependenciesOnly: true }
    }
    const side: Pick<RunParts, 'scanned' | 'stopped'> =
      config.apiKey === undefined
        ? {
            stopped: {
              stop: 'no-key',
              problem: describeMissingKey(
                target,
                ports.context.eventName,
                config.checkDependencies,
              ),
            },
          }
        : {
            scanned: await scanAndCollect(deps, config, target, {
              runAttempt: ports.context.runAttempt,
              // The gate counts what the policy does not cover: every finding it judges is read.
              // With gate: new, as many as its baseline can match: the rest count as new anyway.
              readAtOrAbove:
                policy?.policy || comparesWithBaseline(config, target)
                  ? config.failOnSeverity
                  : undefined,
              readAtOrAboveAtMost: policy?.policy ? undefined : BASELINE_FINDINGS_CAP,
            }),
          }
    const baseline = await findBaselineOf(
      { config, target, deps, history: historyOf(github, ports), checkRunApp: ready.checkRun.app },
      side.scanned,
    )
    const dependencies = await dependencyCheck
    const findings = side.scanned?.collected?.findings
    const annotated =
      findings === undefined ? undefined : await limitAnnotations(config, target, github, findings)
    const policed =
      policy &&
      applyLoadedPolicy(policy, side.scanned?.collected?.findings, {
        nowMs: ports.clock.now(),
        // The base's file decides, as for on-service-error: a change cannot quiet its own warnings.
        warningDays: policy.policy?.expiryWarningDays ?? config.policyExpiryWarningDays,
        log: ports.log,
      })
    return {
      config,
      target,
      ...side,
      dependencies,
      annotated,
      policy: policed,
      baseline,
      ...custody,
    }
  } catch (error) {
    const stopped = stopOnError(error, deps, {}, { config, target })
    return { config, target, stopped, ...custody }
  }
}
