/**
 * Writes the outcome everywhere it is wanted, whatever happened: the SARIF and report files, the
 * check run or log annotations, the outputs, the PR comment and the job summary. Each part is
 * guarded so one failing part never loses the others.
 */
import { ACTION_URL, ACTION_VERSION } from '../common/version.js'
import type { Config } from '../config/inputs.js'
import type { GitHubConnection } from '../github/api.js'
import type { CheckRunReporter } from '../github/check-run.js'
import { upsertPrComment } from '../github/pr-comment.js'
import {
  checkConclusion,
  jobFails,
  scanFindingsTotal,
  type RunOutcome,
} from '../outcome/outcome.js'
import {
  buildCheckAnnotations,
  describeUnannotated,
  LOG_ANNOTATION_ROOM,
  selectLogAnnotations,
  type LogAnnotation,
} from '../report/annotations.js'
import { renderCheckRunOutput } from '../report/check-output.js'
import {
  buildDependencyCheckAnnotations,
  selectDependencyLogAnnotations,
} from '../report/dependency-annotations.js'
import { buildOutputs } from '../report/outputs.js'
import { renderPrComment } from '../report/pr-comment.js'
import { buildReportFile, renderReportFile } from '../report/formats/report-file.js'
import { buildSarif } from '../report/formats/sarif.js'
import { renderSummary } from '../report/summary.js'
import { repositoryPageOf, seenAtOf } from '../config/context.js'
import { markerOfRun } from './baseline.js'
import type { ScanTarget } from '../config/target.js'
import type { RunPorts } from './ports.js'

/** Where the outcome is shown besides the runner: each is absent when the run never got it. */
export interface Channels {
  /** Undefined when the inputs could not be read: then every default applies. */
  config?: Config
  checkRun?: CheckRunReporter
  github?: GitHubConnection
  /** What was scanned: a full scan of the run's own commit leaves a marker on its check run. */
  target?: ScanTarget | undefined
}

/** What the written files add to the outputs and the summary. */
interface Written {
  sarif: { path?: string | undefined; notes: string[] }
  reportFile?: string | undefined
}

export async function publishResults(
  outcome: RunOutcome,
  ports: RunPorts,
  channels: Channels,
): Promise<void> {
  const { config } = channels
  // First, so the log annotations can say whether there is a SARIF file to see every finding in.
  const sarif = await writeSarifFile(outcome, ports, config?.sarifFile)
  await guard(ports, 'check run', () => completeCheckRun(outcome, ports, channels, sarif.path))
  const reportFile = await writeReportFile(outcome, ports, config?.reportFile)
  const written: Written = { sarif, reportFile }
  await guard(ports, 'outputs', () => {
    setOutputs(outcome, ports, channels, written)
    return Promise.resolve()
  })
  if (
    config !== undefined &&
    config.prComment !== 'never' &&
    outcome.target.prNumber !== undefined
  ) {
    const prNumber = outcome.target.prNumber
    await guard(ports, 'PR comment', () =>
      writePrComment(outcome, ports, channels, config, prNumber),
    )
  }
  if (config?.jobSummary !== false) {
    const notes = [...outcome.notes, ...sarif.notes]
    await guard(ports, 'job summary', () =>
      ports.writeSummary(renderSummary({ ...outcome, notes })),
    )
  }
}

/**
 * Completes the check run, with its conclusion, output and annotations; when there is none (a
 * fork, a read-only token), the findings are shown as log annotations, as many as the runner shows.
 */
async function completeCheckRun(
  outcome: RunOutcome,
  ports: RunPorts,
  { config, checkRun, target }: Channels,
  sarifPath: string | undefined,
): Promise<void> {
  // What the policy keeps from the gate is listed in the reports, never flagged on the code.
  const applied = outcome.policy?.applied
  const annotated = (outcome.annotatedFindings ?? outcome.findings).filter(
    (finding) => applied?.coverageOf(finding) === undefined,
  )
  const max = config?.annotate === 'none' ? 0 : (config?.maxAnnotations ?? 0)
  const forDependencies = buildDependencyCheckAnnotations(outcome.dependencies, max)
  const annotations = [
    ...forDependencies,
    ...buildCheckAnnotations(annotated, max - forDependencies.length, {
      report: outcome.baseline,
      existing: config?.annotate === 'changed-lines' ? 'leave-out' : 'notice',
    }),
  ]
  const shown = checkRun
    ? await checkRun.finish(checkConclusion(outcome), renderCheckRunOutput(outcome), annotations, {
        externalId: markerOfRun(outcome, target),
      })
    : false
  if (shown || config?.annotate === 'none') return
  // One budget for both: the runner shows 10 of each level per step, whatever they are.
  const logDependencies = selectDependencyLogAnnotations(outcome.dependencies)
  const taken = (level: LogAnnotation['level']) =>
    logDependencies.filter((a) => a.level === level).length
  const logFindings = selectLogAnnotations(
    annotated,
    {
      error: LOG_ANNOTATION_ROOM.error - taken('error'),
      warning: LOG_ANNOTATION_ROOM.warning - taken('warning'),
    },
    outcome.baseline,
  )
  for (const annotation of [...logDependencies, ...logFindings]) ports.annotate(annotation)
  // Without annotate's filter, the scan's count, which may exceed the findings read.
  const total = outcome.annotatedFindings?.length ?? scanFindingsTotal(outcome)
  const more = describeUnannotated(total, logFindings.length, [
    ...(config?.jobSummary === false ? [] : ['the job summary']),
    ...(sarifPath === undefined ? [] : ['the SARIF file']),
  ])
  if (more !== undefined) ports.log.info(more)
}

export async function writeReportFile(
  outcome: RunOutcome,
  ports: RunPorts,
  path: string | undefined,
): Promise<string | undefined> {
  const writeFile = ports.writeFile
  if (path === undefined || writeFile === undefined) return undefined
  let written: string | undefined
  await guard(ports, 'report file', async () => {
    await writeFile(path, renderReportFile(buildReportFile(outcome)))
    written = path
  })
  return written
}

function setOutputs(
  outcome: RunOutcome,
  ports: RunPorts,
  { checkRun }: Channels,
  { sarif, reportFile }: Written,
): void {
  const outputs = buildOutputs(outcome, {
    reportFile,
    sarifFile: sarif.path,
    estimationId: outcome.estimation?.id,
    checkRunId: checkRun?.checkRunId,
  })
  for (const [name, value] of Object.entries(outputs)) ports.setOutput(name, value)
}

async function writePrComment(
  outcome: RunOutcome,
  ports: RunPorts,
  { checkRun, github }: Channels,
  config: Config,
  prNumber: number,
): Promise<void> {
  if (github?.api === undefined) {
    ports.log.warning(
      `Cannot write the PR comment (${github?.reason ?? 'no github-token'}); pr-comment needs a github-token with "pull-requests: write"`,
    )
    return
  }
  const links = seenAtOf(ports.context, prNumber)
  const repositoryPage = repositoryPageOf(ports.context)
  const checkRunId = checkRun?.checkRunId
  const body = renderPrComment(outcome, {
    checkName: config.checkName,
    runUrl: links.runUrl,
    checkRunUrl:
      checkRunId === undefined || repositoryPage === undefined
        ? undefined
        : `${repositoryPage}/runs/${checkRunId}`,
  })
  await upsertPrComment(
    github.api,
    {
      prNumber,
      checkName: config.checkName,
      body,
      mode: config.prComment,
      failing: jobFails(outcome),
    },
    ports.log,
  )
}

/**
 * The SARIF file, only for a scan whose findings were read: code scanning closes every alert that
 * is missing from an upload, so an empty log written after a failed run would close them all.
 * Returns the path written and what the summary should say about it.
 */
export async function writeSarifFile(
  outcome: RunOutcome,
  ports: RunPorts,
  path: string | undefined,
): Promise<{ path?: string | undefined; notes: string[] }> {
  const writeFile = ports.writeFile
  if (path === undefined || writeFile === undefined) return { notes: [] }
  if (outcome.findingsRead === 'none') {
    ports.log.info('No SARIF file was written: the scan’s findings were not read')
    return { notes: [] }
  }
  const notes: string[] = []
  let written: string | undefined
  await guard(ports, 'SARIF file', async () => {
    const document = await buildSarif(outcome, {
      toolVersion: ACTION_VERSION,
      informationUri: ACTION_URL,
    })
    await writeFile(path, document.chunks)
    written = path
    ports.log.info(`Wrote ${document.results} results to the SARIF file ${path}`)
    const total = scanFindingsTotal(outcome)
    if (document.note !== undefined) notes.push(document.note)
    else if (document.results < total) {
      notes.push(
        `The SARIF file holds the ${document.results} findings read, of the scan's ${total}`,
      )
    }
    if (notes.length > 0) {
      // Code scanning closes the alerts of findings an upload leaves out.
      notes.push(
        'Alerts of findings left out of the SARIF file are closed by code scanning when it is uploaded',
      )
      for (const note of notes) ports.log.warning(note)
    }
  })
  return { path: written, notes }
}

/** Runs one part of the publishing; a part that fails is a warning and never stops the others. */
export async function guard(
  ports: RunPorts,
  what: string,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work()
  } catch (error) {
    ports.log.warning(
      `Could not write the ${what}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
