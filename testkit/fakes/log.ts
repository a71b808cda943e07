import type { Logger } from '../../src/common/logger.js'

export type LogLevel = 'debug' | 'info' | 'warning' | 'error'

export interface RecordingLog extends Logger {
  error(message: string): void
  /** Every line as `level: message`, in order. */
  lines: string[]
  /** The messages logged at one level, in order. */
  at(level: LogLevel): string[]
}

/** A logger that keeps every line; `events`, when given, also gets `log.<level>` per line. */
export function recordingLog(events?: string[]): RecordingLog {
  const lines: string[] = []
  const record =
    (level: LogLevel) =>
    (message: string): void => {
      lines.push(`${level}: ${message}`)
      events?.push(`log.${level}`)
    }
  return {
    lines,
    debug: record('debug'),
    info: record('info'),
    warning: record('warning'),
    error: record('error'),
    at: (level) =>
      lines.filter((l) => l.startsWith(`${level}: `)).map((l) => l.slice(level.length + 2)),
  }
}
