import type { CheckRunReporter } from '../github/check-run.js'
import {
  buildCheckAnnotations,
  describeUnannotated,
  LOG_ANNOTATION_ROOM,
  selectLogAnnotations,
  type LogAnnotation,
} from '../report/annotations.js'
import {
  buildDependencyCheckAnnotations,
  selectDependencyLogAnnotations,
} from '../report/dependency-annotations.js'
import { renderCheckRunOutput } from '../report/check-output.js'
import { buildOutputs } from '../report/outputs.js'
import { buildReportFile, renderReportFile } from '../report/report-file.js'
import { renderSummary } from '../report/summary.js'
import { buildSarif } from '../report/sarif.js'
import { ACTION_URL, ACTION_VERSION } from '../common/version.js'
import { scanFindingsTotal, type ScanReport } from '../outcome/model.js'
import type { RunPorts } from './ports.js'
import { checkConclusion, jobFails, type RunState } from '../outcome/outcome.js'
import { repositoryPageOf, seenAtOf } from '../scan/finding-comments.js'
import type { GitHubConnection } from './setup.js'
import { renderPrComment } from '../report/pr-comment.js'
import { upsertPrComment } from '../github/pr-comment.js'

/**
 * Writes what is known, whatever happened: outputs, the job summary, the check run or the log
 * annotations. Each part is guarded so one failing part never loses the others.
 */
export async function publishResults(
  state: RunState,
  report: ScanReport,
  ports: RunPorts,
  checkRun: CheckRunReporter | undefined,
  github?: GitHubConnection,
): Promise<void> {
  const config = state.config
  const annotated = report.annotatedFindings ?? report.findings
  // First, so the log annotations can say whether there is a SARIF file to see every finding in.
  const sarif = await writeSarifFile(report, ports, config?.sarifFile)
  await guard(ports, 'check run', async () => {
    const max = config?.annotations === false ? 0 : (config?.maxAnnotations ?? 0)
    const forDependencies = buildDependencyCheckAnnotations(report.dependencies, max)
    const annotations = [
      ...forDependencies,
      ...buildCheckAnnotations(annotated, max - forDependencies.length),
    ]
    const shown = checkRun
      ? await checkRun.finish(
          checkConclusion(state, report),
          renderCheckRunOutput(report),
          annotations,
        )
      : false
    if (!shown && config?.annotations !== false) {
      // One budget for both: the runner shows 10 of each level per step, whatever they are.
      const forDependencies = selectDependencyLogAnnotations(report.dependencies)
      const taken = (level: LogAnnotation['level']) =>
        forDependencies.filter((a) => a.level === level).length
      const forFindings = selectLogAnnotations(annotated, {
        error: LOG_ANNOTATION_ROOM.error - taken('error'),
        warning: LOG_ANNOTATION_ROOM.warning - taken('warning'),
      })
      const logged = [...forDependencies, ...forFindings]
      for (const annotation of logged) ports.annotate(annotation)
      // Without annotate's filter, the scan's count, which may exceed the findings read.
      const total = report.annotatedFindings?.length ?? scanFindingsTotal(report)
      const more = describeUnannotated(total, forFindings.length, [
        ...(config?.jobSummary === false ? [] : ['the job summary']),
        ...(sarif.path === undefined ? [] : ['the SARIF file']),
        ...(report.scan?.url === undefined ? [] : ['the dashboard']),
      ])
      if (more !== undefined) ports.log.info(more)
    }
  })
  let reportFile: string | undefined
  const writeFile = ports.writeFile
  if (config?.reportFile !== undefined && writeFile !== undefined) {
    const path = config.reportFile
    await guard(ports, 'report file', async () => {
      await writeFile(path, renderReportFile(buildReportFile(report)))
      reportFile = path
    })
  }
  await guard(ports, 'outputs', () => {
    const outputs = buildOutputs(report, {
      ...(reportFile === undefined ? {} : { reportFile }),
      ...(sarif.path === undefined ? {} : { sarifFile: sarif.path }),
      ...(state.estimation ? { estimationId: state.estimation.id } : {}),
      ...(checkRun?.checkRunId === undefined ? {} : { checkRunId: checkRun.checkRunId }),
    })
    for (const [name, value] of Object.entries(outputs)) ports.setOutput(name, value)
    return Promise.resolve()
  })
  if (
    config !== undefined &&
    config.prComment !== 'never' &&
    report.target.prNumber !== undefined
  ) {
    const prNumber = report.target.prNumber
    await guard(ports, 'PR comment', async () => {
      if (github?.api === undefined) {
        ports.log.warning(
          `Cannot write the PR comment (${github?.reason ?? 'no github-token'}); pr-comment needs a github-token with "pull-requests: write"`,
        )
        return
      }
      const links = seenAtOf(ports.context, prNumber)
      const repositoryPage = repositoryPageOf(ports.context)
      const checkRunId = checkRun?.checkRunId
      const body = renderPrComment(report, {
        checkName: config.checkName,
        ...(links.runUrl === undefined ? {} : { runUrl: links.runUrl }),
        ...(checkRunId === undefined || repositoryPage === undefined
          ? {}
          : { checkRunUrl: `${repositoryPage}/runs/${checkRunId}` }),
      })
      const failing = jobFails(state, report)
      await upsertPrComment(
        github.api,
        { prNumber, checkName: config.checkName, body, mode: config.prComment, failing },
        ports.log,
      )
    })
  }
  if (config?.jobSummary !== false) {
    const notes = [...report.notes, ...sarif.notes]
    await guard(ports, 'job summary', () => ports.writeSummary(renderSummary({ ...report, notes })))
  }
}

/**
 * The SARIF file, only for a scan whose findings were read: code scanning closes every alert that
 * is missing from an upload, so an empty log written after a failed run would close them all.
 * Returns the path written and what the summary should say about it.
 */
async function writeSarifFile(
  report: ScanReport,
  ports: RunPorts,
  path: string | undefined,
): Promise<{ path?: string; notes: string[] }> {
  const writeFile = ports.writeFile
  if (path === undefined || writeFile === undefined) return { notes: [] }
  if (report.findingsRead === 'none') {
    ports.log.info('No SARIF file was written: the scan’s findings were not read')
    return { notes: [] }
  }
  const notes: string[] = []
  let written: string | undefined
  await guard(ports, 'SARIF file', async () => {
    const document = await buildSarif(report, {
      toolVersion: ACTION_VERSION,
      informationUri: ACTION_URL,
    })
    await writeFile(path, document.chunks)
    written = path
    ports.log.info(`Wrote ${document.results} results to the SARIF file ${path}`)
    const total = scanFindingsTotal(report)
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
  return { ...(written === undefined ? {} : { path: written }), notes }
}

async function guard(ports: RunPorts, what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    ports.log.warning(
      `Could not write the ${what}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
