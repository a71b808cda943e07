import { describe, expect, it } from 'vitest'
import {
  ANNOTATIONS_PER_REQUEST,
  CheckRunReporter,
  ownAppOf,
  type CheckRunApi,
} from '../../src/github/check-run.js'
import { type CheckRunOutput } from '../../src/report/check-output.js'
import type { CheckAnnotation } from '../../src/report/annotations.js'
import { ACTIONS_APP, fakeCheckRunApi, OWN_APP } from '../../testkit/fakes/github-api.js'
import { HEAD_SHA, SCAN_ID } from '../../testkit/ids.js'
import { recordingLog } from '../../testkit/fakes/log.js'

const OUTPUT: CheckRunOutput = { title: '2 high — failed', summary: '## Security scan' }

function annotations(n: number): CheckAnnotation[] {
  return Array.from({ length: n }, (_, i) => ({
    path: `src/file-${i}.ts`,
    start_line: i + 1,
    end_line: i + 1,
    annotation_level: 'failure',
    title: `High: finding ${i}`,
    message: `finding ${i}`,
  }))
}

function forbidden(): Error {
  return Object.assign(
    new Error('Resource not accessible by integration\nhttps://docs.github.com/rest'),
    { status: 403 },
  )
}

describe('CheckRunReporter', () => {
  it("remembers the app the check run was written as: an app's own only when it is not GITHUB_TOKEN's", async () => {
    for (const [app, own] of [
      [OWN_APP, OWN_APP],
      [ACTIONS_APP, undefined],
      [undefined, undefined],
    ] as const) {
      const api = fakeCheckRunApi()
      api.checkRunApp = app
      const reporter = new CheckRunReporter(api, recordingLog())
      await reporter.start('Security scan', HEAD_SHA)
      expect(reporter.app).toEqual(app)
      expect(ownAppOf(reporter.app)).toEqual(own)
    }
  })

  it('creates the check run in progress on the head sha and remembers its id', async () => {
    const api = fakeCheckRunApi()
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    expect(api.created).toEqual([{ name: 'Security scan', headSha: HEAD_SHA }])
    expect(reporter.checkRunId).toBe(101)
    expect(reporter.fallbackReason).toBeUndefined()
  })

  it('completes it in one request when there are at most 50 annotations', async () => {
    const api = fakeCheckRunApi()
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    expect(await reporter.finish('success', OUTPUT, [])).toBe(true)
    expect(api.updates).toEqual([[101, { output: OUTPUT, conclusion: 'success' }]])
    const batch = annotations(ANNOTATIONS_PER_REQUEST)
    api.updates.length = 0
    await reporter.finish('failure', OUTPUT, batch)
    expect(api.updates).toEqual([
      [101, { output: { ...OUTPUT, annotations: batch }, conclusion: 'failure' }],
    ])
  })

  it('sends annotations 50 per request, with the conclusion on the last request only', async () => {
    const api = fakeCheckRunApi()
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    const all = annotations(120)
    expect(await reporter.finish('failure', OUTPUT, all)).toBe(true)
    expect(api.updates.map(([, p]) => p.output.annotations?.length)).toEqual([50, 50, 20])
    expect(api.updates.map(([, p]) => p.conclusion)).toEqual([undefined, undefined, 'failure'])
    expect(api.updates.flatMap(([, p]) => p.output.annotations ?? [])).toEqual(all)
    expect(api.updates.every(([id, p]) => id === 101 && p.output.title === OUTPUT.title)).toBe(true)
  })

  it("sends a full scan's marker as external_id on the last request only, with the conclusion", async () => {
    const api = fakeCheckRunApi()
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    const marker = `security-scan:full:${SCAN_ID}`
    expect(await reporter.finish('failure', OUTPUT, annotations(70), { externalId: marker })).toBe(
      true,
    )
    expect(api.updates.map(([, p]) => [p.conclusion, p.externalId])).toEqual([
      [undefined, undefined],
      ['failure', marker],
    ])
    expect(api.updates[0]?.[1]).not.toHaveProperty('externalId')
    // One request when the annotations fit in it.
    api.updates.length = 0
    await reporter.finish('success', OUTPUT, [], { externalId: marker })
    expect(api.updates).toStrictEqual([
      [101, { output: OUTPUT, conclusion: 'success', externalId: marker }],
    ])
  })

  it('keeps the marker when the annotations are refused and the run is closed without them', async () => {
    const updates: { externalId?: string | undefined; annotated: boolean }[] = []
    const api = {
      create: () => Promise.resolve({ id: 101 }),
      update: (_id: number, params: Parameters<CheckRunApi['update']>[1]) => {
        const annotated = (params.output.annotations ?? []).length > 0
        updates.push({ externalId: params.externalId, annotated })
        return annotated ? Promise.reject(new Error('422 Unprocessable Entity')) : Promise.resolve()
      },
    }
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    const marker = `security-scan:full:${SCAN_ID}`
    expect(await reporter.finish('success', OUTPUT, annotations(3), { externalId: marker })).toBe(
      false,
    )
    expect(updates).toEqual([
      { externalId: marker, annotated: true },
      { externalId: marker, annotated: false },
    ])
  })

  it('sends no external_id key without a marker: a run that marks nothing leaves the field alone', async () => {
    const api = fakeCheckRunApi()
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    await reporter.finish('success', OUTPUT, annotations(60), { externalId: undefined })
    await reporter.finish('success', OUTPUT, [])
    expect(api.updates).toHaveLength(3)
    for (const [, params] of api.updates) expect(params).not.toHaveProperty('externalId')
  })

  it('falls back on 403 at creation, says why once, and never throws', async () => {
    const api = fakeCheckRunApi({ create: forbidden() })
    const log = recordingLog()
    const reporter = new CheckRunReporter(api, log)
    await expect(reporter.start('Security scan', HEAD_SHA)).resolves.toBeUndefined()
    expect(reporter.checkRunId).toBeUndefined()
    expect(reporter.fallbackReason).toBe('403 from GitHub: Resource not accessible by integration')
    expect(await reporter.finish('failure', OUTPUT, annotations(3))).toBe(false)
    expect(api.updates).toEqual([])
    const warnings = log.at('warning')
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('Cannot report as a check run (403 from GitHub')
    expect(warnings[0]).toContain('checks: write')
  })

  it('falls back when completing fails, and says so once', async () => {
    const api = fakeCheckRunApi()
    const log = recordingLog()
    const reporter = new CheckRunReporter(api, log)
    await reporter.start('Security scan', HEAD_SHA)
    api.update = () =>
      Promise.reject(Object.assign(new Error('Validation Failed'), { status: 422 }))
    expect(await reporter.finish('failure', OUTPUT, annotations(60))).toBe(false)
    expect(await reporter.finish('failure', OUTPUT, [])).toBe(false)
    expect(reporter.fallbackReason).toBe('422 from GitHub: Validation Failed')
    expect(log.at('warning')).toHaveLength(1)
  })

  it('still completes the check run with its conclusion when an annotation batch is rejected', async () => {
    const api = fakeCheckRunApi()
    const reporter = new CheckRunReporter(api, recordingLog())
    await reporter.start('Security scan', HEAD_SHA)
    const update = api.update
    api.update = (id, params) =>
      params.output.annotations === undefined
        ? update(id, params)
        : Promise.reject(Object.assign(new Error('Validation Failed'), { status: 422 }))
    expect(await reporter.finish('failure', OUTPUT, annotations(60))).toBe(false)
    expect(api.updates).toEqual([[101, { output: OUTPUT, conclusion: 'failure' }]])
  })

  it('describes an error without a status by its first line, and a non-error as text', async () => {
    const network = new CheckRunReporter(
      fakeCheckRunApi({ create: new Error('getaddrinfo ENOTFOUND api.github.test\nstack') }),
      recordingLog(),
    )
    await network.start('Security scan', HEAD_SHA)
    expect(network.fallbackReason).toBe('getaddrinfo ENOTFOUND api.github.test')
    const odd = new CheckRunReporter(
      {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- on purpose
        create: () => Promise.reject('socket hang up'),
        update: () => Promise.resolve(),
      },
      recordingLog(),
    )
    await odd.start('Security scan', HEAD_SHA)
    expect(odd.fallbackReason).toBe('socket hang up')
    const bare = new CheckRunReporter(
      fakeCheckRunApi({ create: Object.assign(new Error(''), { status: 403 }) }),
      recordingLog(),
    )
    await bare.start('Security scan', HEAD_SHA)
    expect(bare.fallbackReason).toBe('403 from GitHub: Resource not accessible by integration')
  })

  it('does not create a check run without a commit to attach it to', async () => {
    const api = fakeCheckRunApi()
    const log = recordingLog()
    const reporter = new CheckRunReporter(api, log)
    await reporter.start('Security scan', undefined)
    expect(api.created).toEqual([])
    expect(reporter.fallbackReason).toContain('no head sha')
    expect(log.at('warning')).toHaveLength(1)
  })

  it('without an API is unavailable from the start, for the reason given, and stays quiet', async () => {
    const log = recordingLog()
    const reporter = new CheckRunReporter(undefined, log, 'no github-token or repository')
    await reporter.start('Security scan', HEAD_SHA)
    expect(reporter.fallbackReason).toBe('no github-token or repository')
    expect(await reporter.finish('success', OUTPUT, [])).toBe(false)
    expect(new CheckRunReporter(undefined, log).fallbackReason).toBe('no github-token was given')
    expect(log.lines).toEqual([])
  })
})
