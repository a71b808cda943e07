/**
 * mode: plan, the first job of a sweep on the Actions matrix: the plan file for the shards and
 * the merge (an artifact), the matrix output (shard indexes only, far under the 1 MB of a job's
 * outputs), and a summary of what the shards will do and how many runs that takes. A plan that
 * cannot read the scan list fails: without it, a scan a previous run started would be bought again.
 */
import type { MatrixConfig } from '../../config/matrix.js'
import type { RepositoriesApi } from '../../github/api.js'
import type { RunPorts } from '../../job/ports.js'
import { guard } from '../../job/publish.js'
import { createStepDeps } from '../../job/setup.js'
import { decideVerdict, endJob, endOfStop } from '../../job/verdict.js'
import { deadlineFrom } from '../../scan/step-deps.js'
import { explain } from '../../service/errors.js'
import type { PlanFile } from './file.js'
import { actionOptions, buildPlan, decideAction, findRecentScans } from './plan.js'
import { noPreviousScans } from '../previous.js'
import { readLastRun } from './last-run.js'
import { resolve } from 'node:path'
import type { Scan } from '../../service/schemas.js'
import { resolveRepositories } from '../repositories.js'
import type { SweepJobConfig, SweepRepository } from '../model.js'

export async function runPlan(
  ports: RunPorts,
  config: SweepJobConfig,
  matrix: MatrixConfig & { shards: number },
  github: RepositoriesApi | undefined,
): Promise<void> {
  let plan: PlanFile
  try {
    plan = await makePlan(ports, config, matrix, github)
    const writeFile = ports.writeFile
    if (writeFile === undefined) throw new Error('plan-file: there is no workspace to write it in')
    await writeFile(matrix.planFile, [`${JSON.stringify(plan)}\n`])
  } catch (error) {
    const problem = `No plan: ${explain(error)}`
    await guard(ports, 'outputs', () => {
      ports.setOutput('result', 'unknown')
      ports.setOutput('matrix', '')
      return Promise.resolve()
    })
    endJob(decideVerdict(endOfStop(problem, { invalid: false })), ports)
    return
  }
  const { sizing } = plan
  ports.setOutput('plan-file', matrix.planFile)
  ports.setOutput('matrix', JSON.stringify({ shard: [...Array(plan.shards).keys()] }))
  ports.setOutput('shards-needed', String(sizing.shardsNeeded))
  ports.setOutput('runs-needed', String(sizing.nightsNeeded))
  ports.setOutput('result', 'planned')
  for (const warning of sizeWarnings(plan)) ports.log.warning(warning)
  if (config.jobSummary) {
    await guard(ports, 'job summary', () => ports.writeSummary(renderPlanSummary(plan)))
  }
  ports.log.info(describePlan(plan))
}

async function makePlan(
  ports: RunPorts,
  config: SweepJobConfig,
  matrix: MatrixConfig & { shards: number },
  github: RepositoriesApi | undefined,
): Promise<PlanFile> {
  const deps = createStepDeps(ports, { ...config, apiKey: matrix.keys[0] })
  const resolved = await resolveRepositories(github, {
    sweep: config.sweep,
    serverUrl: ports.context.serverUrl,
    branch: config.branch,
  })
  const nowMs = deps.clock.now()
  const deadline = deadlineFrom(deps.clock, config.scanTimeoutMs, 'scan-timeout')
  const lastRun = await readLastRun(
    matrix.previousReportFile === undefined || ports.workspace === undefined
      ? undefined
      : resolve(ports.workspace.root, matrix.previousReportFile),
    matrix.previousReportFile ?? '',
  )
  if ('warning' in lastRun && lastRun.warning !== undefined) ports.log.warning(lastRun.warning)
  const unjudged = 'unjudged' in lastRun ? lastRun.unjudged : undefined
  // gate: new: each repository's previous full scans too, but for those reused as they are.
  const previous =
    config.gate === 'new'
      ? {
          scans: noPreviousScans(),
          needsPrevious: (r: SweepRepository, newest: Scan | undefined) =>
            decideAction(r, newest, actionOptions(matrix, nowMs, unjudged)) !== 'reuse',
        }
      : undefined
  const recent = await findRecentScans(
    deps,
    resolved.repositories,
    nowMs - matrix.reuseMaxAgeMs,
    deadline,
    previous,
  )
  if (!recent.complete) {
    ports.log.warning(
      'The scan list was not read back to reuse-max-age: the repositories whose scans were not reached are planned to be scanned',
    )
  }
  return buildPlan(resolved.repositories, resolved.unreadable, recent.found, {
    matrix,
    nowMs,
    requestsPerMinute: config.maxRequestsPerMinute,
    maxCredits: config.maxCredits,
    // Every shard writes the report file the merge reads, with each repository's findings.
    readsFindings: true,
    uploadsSarif: config.sweep.uploadSarif,
    previous: previous && { scans: previous.scans, ended: recent.ended },
    unjudged,
  })
}

/**
 * What the workflow gives fewer of than the plan needs, one line each.
 * @internal
 */
export function sizeWarnings(plan: PlanFile): string[] {
  const { sizing } = plan
  const warnings: string[] = []
  if (plan.shards < sizing.shardsNeeded) {
    warnings.push(
      `shards: ${plan.shards} for ${sizing.repositories} repositories on ${plan.keys} keys; the plan needs ${sizing.shardsNeeded} (one a key at least, and GitHub's writes within time-budget): raise shards`,
    )
  }
  const onOneKey = Math.min(Math.ceil(plan.shards / plan.keys), plan.maxParallel)
  if (onOneKey > plan.requestsPerMinute) {
    warnings.push(
      `max-parallel: up to ${onOneKey} shards run at once on one key, past its ${plan.requestsPerMinute} requests a minute at one a shard: set max-parallel (here and in the matrix's strategy) to at most ${plan.requestsPerMinute * plan.keys}, or give more keys`,
    )
  }
  if (sizing.nightsNeeded > 1) {
    warnings.push(
      `About ${sizing.requests} requests at ${plan.requestsPerMinute} a minute on ${plan.keys} keys take ${sizing.nightsNeeded} runs within time-budget: each run goes on where the last one stopped; add keys (one a line in api-key) to need fewer`,
    )
  }
  return warnings
}

function describePlan(plan: PlanFile): string {
  const { sizing } = plan
  return `Planned ${sizing.repositories} repositories in ${plan.shards} shards: ${sizing.toScan} to scan, ${sizing.toReuse} reported from a recent scan, ${sizing.toFollow} scans to follow; about ${sizing.requests} requests, ${sizing.nightsNeeded} run(s) at this time-budget`
}

function renderPlanSummary(plan: PlanFile): string {
  const { sizing } = plan
  const perShard = Array.from({ length: plan.shards }, () => ({ scan: 0, reuse: 0, follow: 0 }))
  for (const r of plan.repositories) {
    const shard = perShard[r.shard]
    if (shard !== undefined) shard[r.action] += 1
  }
  const lines = [
    '## 🗺️ Security sweep planned',
    '',
    `**${describePlan(plan)}**`,
    '',
    '| Repositories | Shards | Keys | To scan | Reused | Followed | Requests | Runs needed | Shards needed |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    `| ${sizing.repositories} | ${plan.shards} | ${plan.keys} | ${sizing.toScan} | ${sizing.toReuse} | ${sizing.toFollow} | ${sizing.requests} | ${sizing.nightsNeeded} | ${sizing.shardsNeeded} |`,
    '',
    '| Shard | To scan | Reused | Followed |',
    '|---:|---:|---:|---:|',
    ...perShard.map((s, i) => `| ${i} | ${s.scan} | ${s.reuse} | ${s.follow} |`),
  ]
  return `${lines.join('\n')}\n`
}
