/**
 * The reports the command line writes, each a renderer the action has or one for another CI
 * system's reader: text for people, the report file's JSON, SARIF, GitLab's SAST report and JUnit
 * XML for Jenkins and Azure. Any of them to stdout (--format) and to files (--output FORMAT=PATH);
 * each is guarded, so one that cannot be written never loses the others or the exit code.
 */
import {
  breakLogCommandsInChunks,
  JSON_COMMAND_BREAK,
  XML_COMMAND_BREAK,
  type CommandBreak,
} from '../common/escape.js'
import { ACTION_VERSION } from '../common/version.js'
import type { RunOutcome } from '../outcome/outcome.js'
import { guard, writeReportFile, writeSarifFile } from '../job/publish.js'
import type { RunPorts } from '../job/ports.js'
import { renderGitLabSast } from '../report/formats/gitlab-sast.js'
import { renderJUnit } from '../report/formats/junit.js'
import { renderText } from '../report/formats/text.js'
import { STDOUT_PATH } from './ports.js'

export const FORMATS = ['text', 'json', 'sarif', 'gitlab-sast', 'junit'] as const
export type Format = (typeof FORMATS)[number]

export interface ReportRequest {
  format: Format
  /** A file, relative to the working directory, or '-' for stdout. */
  path: string
}

/** When the run started and ended: GitLab's report says it. */
export interface RunTimes {
  startedAtMs: number
  endedAtMs: number
}

/**
 * How each document is kept from running as a CI log command when printed on stdout, which is the
 * job's log: its own escapes, so every value reads the same once parsed. Finding titles are text
 * of the scanned code's authors. (The text report is sanitized line by line already.)
 */
const STDOUT_BREAKS: Readonly<Record<Format, CommandBreak | undefined>> = {
  text: undefined,
  json: JSON_COMMAND_BREAK,
  sarif: JSON_COMMAND_BREAK,
  'gitlab-sast': JSON_COMMAND_BREAK,
  junit: XML_COMMAND_BREAK,
}

function forStdout(ports: RunPorts, format: Format): RunPorts {
  const how = STDOUT_BREAKS[format]
  const writeFile = ports.writeFile
  if (how === undefined || writeFile === undefined) return ports
  return {
    ...ports,
    writeFile: (path, chunks) => writeFile(path, breakLogCommandsInChunks(chunks, how)),
  }
}

export async function writeReports(
  outcome: RunOutcome,
  given: RunPorts,
  requests: readonly ReportRequest[],
  times: RunTimes,
): Promise<void> {
  for (const { format, path } of requests) {
    const ports = path === STDOUT_PATH ? forStdout(given, format) : given
    switch (format) {
      case 'json':
        await writeReportFile(outcome, ports, path)
        break
      case 'sarif':
        await writeSarifFile(outcome, ports, path)
        break
      default:
        await guard(ports, `${format} report`, () =>
          writeText(ports, path, renderOther(format, outcome, times)),
        )
    }
  }
}

function renderOther(
  format: Exclude<Format, 'json' | 'sarif'>,
  outcome: RunOutcome,
  times: RunTimes,
): string {
  switch (format) {
    case 'text':
      return renderText(outcome)
    case 'gitlab-sast':
      return renderGitLabSast(outcome, { toolVersion: ACTION_VERSION, ...times })
    case 'junit':
      return renderJUnit(outcome)
  }
}

async function writeText(ports: RunPorts, path: string, text: string): Promise<void> {
  if (ports.writeFile === undefined) return
  await ports.writeFile(path, [text])
}
