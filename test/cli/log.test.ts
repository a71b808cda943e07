/**
 * The command line's log on stderr: a plain line per message in CI; on a terminal, one live
 * progress line that warnings and errors stay above; every line made safe for any CI log.
 */
import { describe, expect, it } from 'vitest'
import { createCliLog, keysIn, safeUsageText, type LogSink } from '../../src/cli/log.js'

const CLEAR = '\r\u001b[2K'

/** A sink that keeps each write apart, so a test can tell a redraw from a line. */
function recordingSink(columns?: number): LogSink & { writes: string[]; text(): string } {
  const writes: string[] = []
  return {
    writes,
    text: () => writes.join(''),
    write: (text) => {
      writes.push(text)
    },
    ...(columns === undefined ? {} : { columns }),
  }
}

describe('createCliLog in CI (plain lines)', () => {
  it('writes a line per message, with the level as its prefix; info has none', () => {
    const sink = recordingSink()
    const log = createCliLog(sink, { live: false, verbose: false })
    log.info('Scan s-1 started')
    log.warning('poll-interval is short')
    log.error('api-key: not set')
    log.debug('not shown')
    log.group!('Estimation', ['not shown either'])
    log.finish()
    expect(sink.writes).toEqual([
      'Scan s-1 started\n',
      'warning: poll-interval is short\n',
      'error: api-key: not set\n',
      'Estimation\n',
    ])
  })

  it('with verbose, debug lines and a group’s lines too', () => {
    const sink = recordingSink()
    const log = createCliLog(sink, { live: false, verbose: true })
    log.debug('GET /scans/s-1/status')
    log.group!('Estimation', ['app (.)', 'lib (lib/)'])
    expect(sink.text()).toBe(
      'debug: GET /scans/s-1/status\nEstimation\ndebug:   app (.)\ndebug:   lib (lib/)\n',
    )
  })

  it('cuts a line past 2,000 characters', () => {
    const sink = recordingSink()
    createCliLog(sink, { live: false, verbose: false }).info('x'.repeat(5_000))
    expect(sink.text().length).toBeLessThanOrEqual(2_001)
    expect(sink.text()).toMatch(/^x+…\n$/)
  })
})

describe('createCliLog on a terminal (live)', () => {
  it('keeps info on one progress line, cleared and redrawn for each message', () => {
    const sink = recordingSink(80)
    const log = createCliLog(sink, { live: true, verbose: false })
    log.info('Cost estimation e-1 created')
    log.info('Scan s-1: running, 50%')
    expect(sink.writes).toEqual(['Cost estimation e-1 created', CLEAR, 'Scan s-1: running, 50%'])
  })

  it('puts a warning or an error above the progress line, then redraws it', () => {
    const sink = recordingSink(80)
    const log = createCliLog(sink, { live: true, verbose: false })
    log.warning('before any progress')
    log.info('Scan s-1: queued')
    log.warning('slow down')
    log.error('it broke')
    expect(sink.writes).toEqual([
      'warning: before any progress\n',
      'Scan s-1: queued',
      CLEAR,
      'warning: slow down\n',
      'Scan s-1: queued',
      CLEAR,
      'error: it broke\n',
      'Scan s-1: queued',
    ])
  })

  it('finish clears the progress line once, before the report', () => {
    const sink = recordingSink(80)
    const log = createCliLog(sink, { live: true, verbose: true })
    log.info('Scan s-1: completed')
    log.finish()
    log.finish()
    log.debug('after')
    expect(sink.writes).toEqual(['Scan s-1: completed', CLEAR, 'debug: after\n'])
  })

  it.each([
    [40, 39],
    [undefined, 79],
    [5, 20],
  ])('cuts the progress line to the columns less one (columns %s → %i)', (columns, width) => {
    const sink = recordingSink(columns)
    createCliLog(sink, { live: true, verbose: false }).info('y'.repeat(200))
    // Cut with an ellipsis, so a reader sees the line goes on.
    expect(sink.writes).toEqual([`${'y'.repeat(width - 1)}…`])
  })

  // A lone surrogate is not text a terminal can show: the cut (escape.ts's truncate) never makes one.
  it('never splits a character in two when cutting', () => {
    const sink = recordingSink(20)
    createCliLog(sink, { live: true, verbose: false }).info(`${'a'.repeat(19)}😀 rest`)
    expect(sink.text()).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
  })
})

describe('createCliLog: nothing reaches the sink that a CI log would act on', () => {
  const hostile = [
    'red \u001b[31mtext\u001b[0m \u001b]0;title\u0007',
    '::error::pwned',
    '::error title=x::y',
    'line\n::add-mask::x',
    '##vso[task.setvariable variable=x]y',
    '##[error]legacy',
    'back\rspace\b',
  ]

  it.each([
    ['plain', false],
    ['live', true],
  ])('%s: no escape sequence but the line clear, no workflow or logging command', (_, live) => {
    const sink = recordingSink(200)
    const log = createCliLog(sink, { live, verbose: true })
    for (const message of hostile) {
      log.info(message)
      log.warning(message)
      log.error(message)
      log.debug(message)
      log.group!(message, [message])
    }
    log.finish()
    const text = sink.text().replaceAll(CLEAR, '')
    // eslint-disable-next-line no-control-regex
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/)
    expect(text).not.toContain('::')
    expect(text).not.toMatch(/##(vso)?\[/i)
    for (const line of text.split('\n')) expect(line).not.toMatch(/^::|^##/)
  })
})

describe("commander's text: safeUsageText and keysIn", () => {
  it('keeps the layout, and makes each line safe: no key, no control, no command, no typed value', () => {
    const redact = (text: string) => text.replaceAll('ssk_secret', '***')
    const text = [
      "error: unknown option '--apikey=ssk_secret'",
      "error: option '--output <format=path>' argument '::error::x' is invalid.",
      '  --branch <value>   \u001b[31mred\u001b[0m ##vso[task.setvariable]',
      '',
    ].join('\n')
    expect(safeUsageText(text, redact)).toBe(
      [
        "error: unknown option '--apikey=…'",
        "error: option '--output <format=path>' argument ': :error: :x' is invalid.",
        '  --branch <value>    [31mred [0m # #vso[task.setvariable]',
        '',
      ].join('\n'),
    )
  })

  it('keysIn finds the key in its variable and in --api-key, either spelling', () => {
    const env = { SECURITY_SCAN_API_KEY: 'k-env', OTHER: 'x' }
    expect(keysIn(['scan', '--api-key', 'k-arg', '--api-key=k-eq'], env)).toEqual([
      'k-env',
      'k-arg',
      'k-eq',
    ])
    expect(keysIn(['scan', '--api-key'], { SECURITY_SCAN_API_KEY: ' ' })).toEqual([])
  })
})
