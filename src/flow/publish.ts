import type { CheckRunReporter } from '../github/check-run.js'
import { buildCheckAnnotations, selectLogAnnotations } from '../report/annotations.js'
import {
  buildDependencyCheckAnnotations,
  selectDependencyLogAnnotations,
} from '../report/dependency-annotations.js'
import { renderCheckRunOutput } from '../report/check-output.js'
import { buildOutputs } from '../report/outputs.js'
import { buildReportFile } from '../report/report-file.js'
import { renderSummary } from '../report/summary.js'
import type { ScanReport } from '../report/model.js'
import type { RunPorts } from './ports.js'
import { checkConclusion, type RunState } from './state.js'

/**
 * Writes what is known, whatever happened: outputs, the job summary, the check run or the log
 * annotations. Each part is guarded so one failing part never loses the others.
 */
export async function publishResults(
  state: RunState,
  report: ScanReport,
  ports: RunPorts,
  checkRun: CheckRunReporter | undefined,
): Promise<void> {
  const config = state.config
  const annotated = report.annotatedFindings ?? report.findings
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
      const logged = [
        ...selectDependencyLogAnnotations(report.dependencies),
        ...selectLogAnnotations(annotated),
      ]
      for (const annotation of logged) ports.annotate(annotation)
    }
  })
  let reportFile: string | undefined
  const writeFile = ports.writeFile
  if (config?.reportFile !== undefined && writeFile !== undefined) {
    const path = config.reportFile
    await guard(ports, 'report file', async () => {
      await writeFile(path, `${JSON.stringify(buildReportFile(report), null, 2)}\n`)
      reportFile = path
    })
  }
  await guard(ports, 'outputs', () => {
    const outputs = buildOutputs(report, {
      ...(reportFile === undefined ? {} : { reportFile }),
      ...(state.estimation ? { estimationId: state.estimation.id } : {}),
      ...(checkRun?.checkRunId === undefined ? {} : { checkRunId: checkRun.checkRunId }),
    })
    for (const [name, value] of Object.entries(outputs)) ports.setOutput(name, value)
    return Promise.resolve()
  })
  if (config?.jobSummary !== false) {
    await guard(ports, 'job summary', () => ports.writeSummary(renderSummary(report)))
  }
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
