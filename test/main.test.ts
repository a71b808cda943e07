import { describe, expect, it } from 'vitest'
import { fakeCheckRunApi } from '../testkit/fakes/github-api.js'
import { memoryWorkspace } from '../testkit/fakes/workspace.js'
import { HEAD_SHA } from '../testkit/ids.js'
import type { GitHubContext } from '../src/config/context.js'
import { makeContext } from '../testkit/builders/config.js'
import { useRunHarness } from './job/run-harness.js'

const h = useRunHarness()
const POLICY = '.github/security-scan.yml'
/** What a run asks the emulator up to the first page of findings, with its default plan. */
const FLOW_TO_FIRST_PAGE = [
  'GET /scans',
  'POST /cost-estimations',
  'GET /cost-estimations/{id}',
  'GET /cost-estimations/{id}',
  'POST /scans',
  'GET /scans/{id}/status',
  'GET /scans/{id}',
  'GET /findings',
]

/** A run of acme/webapp on `branch` (not a pull request); its default branch is main. */
function branchContext(eventName: string, branch: string): GitHubContext {
  return makeContext({
    eventName,
    payload: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
    ref: `refs/heads/${branch}`,
    refName: branch,
  })
}

describe('run: a pull request against the emulator', () => {
  it('fails the job on findings above the threshold, after reporting everything', async () => {
    const { ports, checkRun, clientOptions, githubOptions } = await h.run(h.inputs())

    expect(ports.failures).toEqual(['1 finding at or above high (1 high)'])
    const [created] = h.requests('POST /scans')
    expect(h.requests('POST /scans')).toHaveLength(1)
    const scanId = ports.outputs['scan-id']
    expect(scanId).toMatch(/^[0-9a-f-]{36}$/)
    expect(h.requests('GET /scans/{id}/status').every((r) => r.path.includes(scanId!))).toBe(true)
    expect(created?.status).toBe(201)
    expect(ports.outputs).toMatchObject({
      'scan-status': 'completed',
      'total-credits': '12',
      'findings-total': '5',
      'findings-critical': '0',
      'findings-high': '1',
      'findings-medium': '2',
      'findings-low': '1',
      'findings-info': '1',
      result: 'failed',
      'check-run-id': '101',
    })
    expect(ports.outputs['estimation-id']).toMatch(/^[0-9a-f-]{36}$/)

    // The client is built from the inputs and the ports' clock, and logs through the ports' log
    // (behind the redaction of the key, src/job/redact-ports.ts).
    expect(clientOptions).toEqual([
      {
        baseUrl: `${h.emu.baseUrl}/`,
        apiKey: h.key,
        logger: expect.any(Object),
        clock: h.clock,
        maxRequestsPerMinute: 60,
      },
    ])
    clientOptions[0]?.logger?.info(`a service text with ${h.key} in it`)
    expect(ports.log.lines.at(-1)).toBe('info: a service text with *** in it')
    expect(githubOptions).toEqual([
      {
        token: 'ghs_token',
        apiUrl: 'https://api.github.com',
        owner: 'acme',
        repo: 'webapp',
        log: expect.any(Object),
      },
    ])

    // The check run is created on the PR head (not the merge commit) and completed.
    expect(checkRun.created).toEqual([{ name: 'Security scan', headSha: HEAD_SHA }])
    const last = checkRun.updates.at(-1)
    expect(last?.[1].conclusion).toBe('failure')
    expect(last?.[1].output.title).toBe('1 high, 2 medium, 1 low, 1 info — failed')
    expect(ports.annotations).toEqual([])

    // The five findings come in one unfiltered page of up to 100.
    const reads = h.requests('GET /findings')
    expect(reads.map((r) => r.query)).toEqual([{ scan_id: scanId, page: '1', limit: '100' }])
    // The whole run is the flow's minimum plus one: the look for a scan already started for this
    // commit (reuse-scan). The emulator's estimation and scan each need two looks by default, and
    // the second look at the scan, which progress says is due, reads the record, whose
    // findings_summary spares a read of its own.
    expect(h.emu.requests.map((r) => r.endpoint)).toEqual(FLOW_TO_FIRST_PAGE)

    expect(ports.summaries).toHaveLength(1)
    expect(ports.summaries[0]).toContain(scanId)
    // Polls went through the virtual clock at the poll interval.
    expect(h.clock.sleeps.length).toBeGreaterThan(0)
    expect(h.clock.sleeps.every((ms) => ms === 15_000)).toBe(true)
  })

  it("sends the flow's minimum for 250 findings: three pages, no query per severity", async () => {
    h.emu.plan.scan = { findings: { critical: 10, high: 40, medium: 101, low: 59, info: 40 } }
    const { ports } = await h.run(h.inputs())
    expect(ports.outputs).toMatchObject({ 'findings-total': '250', 'findings-medium': '101' })
    // Look for a scan already started for this commit (the one request over the minimum), create
    // the estimation and look at it until it is done (the emulator needs two looks), start the
    // scan and look at it until it is done (two: the second reads the record, counts and all),
    // then ceil(250 / 100) pages of findings. No separate read of the scan, no query per severity.
    expect(h.emu.requests.map((r) => r.endpoint)).toEqual([
      ...FLOW_TO_FIRST_PAGE,
      'GET /findings',
      'GET /findings',
    ])
    expect(h.requests('GET /findings').map((r) => r.query.severity)).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(ports.summaries[0]).toContain('| **Total** | **250** |')
  })

  it('names the estimation and the scan after the repository, PR and head commit', async () => {
    await h.run(h.inputs({ 'wait-for-completion': 'false' }))
    const listed = await fetch(`${h.emu.baseUrl}/scans`, { headers: { 'X-Api-Key': h.key } })
    const { data } = (await listed.json()) as { data: { name: string; pr_number: number }[] }
    expect(data.map((s) => [s.name, s.pr_number])).toEqual([[`acme/webapp PR #7 @ ${HEAD_SHA}`, 7]])
  })

  it('passes a clean scan without failing the job', async () => {
    h.emu.plan.scan = { findings: { low: 2 } }
    const { ports, checkRun } = await h.run(h.inputs())
    expect(ports.failures).toEqual([])
    expect(ports.outputs).toMatchObject({ result: 'passed', 'findings-low': '2' })
    expect(ports.log.at('info')).toContain('no findings at or above high')
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('success')
  })

  it('warns, without failing, when warn-only is set', async () => {
    const { ports, checkRun } = await h.run(h.inputs({ 'warn-only': 'true' }))
    expect(ports.failures).toEqual([])
    expect(ports.outputs.result).toBe('warned')
    const gateLine = ports.log
      .at('warning')
      .filter((l) => l.startsWith('1 finding at or above high (1 high); warn-only is set'))
    expect(gateLine).toHaveLength(1)
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('neutral')
  })

  it('starts the scan and leaves it pending when wait-for-completion is false', async () => {
    const { ports, checkRun } = await h.run(h.inputs({ 'wait-for-completion': 'false' }))
    expect(ports.failures).toEqual([])
    expect(ports.outputs).toMatchObject({ result: 'pending', 'scan-status': 'queued' })
    expect(ports.outputs['scan-id']).not.toBe('')
    expect(h.requests('GET /scans/{id}/status')).toEqual([])
    expect(h.requests('GET /findings')).toEqual([])
    expect(ports.log.at('info').join('\n')).toContain('not waiting for it')
    expect(checkRun.updates.at(-1)?.[1].conclusion).toBe('neutral')
  })

  it('shows findings as log annotations, said once, when the token cannot create check runs', async () => {
    const forbidden = Object.assign(new Error('Resource not accessible by integration'), {
      status: 403,
    })
    const { ports, checkRun } = await h.run(h.inputs(), {
      checkRunApi: fakeCheckRunApi({ create: forbidden }),
    })
    expect(checkRun.updates).toEqual([])
    expect(ports.annotations.length).toBeGreaterThan(0)
    expect(ports.annotations[0]?.level).toBe('error')
    expect(
      ports.log.at('warning').filter((l) => l.includes('Cannot report as a check run')),
    ).toHaveLength(1)
    expect(ports.outputs['check-run-id']).toBe('')
    expect(ports.failures).toEqual(['1 finding at or above high (1 high)'])
  })

  it('uses log annotations without a github-token, and when the GitHub client cannot load', async () => {
    // A push of the default branch: a pull request without a token cannot read its base's policy.
    const push = branchContext('push', 'main')
    const noToken = await h.run(h.inputs({ 'github-token': '' }), { context: push })
    expect(noToken.ports.outputs.result).toBe('failed')
    expect(noToken.githubOptions).toEqual([])
    expect(noToken.ports.annotations.length).toBeGreaterThan(0)
    const broken = await h.run(h.inputs(), {
      context: push,
      createGitHubApi: () => Promise.reject(new Error('Cannot find module @actions/github')),
    })
    expect(broken.ports.annotations.length).toBeGreaterThan(0)
    expect(broken.ports.outputs.result).toBe('failed')
  })

  it('attaches a check run for a target set by inputs to the workflow commit', async () => {
    const context = branchContext('workflow_dispatch', 'main')
    const { checkRun, ports } = await h.run(
      h.inputs({ 'repo-url': 'https://github.com/acme/other', branch: 'release' }),
      { context },
    )
    expect(checkRun.created).toEqual([{ name: 'Security scan', headSha: context.sha }])
    expect(ports.outputs.result).toBe('failed')
  })

  it("judges a push of another branch by the default branch's policy, never its own", async () => {
    const sha = 'c0ffee0000000000000000000000000000000042'
    const mainHead = 'ba5e'.padEnd(40, '0')
    const checkRunApi = fakeCheckRunApi()
    checkRunApi.branchHeads = { [`main...${sha}`]: mainHead }
    checkRunApi.filesAtCommit = { [mainHead]: { [POLICY]: 'version: 1\n' } }
    h.emu.plan.scan = {
      findings: [{ id: 'f-1', severity: 'high', title: 'SQL injection', file_path: 'src/a.ts' }],
    }
    // The branch's own file would keep its one finding from the gate.
    const { workspace } = memoryWorkspace({
      [POLICY]: 'version: 1\nexclude-paths:\n  - src/**\n',
    })
    const context = { ...branchContext('push', 'feature/login'), sha }
    const { ports } = await h.run(h.inputs(), { context, workspace, checkRunApi })
    expect(ports.failures).toEqual(['1 finding at or above high (1 high)'])
    expect(checkRunApi.readFiles).toEqual([`${POLICY}@${mainHead}`])
    expect(ports.log.at('info')).toContain(
      `Policy file ${POLICY}: read at main's head (${mainHead.slice(0, 12)}), not from the checkout`,
    )
    // On the default branch, the same file is the repository's own, and judges.
    const main = await h.run(h.inputs(), {
      context: { ...context, ref: 'refs/heads/main', refName: 'main' },
      workspace,
    })
    expect(main.ports.failures).toEqual([])
  })

  it('runs a scheduled full scan of the default branch', async () => {
    h.emu.plan.scan = { findings: {} }
    const context = makeContext({
      eventName: 'schedule',
      payload: { repository: { full_name: 'acme/webapp', default_branch: 'trunk' } },
      refName: 'trunk',
    })
    const { ports } = await h.run(h.inputs(), { context })
    expect(ports.failures).toEqual([])
    expect(ports.outputs).toMatchObject({ result: 'passed', 'findings-total': '0' })
    // Zero counts are checked against one page of the list, which must be empty.
    expect(h.requests('GET /findings')).toHaveLength(1)
    expect(ports.log.at('info').join('\n')).toContain('full scan of trunk')
  })
})
