import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ActionRun } from '../../testkit/harness.js'
import { describeE2e, MIXED_FINDINGS, commandLines, type RunOptions } from './env.js'
import {
  echoKeyError,
  emptyPage,
  htmlBadGateway,
  ignorePagination,
  patchFindingsSummary,
  renameCreated,
  startHostileProxy,
  type HostileProxy,
  type Rule,
} from './hostile-proxy.js'
import { expectNoSecretLeak, parseWorkflowCommand } from './safety.js'

/**
 * The bundled action against the emulator behind a proxy that corrupts, replaces, holds or cuts
 * off the service's answers. Whatever the proxy does, these invariants hold:
 * (a) the API key appears nowhere but in its `::add-mask::` line;
 * (b) no workflow command but the action's own, (c) no raw HTML in the Markdown (runAction);
 * (d) a failed run ends on one readable `::error::` line, not a stack trace;
 * (e) the gate never passes on data it could not trust: a scan with a critical finding whose
 *     counts are hidden or corrupted never reads `result: passed` nor exits 0 (unless warn-only);
 * (f) POST /scans reaches the service at most once.
 * Transient faults (a 502, a dropped connection, a hung request) must not change the result.
 */
describeE2e('the action behind a hostile proxy, through dist/index.js', (env) => {
  let proxy: HostileProxy

  beforeEach(async () => {
    proxy = await startHostileProxy(env.emu.baseUrl)
    // One critical and one high finding (and a medium and a low): a gate at high must fail.
    env.emu.plan.scan = { findings: MIXED_FINDINGS }
  })
  afterEach(async () => {
    await proxy.close()
  })

  async function runBehindProxy(options: RunOptions = {}): Promise<ActionRun> {
    return await env.run({
      ...options,
      inputs: { 'base-url': proxy.baseUrl, ...options.inputs },
    })
  }

  /** Invariants (a), (d) and (f), and that the proxy itself worked. */
  async function expectInvariants(run: ActionRun): Promise<void> {
    expect(run.exitCode, 'the action finished on its own (not killed by the harness)').not.toBe(
      null,
    )
    expectNoSecretLeak(run, [env.key], {
      'the check runs sent to GitHub': JSON.stringify(env.github.checkRuns),
      'the requests sent to GitHub': JSON.stringify(env.github.requests),
    })
    expectReadableFailure(run)
    expect.soft(env.requests('POST /scans').length, 'POST /scans at most once').toBeLessThan(2)
    expect.soft(await env.countScans(), 'scans the organization has').toBeLessThan(2)
    expect(proxy.errors, 'the proxy itself failed').toEqual([])
  }

  /** Invariant (e): a critical finding whose counts could not be trusted never passes. */
  function expectGateNotPassed(run: ActionRun, options: { warnOnly?: boolean } = {}): void {
    expect.soft(run.outputs.result, 'the result output').not.toBe('passed')
    if (options.warnOnly !== true) expect.soft(run.exitCode, 'the exit code').toBe(1)
    for (const checkRun of env.github.checkRuns) {
      expect.soft(checkRun.conclusion, 'the check run conclusion').not.toBe('success')
    }
  }

  /** A transient fault: the action carries on and gates on the true counts. */
  function expectTrueResult(run: ActionRun): void {
    expect.soft(run.exitCode).toBe(1)
    expect.soft(run.outputs).toMatchObject({
      result: 'failed',
      'scan-status': 'completed',
      'findings-critical': '1',
      'findings-high': '1',
      'findings-total': '4',
    })
  }

  /**
   * The faulted requests never reach the emulator, so the first poll it answers reads completed.
   * Otherwise it reads 50% after the long fault, and the action, pacing its polls by progress,
   * waits about as long again before the next one: a minute in all, the harness's limit.
   */
  function completeAtFirstAnsweredPoll(): void {
    env.emu.plan.scan = { statuses: ['queued', 'completed'], findings: MIXED_FINDINGS }
  }

  const summaryPath = /^\/scans\/[^/]+$/
  const statusPath = /^\/scans\/[^/]+\/status$/
  const mapCounts =
    (f: (n: unknown) => unknown) =>
    (summary: Record<string, unknown> | undefined): Record<string, unknown> =>
      Object.fromEntries(Object.entries(summary ?? {}).map(([k, v]) => [k, f(v)]))

  describe('hidden or corrupted findings_summary of a scan with a critical finding', () => {
    const corruptions: [string, Rule][] = [
      ['null', patchFindingsSummary(() => null)],
      ['missing', patchFindingsSummary(() => undefined, { remove: true })],
      ['an empty object', patchFindingsSummary(() => ({}))],
      ['counts as strings', patchFindingsSummary(mapCounts(String))],
      ['negative counts', patchFindingsSummary(mapCounts((n) => -Number(n) - 1))],
      ['fractional counts (0.1 each)', patchFindingsSummary(mapCounts((n) => Number(n) * 0.1))],
      ['null counts (NaN-like)', patchFindingsSummary(mapCounts(() => null))],
      ['"NaN" counts', patchFindingsSummary(mapCounts(() => 'NaN'))],
      [
        'counts of 1e999 (Infinity once parsed)',
        {
          ...patchFindingsSummary(mapCounts(() => '@@inf@@')),
          text: (body) => body.split('"@@inf@@"').join('1e999'),
        },
      ],
      ['huge counts (2^60)', patchFindingsSummary(mapCounts(() => 2 ** 60))],
      [
        'critical and high dropped',
        patchFindingsSummary((s) => ({ ...s, critical: undefined, high: undefined })),
      ],
      [
        'inconsistent with the findings listed (0 critical, 0 high)',
        patchFindingsSummary(() => ({ critical: 0, high: 0, medium: 1, low: 1, info: 0 })),
      ],
      [
        'all zeros while the findings list has four',
        patchFindingsSummary(() => ({ critical: 0, high: 0, medium: 0, low: 0, info: 0 })),
      ],
    ]

    it.each(corruptions)('%s: the gate does not pass', async (_name, corruption) => {
      const rule = proxy.addRule({ method: 'GET', path: summaryPath, ...corruption })

      const run = await runBehindProxy()

      expect(rule.hits, 'the corrupted record reached the action').toBeGreaterThan(0)
      await expectInvariants(run)
      expectGateNotPassed(run)
      expect.soft(env.requests('POST /scans')).toHaveLength(1)
    })

    it('null with warn-only: the job may pass, the result still does not say passed', async () => {
      proxy.addRule({ method: 'GET', path: summaryPath, ...patchFindingsSummary(() => null) })

      const run = await runBehindProxy({ inputs: { 'warn-only': 'true' } })

      await expectInvariants(run)
      expectGateNotPassed(run, { warnOnly: true })
    })
  })

  const hostileIds: [string, (key: string) => string][] = [
    ['a path traversal', () => '../../x'],
    ['a workflow command after a newline', () => 'a\n::set-output name=result::passed'],
    ['HTML', () => '<script>alert(1)</script>'],
    ['5,000 characters', () => 'x'.repeat(5_000)],
    ['the API key', (key) => `scan-${key}`],
  ]

  /** Runs with the id the service gave to what POST `path` created replaced by a hostile one. */
  async function runWithCreatedIdRenamed(path: string, hostileId: string): Promise<ActionRun> {
    const rule = proxy.addRule({ method: 'POST', path, ...renameCreated(proxy, hostileId) })

    const run = await runBehindProxy()

    expect(rule.hits).toBe(1)
    await expectInvariants(run)
    expectGateNotPassed(run)
    return run
  }

  it.each(hostileIds)('a scan id that is %s', async (_name, hostileId) => {
    const run = await runWithCreatedIdRenamed('/scans', hostileId(env.key))

    expect.soft(run.outputs['scan-id'] ?? '', 'the scan-id output is one line').not.toMatch(/\n/)
    expect.soft(env.requests('POST /scans')).toHaveLength(1)
  })

  it.each(hostileIds)('an estimation id that is %s', async (_name, hostileId) => {
    const run = await runWithCreatedIdRenamed('/cost-estimations', hostileId(env.key))

    const estimationId = run.outputs['estimation-id'] ?? ''
    expect.soft(estimationId, 'the estimation-id output is one line').not.toMatch(/\n/)
  })

  it.each([
    ['the key', (key: string) => `bad key ${key}`],
    ['the key without its ssk_ prefix', (key: string) => `bad key ${key.slice(4)}`],
    ['the key in an array message', (key: string) => ['repos is invalid', `bad key ${key}`]],
  ])('a 400 on POST /cost-estimations that echoes %s', async (_name, message) => {
    proxy.addRule({ method: 'POST', path: '/cost-estimations', ...echoKeyError(400, message) })

    const run = await runBehindProxy()

    await expectInvariants(run)
    expectGateNotPassed(run)
    expect.soft(run.outputs.result).toBe('failed')
    expect.soft(lastErrorMessage(run)).toContain('400')
    expect.soft(env.requests('POST /scans')).toEqual([])
  })

  // Slow (about 15 to 30 s): the poll and its 4 retries (1-2, 2-4, 4-8, 8-16 s apart) all fail,
  // so that the echoed message reaches the log as the lost poll's warning.
  it('a 500 on a status poll that echoes the key: the poll is lost, the scan is not', async () => {
    completeAtFirstAnsweredPoll()
    const rule = proxy.addRule({
      method: 'GET',
      path: statusPath,
      times: 5,
      ...echoKeyError(500),
    })

    const run = await runBehindProxy()

    expect(rule.hits).toBe(5)
    await expectInvariants(run)
    expectTrueResult(run)
    const warnings = commandLines(run.stdout, 'warning')
    expect
      .soft(
        warnings.some((l) => l.includes('500')),
        'the lost poll is reported',
      )
      .toBe(true)
  })

  it('an HTML 502 on a status poll is transient: the action carries on', async () => {
    const rule = proxy.addRule({ method: 'GET', path: statusPath, nth: 1, ...htmlBadGateway() })

    const run = await runBehindProxy()

    expect(rule.hits).toBe(1)
    await expectInvariants(run)
    expectTrueResult(run)
    expect.soft(run.stdout).not.toMatch(/<script|<html|<h1/i)
  })

  // Slow (about 15 to 30 s): POST /cost-estimations is retried 4 times with backoff.
  it('an HTML 502 on every POST /cost-estimations ends the run with a readable error', async () => {
    const rule = proxy.addRule({ method: 'POST', path: '/cost-estimations', ...htmlBadGateway() })

    const run = await runBehindProxy()

    expect(rule.hits).toBeGreaterThan(0)
    await expectInvariants(run)
    expectGateNotPassed(run)
    expect.soft(lastErrorMessage(run)).toContain('502')
    expect.soft(run.stdout).not.toMatch(/<script|<html|<h1|alert\(document/i)
    expect.soft(env.requests('POST /scans')).toEqual([])
  })

  describe('findings lists that lie about their pages (150 findings, one critical)', () => {
    beforeEach(() => {
      env.emu.plan.scan = { findings: { critical: 1, high: 1, low: 148 } }
    })

    it.each([
      ['pagination ignored (page 1 whatever page= says)', ignorePagination()],
      ['an empty page 2 before the total', { nth: 2, ...emptyPage() }],
    ])('%s: the gate still fails on the counts', async (_name, effect) => {
      const rule = proxy.addRule({ method: 'GET', path: '/findings', ...effect })

      const run = await runBehindProxy()

      expect(rule.hits).toBeGreaterThan(0)
      await expectInvariants(run)
      expectGateNotPassed(run)
      expect.soft(run.outputs).toMatchObject({
        result: 'failed',
        'findings-critical': '1',
        'findings-total': '150',
      })
    })
  })

  // Slow (about 32 s): the action gives a request 30 s (DEFAULT_REQUEST_TIMEOUT_MS, no input or
  // environment variable shortens it), then retries it.
  it('one hung status poll: the action gives up on it and carries on', async () => {
    completeAtFirstAnsweredPoll()
    proxy.addRule({ method: 'GET', path: statusPath, action: 'hang', times: 1 })

    const run = await runBehindProxy()

    expect(proxy.exchanges.filter((e) => e.outcome === 'hung')).toHaveLength(1)
    await expectInvariants(run)
    expectTrueResult(run)
  })

  it.each(['drop-before', 'drop-after'] as const)(
    'a connection dropped on a status poll (%s forwarding): the action carries on',
    async (action) => {
      proxy.addRule({ method: 'GET', path: statusPath, action, nth: 1 })

      const run = await runBehindProxy()

      expect(proxy.exchanges.filter((e) => e.outcome.startsWith('dropped'))).toHaveLength(1)
      await expectInvariants(run)
      expectTrueResult(run)
    },
  )

  it('a connection dropped after POST /scans reached the service: still exactly one scan', async () => {
    proxy.addRule({ method: 'POST', path: '/scans', action: 'drop-after' })

    const run = await runBehindProxy()

    expect(proxy.exchanges.filter((e) => e.outcome === 'dropped-after')).toHaveLength(1)
    await expectInvariants(run)
    expectTrueResult(run)
    expect(env.requests('POST /scans')).toHaveLength(1)
    expect(await env.countScans()).toBe(1)
  })
})

/** The message of the last `::error` command of the log ('' when there is none). */
function lastErrorMessage(run: ActionRun): string {
  const last = commandLines(run.stdout, 'error').at(-1)
  return last === undefined ? '' : (parseWorkflowCommand(last)?.message ?? '')
}

/** A frame of a JavaScript stack trace. */
const STACK_FRAME = /^\s*at\s+\S.*(:\d+:\d+\)?|\(native\)|<anonymous>\)?)\s*$/m
/** A message that is only an exception's name and text, e.g. `TypeError: x is not a function`. */
const RAW_EXCEPTION = /^\s*[A-Za-z]*(Error|Exception)\b:?/
/** A line a person can read in the Actions log; longer than this is a dump, not a message. */
const READABLE_MAX_CHARS = 1_500

/** Invariant (d): a failed run says why in one readable line, and crashes nowhere. */
function expectReadableFailure(run: ActionRun): void {
  const message = lastErrorMessage(run)
  if (run.exitCode !== 0) {
    expect.soft(message.trim(), 'a failed run says why on an ::error:: line').not.toBe('')
  }
  if (message === '') return
  expect.soft(message, 'the last ::error:: is one line').not.toMatch(/%0A|%0D/i)
  expect.soft(message, 'the last ::error:: is a stack frame').not.toMatch(STACK_FRAME)
  expect.soft(message, 'the last ::error:: is a raw exception').not.toMatch(RAW_EXCEPTION)
  expect.soft(message, 'the last ::error:: points into the bundle').not.toMatch(/dist\/index\.js/)
  expect
    .soft(message.length, 'the last ::error:: is readable')
    .toBeLessThanOrEqual(READABLE_MAX_CHARS)
  expect.soft(run.stderr, 'a stack trace on stderr').not.toMatch(STACK_FRAME)
}
