/**
 * Publishes a sweep: one SARIF file per repository (uploaded to its code scanning when asked), the
 * outputs, the report file and the job summary. Each part is guarded: one that fails is a warning
 * and never loses the others, and a repository whose upload is refused is a warning for it alone.
 */
import { ACTION_URL, ACTION_VERSION } from '../common/version.js'
import { sanitizeForLog } from '../common/escape.js'
import type { CodeScanningApi, MarkersApi } from '../github/api.js'
import { buildSarif } from '../report/formats/sarif.js'
import type { RunPorts } from '../job/ports.js'
import { guard } from '../job/publish.js'
import { explain } from '../service/errors.js'
import { sweepMarkers, type SweepMarkers } from './markers.js'
import type { SweepItem, SweepJobConfig, SweepOutcome } from './model.js'
import { renderSweepReportFile } from './report-file.js'
import { renderSweepSummary } from './summary.js'

/** @internal */
export const SWEEP_OUTPUT_NAMES = [
  'repositories-scanned',
  'repositories-breaching',
  'repositories-failed',
  'repositories-skipped',
  'scan-ids',
] as const

/**
 * The SARIF category of a repository's analysis: one per repository.
 * @internal
 */
export function sarifCategoryOf(fullName: string): string {
  return `security-scan/${fullName}`
}

/**
 * The SARIF file of a repository in sarif-dir: owner__name.sarif (a name holds no `/`).
 * @internal
 */
export function sarifFileOf(dir: string, fullName: string): string {
  return `${dir.replace(/\/+$/, '')}/${fullName.replace('/', '__')}.sarif`
}

/**
 * What is published for each repository as soon as it is judged, while the sweep follows the
 * others (SweepInputs.onItem): its SARIF (written, and uploaded when asked, so a token of an hour
 * still uploads it) and its marker, so the end of a long sweep has little left to write.
 */
export interface AsRead {
  onItem: (item: SweepItem) => Promise<void>
  markers: SweepMarkers
}

export function publishAsRead(
  ports: RunPorts,
  config: SweepJobConfig,
  github: (CodeScanningApi & MarkersApi) | undefined,
): AsRead {
  const markers = sweepMarkers(ports, config, github)
  return {
    markers,
    // Once each: what was published as it was read is not published again at the end.
    onItem: async (item) => {
      if (config.sweep.sarifDir !== undefined && item.sarif === undefined) {
        await publishItemSarif(item, ports, config, github)
      }
      await markers.leave(item)
    },
  }
}

export async function publishSweep(
  outcome: SweepOutcome,
  ports: RunPorts,
  config: SweepJobConfig,
  github: (CodeScanningApi & MarkersApi) | undefined,
  asRead: AsRead = publishAsRead(ports, config, github),
): Promise<void> {
  // What the sweep did not publish as it read: the repositories whose part ended otherwise.
  for (const item of outcome.items) await asRead.onItem(item)
  asRead.markers.tell()
  const reportFile = await writeReportFile(ports, config.reportFile, () =>
    renderSweepReportFile(outcome),
  )
  await publishSweepBasics(outcome, ports, { reportFile, jobSummary: config.jobSummary })
}

/** A repository's SARIF file, and its upload when asked (a failure warns for it alone). */
async function publishItemSarif(
  item: SweepItem,
  ports: RunPorts,
  config: SweepJobConfig,
  github: CodeScanningApi | undefined,
): Promise<void> {
  await guard(ports, `SARIF file of ${item.repository.fullName}`, () =>
    writeSarif(item, ports, config, github),
  )
}

/** Writes the report file when one is asked for: its path, or undefined (a failure warns). */
export async function writeReportFile(
  ports: RunPorts,
  path: string | undefined,
  render: () => Iterable<string>,
): Promise<string | undefined> {
  const writeFile = ports.writeFile
  if (path === undefined || writeFile === undefined) return undefined
  let written: string | undefined
  await guard(ports, 'report file', async () => {
    await writeFile(path, render())
    written = path
  })
  return written
}

/**
 * The outputs and the job summary: all that is written when the inputs could not be read (then
 * every default applies), and the last of a sweep's reports.
 */
export async function publishSweepBasics(
  outcome: SweepOutcome,
  ports: RunPorts,
  { reportFile, jobSummary = true }: { reportFile?: string; jobSummary?: boolean } = {},
): Promise<void> {
  await guard(ports, 'outputs', () => {
    const outputs = { ...buildSweepOutputs(outcome), 'report-file': reportFile ?? '' }
    for (const [name, value] of Object.entries(outputs)) ports.setOutput(name, value)
    return Promise.resolve()
  })
  if (jobSummary) {
    await guard(ports, 'job summary', () => ports.writeSummary(renderSweepSummary(outcome)))
  }
}

/** @internal */
export function buildSweepOutputs(outcome: SweepOutcome): Record<string, string> {
  const { counts } = outcome
  return {
    result: outcome.gate.result,
    'repositories-scanned': String(counts.judged),
    'repositories-breaching': String(counts.breaching),
    'repositories-failed': String(counts.failed),
    'repositories-skipped': String(counts.skipped),
    'scan-ids': outcome.items
      .flatMap((i) =>
        i.outcome.scan === undefined
          ? []
          : [`${i.repository.fullName} ${sanitizeForLog(i.outcome.scan.id, 128)}`],
      )
      .join('\n'),
  }
}

/** Writes a repository's SARIF file when its findings were read, then uploads it when asked. */
async function writeSarif(
  item: SweepItem,
  ports: RunPorts,
  config: SweepJobConfig,
  codeScanning: CodeScanningApi | undefined,
): Promise<void> {
  const dir = config.sweep.sarifDir
  const writeFile = ports.writeFile
  // A file without the findings would close every alert of the repository on upload.
  if (dir === undefined || writeFile === undefined || item.outcome.findingsRead === 'none') return
  const path = sarifFileOf(dir, item.repository.fullName)
  const document = await buildSarif(item.outcome, {
    toolVersion: ACTION_VERSION,
    informationUri: ACTION_URL,
    category: sarifCategoryOf(item.repository.fullName),
  })
  await writeFile(path, document.chunks)
  item.sarif = { path }
  if (document.note !== undefined) {
    ports.log.warning(
      `${path}: ${document.note}; code scanning closes the alerts of the findings left out when it is uploaded`,
    )
  }
  if (!config.sweep.uploadSarif) return
  const commitSha = item.commitSha
  const refused = whyNotUpload(item, codeScanning)
  if (refused !== undefined || commitSha === undefined || codeScanning === undefined) {
    const problem = `${path} not uploaded: ${refused ?? 'no commit was resolved for it'}`
    item.sarif.upload = { ok: false, problem }
    ports.log.warning(problem)
    return
  }
  try {
    const uploaded = await codeScanning.uploadSarif({
      owner: item.repository.owner,
      repo: item.repository.name,
      commitSha,
      ref: `refs/heads/${item.repository.branch}`,
      sarif: [...document.chunks].join(''),
    })
    item.sarif.upload = { ok: true, id: uploaded.id }
    ports.log.info(`Uploaded ${path} to the code scanning of ${item.repository.fullName}`)
  } catch (error) {
    const problem = `the upload to ${item.repository.fullName} was refused (${explain(error)}); the token needs security_events: write on it (a GitHub App token)`
    item.sarif.upload = { ok: false, problem }
    ports.log.warning(`SARIF not uploaded: ${problem}`)
  }
}

/**
 * Why a written SARIF file must not reach code scanning, which closes the alerts of every finding
 * an upload leaves out: a repository not judged, or whose findings were read only in part.
 */
function whyNotUpload(
  item: SweepItem,
  codeScanning: CodeScanningApi | undefined,
): string | undefined {
  if (item.commitSha === undefined) return 'no commit was resolved for it'
  if (item.status !== 'judged') return 'its scan was not judged'
  if (item.outcome.findingsRead !== 'all') {
    return 'only some of its findings were read, and code scanning would close the alerts of the others'
  }
  if (codeScanning === undefined) return 'no github-token to upload with'
  return undefined
}
