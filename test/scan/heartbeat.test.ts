import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock, type Clock } from '../../src/common/clock.js'
import { estimateCost } from '../../src/scan/estimate.js'
import {
  describeExpectedEnd,
  Heartbeat,
  HEARTBEAT_AFTER_MS,
  HEARTBEAT_LATEST_MS,
} from '../../src/scan/heartbeat.js'
import { PollPacer } from '../../src/scan/pacer.js'
import { waitForScan, type ScanWaitOptions } from '../../src/scan/wait.js'
import type { Logger } from '../../src/common/logger.js'
import type { Scan, ScanStatus } from '../../src/service/schemas.js'
import { createVirtualClock } from '../../testkit/fakes/clock.js'
import { recordingLog } from '../../testkit/fakes/log.js'
import { ESTIMATION_ID, SCAN_ID } from '../../testkit/ids.js'
import { makeConfig, makeTarget } from '../../testkit/builders/config.js'
import { makeEstimation, makeScan, makeServiceError, stubClient } from '../support/service.js'

const MINUTE_MS = 60_000
const START_MS = Date.parse('2030-01-01T00:00:00Z')
const SUMMARY = { critical: 0, high: 1, medium: 0, low: 0, info: 0 }

/** A line the wait printed, and when. */
interface Said {
  atMs: number
  level: 'info' | 'warning' | 'group'
  text: string
  lines?: readonly string[]
}

/** A log with groups, recording when each line came (debug lines are not seen by a user). */
function timedLog(clock: Clock): Logger & { said: Said[]; groups: () => Said[] } {
  const said: Said[] = []
  return {
    said,
    groups: () => said.filter((s) => s.level === 'group'),
    debug: () => undefined,
    info: (text) => said.push({ atMs: clock.now(), level: 'info', text }),
    warning: (text) => said.push({ atMs: clock.now(), level: 'warning', text }),
    group: (text, lines) => said.push({ atMs: clock.now(), level: 'group', text, lines }),
  }
}

/**
 * A scan that answers by the clock: `statusAt(elapsedMs)` on the status endpoint, its record
 * completed from `doneAtMs`. Every request is noted with its time.
 */
function timedScan(clock: Clock, doneAtMs: number, statusAt: (elapsedMs: number) => ScanStatus) {
  const requests: number[] = []
  const elapsed = (): number => clock.now() - START_MS
  const getScanStatus = vi.fn(() => {
    requests.push(elapsed())
    if (elapsed() >= doneAtMs) {
      return Promise.resolve({ status: 'completed', progress: 100, findings_summary: SUMMARY })
    }
    return Promise.resolve(statusAt(elapsed()))
  })
  const getScan = vi.fn((): Promise<Scan> => {
    requests.push(elapsed())
    return Promise.resolve(
      elapsed() >= doneAtMs
        ? makeScan({ findings_summary: SUMMARY })
        : makeScan({ status: 'running', findings_summary: null }),
    )
  })
  return { requests, client: stubClient({ getScanStatus, getScan }) }
}

function waitOptions(floorMs: number, timeoutMs = 3_600_000): ScanWaitOptions {
  return {
    floorMs,
    deadline: { atMs: START_MS + timeoutMs, name: 'scan-timeout' },
    startedAtMs: START_MS,
    readDeadline: () => ({ atMs: START_MS + 2 * timeoutMs, name: 'the results read' }),
  }
}

/** The silences of a wait: between its start, every line it printed, and its end. */
function silencesOf(said: Said[], endMs: number): number[] {
  const times = [START_MS, ...said.map((s) => s.atMs), endMs]
  return times.slice(1).map((t, i) => t - (times[i] ?? 0))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the heartbeat of a long scan', () => {
  it('speaks at least every 5 minutes of a 40-minute scan, never within 3, and adds no request', async () => {
    const clock = createVirtualClock(START_MS)
    const log = timedLog(clock)
    // 25 % from the first look, 50 % at 20 minutes, done at 40: a status line twice in 40 minutes.
    const scan = timedScan(clock, 40 * MINUTE_MS, (ms) => ({
      status: 'running',
      progress: ms < 20 * MINUTE_MS ? 25 : 50,
      stage: 'sast',
    }))
    const deps = { client: scan.client, clock, log, random: () => 0 }
    const outcome = await waitForScan(deps, SCAN_ID, waitOptions(10_000))

    expect(outcome.outcome).toBe('completed')
    const beats = log.groups()
    expect(beats.length).toBeGreaterThanOrEqual(8)
    for (const silence of silencesOf(log.said, clock.now())) {
      expect(silence).toBeLessThanOrEqual(5 * MINUTE_MS)
    }
    // A beat comes only after HEARTBEAT_AFTER_MS without any line about the scan.
    for (const beat of beats) {
      const before = log.said.filter((s) => s.atMs < beat.atMs).at(-1)?.atMs ?? START_MS
      expect(beat.atMs - before).toBeGreaterThanOrEqual(HEARTBEAT_AFTER_MS)
    }
    // Elapsed, last status with progress and stage, and the end the pacer predicts.
    expect(beats[0]?.text).toMatch(
      new RegExp(
        `^Still waiting for scan ${SCAN_ID}: 3m 33s since it started; last status running, 25%, stage sast; about 11 min left \\(expected at 00:14 UTC\\)$`,
      ),
    )
    expect(beats[0]?.lines).toEqual([
      'Polls: 5 answered, 0 refused (429 Too Many Requests), 0 lost (5xx or no answer); the last just now',
      'Next poll in 1m 00s (poll-interval 10 s)',
      'Gives up at 01:00 UTC, when scan-timeout runs out (in 56m 28s)',
    ])
    // One look after each wait, as without a heartbeat: beats neither ask nor cut a wait.
    expect(scan.requests).toHaveLength(clock.sleeps.length)
  })

  it('speaks between looks when poll-interval is longer than the heartbeat allows', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START_MS })
    const log = timedLog(systemClock)
    const scan = timedScan(systemClock, 40 * MINUTE_MS, () => ({ status: 'running', progress: 10 }))
    const deps = { client: scan.client, clock: systemClock, log, random: () => 0 }
    const pending = waitForScan(deps, SCAN_ID, waitOptions(10 * MINUTE_MS))

    await vi.advanceTimersByTimeAsync(4 * MINUTE_MS - 1)
    expect(log.said).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(log.said).toEqual([
      {
        atMs: START_MS + 4 * MINUTE_MS,
        level: 'group',
        text: `Still waiting for scan ${SCAN_ID}: 4m 00s since it started; no status yet; no estimate of the end yet`,
        lines: [
          'Polls: 0 answered, 0 refused (429 Too Many Requests), 0 lost (5xx or no answer); none answered yet',
          'Next poll in 6m 00s (poll-interval 10m 00s)',
          'Gives up at 01:00 UTC, when scan-timeout runs out (in 56m 00s)',
        ],
      },
    ])
    await vi.advanceTimersByTimeAsync(36 * MINUTE_MS)
    expect((await pending).outcome).toBe('completed')

    // The looks are the poll-interval's own, no more; the beats fill the waits between them.
    expect(scan.requests).toEqual([10, 20, 30, 40].map((m) => m * MINUTE_MS))
    expect(log.groups().map((g) => (g.atMs - START_MS) / MINUTE_MS)).toEqual([
      4, 8, 14, 18, 22, 26, 30, 34, 38,
    ])
    for (const silence of silencesOf(log.said, Date.now())) {
      expect(silence).toBeLessThanOrEqual(HEARTBEAT_LATEST_MS)
    }
    // 10 % in 30 minutes: its progress says it will not make the hour.
    const late = log.groups().find((g) => g.atMs === START_MS + 30 * MINUTE_MS)
    expect(late?.text).toContain(
      'last status running, 10%; about 4h 30m left (expected at 05:00 UTC)',
    )
    expect(late?.lines?.[0]).toBe(
      'By its progress the scan ends after scan-timeout runs out; raise scan-timeout if this keeps happening',
    )
  })

  it('says when the API key is refusing the polls', async () => {
    const clock = createVirtualClock(START_MS)
    const log = timedLog(clock)
    const answers: (ScanStatus | Error)[] = [{ status: 'queued', progress: 0 }]
    const getScanStatus = vi.fn(() => {
      const answer = answers.shift() ?? makeServiceError('rate-limited', 429)
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    })
    const deps = { client: stubClient({ getScanStatus }), clock, log, random: () => 0 }
    const outcome = await waitForScan(deps, SCAN_ID, waitOptions(10_000, 10 * MINUTE_MS))

    expect(outcome.outcome).toBe('timeout')
    // Answered at 10 s; refused at 20, 40, 80, 140 and 200 s, backing off to the minute cap.
    expect(deps.clock.sleeps.slice(0, 6)).toEqual([10_000, 10_000, 20_000, 40_000, 60_000, 60_000])
    const first = log.groups()[0]
    expect(first?.atMs).toBe(START_MS + 200_000)
    expect(first?.text).toBe(
      `Still waiting for scan ${SCAN_ID}: 3m 20s since it started; last status queued, 0%; no estimate of the end yet; the API key has refused the last 5 poll(s) (429 Too Many Requests) over 3m 00s`,
    )
    expect(first?.lines).toEqual([
      'Polls: 1 answered, 5 refused (429 Too Many Requests), 0 lost (5xx or no answer); the last answer 3m 10s ago',
      'Next poll in 1m 00s (poll-interval 10 s; 1m 00s apart for now, after refused or lost polls)',
      'Gives up at 00:10 UTC, when scan-timeout runs out (in 6m 40s)',
    ])
  })

  it('stops with the wait when the job is cancelled, leaving no timer behind', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START_MS })
    const log = timedLog(systemClock)
    const scan = timedScan(systemClock, 40 * MINUTE_MS, () => ({ status: 'running', progress: 10 }))
    const controller = new AbortController()
    const deps = { client: scan.client, clock: systemClock, log, signal: controller.signal }
    const pending = waitForScan(deps, SCAN_ID, waitOptions(10 * MINUTE_MS))

    await vi.advanceTimersByTimeAsync(5 * MINUTE_MS)
    expect(log.groups()).toHaveLength(1)
    controller.abort(new Error('SIGTERM'))
    expect(await pending).toEqual({ outcome: 'aborted', status: undefined })
    expect(vi.getTimerCount()).toBe(0)
    await vi.advanceTimersByTimeAsync(60 * MINUTE_MS)
    expect(log.groups()).toHaveLength(1)
    expect(scan.requests).toEqual([])
  })

  it('falls back to info lines on a log that cannot fold a group', async () => {
    const clock = createVirtualClock(START_MS)
    const log = recordingLog()
    const scan = timedScan(clock, 5 * MINUTE_MS, () => ({ status: 'running', progress: 10 }))
    const options = waitOptions(10 * MINUTE_MS)
    await waitForScan({ client: scan.client, clock, log, random: () => 0 }, SCAN_ID, options)
    expect(log.at('info').slice(0, 4)).toEqual([
      `Still waiting for scan ${SCAN_ID}: 4m 00s since it started; no status yet; no estimate of the end yet`,
      '  Polls: 0 answered, 0 refused (429 Too Many Requests), 0 lost (5xx or no answer); none answered yet',
      '  Next poll in 6m 00s (poll-interval 10m 00s)',
      '  Gives up at 01:00 UTC, when scan-timeout runs out (in 56m 00s)',
    ])
  })
})

describe('the heartbeat of a long estimation', () => {
  it('says the estimation is still pending, through the same heartbeat', async () => {
    const clock = createVirtualClock(START_MS)
    const log = timedLog(clock)
    const pending = makeEstimation({ status: 'pending', total_credits: null, repo_results: null })
    let looks = 0
    const getEstimation = vi.fn(() => {
      looks += 1
      return Promise.resolve(
        clock.now() - START_MS >= 7 * MINUTE_MS ? makeEstimation() : { ...pending },
      )
    })
    const client = stubClient({ createEstimation: () => Promise.resolve(pending), getEstimation })
    const outcome = await estimateCost(
      { client, clock, log, random: () => 0 },
      makeConfig({ pollIntervalMs: 10_000 }),
      makeTarget(),
    )
    expect(outcome.ok).toBe(true)
    expect(log.groups().map((g) => [(g.atMs - START_MS) / 1000, g.text])).toEqual([
      [
        180,
        `Still waiting for cost estimation ${ESTIMATION_ID}: 3m 00s since it was created; last status pending`,
      ],
      [
        360,
        `Still waiting for cost estimation ${ESTIMATION_ID}: 6m 00s since it was created; last status pending`,
      ],
    ])
    expect(looks).toBe(clock.sleeps.length)
  })
})

describe('Heartbeat', () => {
  it('beats only after 3 minutes without a line, and counts what the polls met', async () => {
    const clock = createVirtualClock(START_MS)
    const log = timedLog(clock)
    const pacer = new PollPacer({ floorMs: 10_000, startedAtMs: START_MS, random: () => 0 })
    const heartbeat = new Heartbeat({
      clock,
      log,
      pacer,
      deadline: { atMs: START_MS + 60 * MINUTE_MS, name: 'scan-timeout' },
      describe: () => ({ title: 'Still waiting', details: ['detail'] }),
    })
    heartbeat.noteAnswer(clock.now())
    heartbeat.noteSkipped('transient', clock.now())
    pacer.backOff()
    await clock.sleep(MINUTE_MS)
    heartbeat.log.warning('a line about the work')
    await clock.sleep(HEARTBEAT_AFTER_MS - 1)
    heartbeat.beatIfDue(clock.now() + 30_000)
    expect(log.groups()).toEqual([])
    await clock.sleep(1)
    heartbeat.noteSkipped('throttled', clock.now())
    heartbeat.beatIfDue(clock.now() + 30_000)
    expect(log.groups()).toEqual([
      {
        atMs: START_MS + 4 * MINUTE_MS,
        level: 'group',
        text: 'Still waiting; the API key has refused the last 1 poll(s) (429 Too Many Requests)',
        lines: [
          'detail',
          'Polls: 1 answered, 1 refused (429 Too Many Requests), 1 lost (5xx or no answer); the last answer 4m 00s ago',
          'Next poll in 30 s (poll-interval 10 s; 20 s apart for now, after refused or lost polls)',
          'Gives up at 01:00 UTC, when scan-timeout runs out (in 56m 00s)',
        ],
      },
    ])
    expect(heartbeat.latestAtMs).toBe(clock.now() + HEARTBEAT_LATEST_MS)
  })
})

describe('describeExpectedEnd', () => {
  it('says the time left in minutes, or hours past an hour, and the time of day', () => {
    expect(describeExpectedEnd(undefined, START_MS)).toBe('no estimate of the end yet')
    expect(describeExpectedEnd(20_000, START_MS)).toBe('due about now, by its progress')
    expect(describeExpectedEnd(40_000, START_MS)).toBe('about 1 min left (expected at 00:00 UTC)')
    expect(describeExpectedEnd(8.4 * MINUTE_MS, START_MS)).toBe(
      'about 8 min left (expected at 00:08 UTC)',
    )
    expect(describeExpectedEnd(65 * MINUTE_MS, START_MS)).toBe(
      'about 1h 05m left (expected at 01:05 UTC)',
    )
  })
})
