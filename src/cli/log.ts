/**
 * The command line's log, on stderr so that stdout carries only the report asked for. On a
 * terminal, info lines share one live progress line and warnings stay above it; in CI, every line
 * is a plain line. Every line is made safe for any CI log first: no control characters (a
 * terminal's escape sequences), no GitHub workflow command, no Azure logging command.
 */
import { breakLogCommands, toLogLine, truncate, withoutUnprintable } from '../common/escape.js'
import type { RunPorts } from '../job/ports.js'

const CLEAR_LINE = '\r\u001b[2K'

export interface LogSink {
  write(text: string): void
  /** Columns of the terminal, when it is one. */
  columns?: number
}

export interface CliLogOptions {
  /** A terminal a person watches: one live progress line instead of a line per step. */
  live: boolean
  /** Debug lines too (--verbose). */
  verbose: boolean
}

export type CliLog = RunPorts['log'] & {
  /** Clears the live progress line, before the report is printed. */
  finish(): void
}

export function createCliLog(sink: LogSink, options: CliLogOptions): CliLog {
  let progress = ''
  const safe = toLogLine
  const clear = () => {
    if (progress !== '') sink.write(CLEAR_LINE)
  }
  const redraw = () => {
    if (progress !== '') sink.write(progress)
  }
  /** A line that stays: above the progress line on a terminal. */
  const permanent = (line: string) => {
    clear()
    sink.write(`${line}\n`)
    redraw()
  }
  const info = (message: string) => {
    if (!options.live) {
      sink.write(`${safe(message)}\n`)
      return
    }
    const width = Math.max(20, (sink.columns ?? 80) - 1)
    clear()
    progress = truncate(safe(message), width)
    sink.write(progress)
  }
  return {
    debug: (message) => {
      if (options.verbose) permanent(`debug: ${safe(message)}`)
    },
    info,
    group: (title, lines) => {
      info(title)
      if (options.verbose) for (const line of lines) permanent(`debug:   ${safe(line)}`)
    },
    warning: (message) => {
      permanent(`warning: ${safe(message)}`)
    },
    error: (message) => {
      permanent(`error: ${safe(message)}`)
    },
    finish: () => {
      clear()
      progress = ''
    },
  }
}

/**
 * What commander prints (a usage error, the help after one), each line made as safe as the log's
 * while keeping its layout: no key, no control character, no CI command, and no value of an
 * unknown option (`--apikey=<the key>` is a typo away from the real one).
 */
export function safeUsageText(text: string, redact: (text: string) => string): string {
  return text
    .split('\n')
    .map((line) =>
      breakLogCommands(withoutUnprintable(redact(line))).replace(
        /(unknown option '[^'=]*)=[^']*'/g,
        "$1=…'",
      ),
    )
    .join('\n')
}

/** The key wherever the command line may hold it: its variable and --api-key's argument. */
export function keysIn(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const keys = [env.SECURITY_SCAN_API_KEY]
  argv.forEach((arg, index) => {
    if (arg === '--api-key') keys.push(argv[index + 1])
    else if (arg.startsWith('--api-key=')) keys.push(arg.slice('--api-key='.length))
  })
  return keys.filter((key): key is string => key !== undefined && key.trim() !== '')
}
