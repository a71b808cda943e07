import { createServer, type AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { pullRequestEvent } from '../../testkit/harness.js'
import { BASE_SHA, HEAD_SHA, PR_NUMBER } from '../../testkit/ids.js'
import type { FindingSeed } from '../../testkit/emulator/index.js'
import { commandLines, describeE2e, expectRun } from './env.js'

const POLICY = '.github/security-scan.yml'
const DAY_MS = 86_400_000
const PUSH_SHA = 'c0ffee0000000000000000000000000000000042'

/** A loopback port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  await new Promise((closed) => server.close(closed))
  return port
}

/** A date `days` from now (the action runs on the real clock), as the policy file writes it. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)
}

/** One critical SQL injection in src/, one high finding under vendor/. */
const FINDINGS: FindingSeed[] = [
  {
    id: 'f-sqli',
    severity: 'critical',
    title: 'SQL injection in order search',
    file_path: 'src/orders/search.ts',
    line_start: 42,
    cwe: 'CWE-89',
    rule_id: 'sql-injection',
  },
  {
    id: 'f-vendor',
    severity: 'high',
    title: 'Prototype pollution in a vendored library',
    file_path: 'vendor/lib/merge.js',
    line_start: 3,
    cwe: 'CWE-1321',
  },
]

/** A policy file that suppresses the SQL injection until `expires` and excludes vendor/. */
function policyFile(expires: string, extra = ''): string {
  return [
    'version: 1',
    'suppressions:',
    '  - id: f-sqli',
    '    reason: The query is built from a constant',
    `    expires: ${expires}`,
    "    owner: '@acme/payments'",
    extra,
    'exclude-paths:',
    '  - vendor/**',
    '',
  ].join('\n')
}

/** A push of main, the default branch: its checkout's policy file judges it. */
const push = {
  eventName: 'push',
  event: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
  ref: 'refs/heads/main',
  sha: PUSH_SHA,
}

describeE2e('the policy file, through dist/index.js', (env) => {
  it('a suppression that hides the critical finding passes the gate, and excluded paths do not gate', async () => {
    env.emu.plan.scan = { findings: FINDINGS }
    const run = await env.run({ ...push, workspace: { [POLICY]: policyFile(dayFromNow(60)) } })

    expectRun(run, 0, { result: 'passed', 'findings-critical': '1', 'findings-suppressed': '2' })
    expect(run.summary).toContain('**1 suppressed (0 expiring soon), 1 excluded**')
    expect(run.summary).toContain(
      'Gate: no findings at or above high \\(1 suppressed, 1 excluded by the policy file\\).',
    )
    // Both findings are still listed, marked.
    expect(run.summary).toContain('SQL injection in order search')
    expect(run.summary).toContain('Prototype pollution in a vendored library')
  })

  it('the same suppression expired fails the gate and names the lapse', async () => {
    env.emu.plan.scan = { findings: FINDINGS }
    const run = await env.run({ ...push, workspace: { [POLICY]: policyFile(dayFromNow(-2)) } })

    expectRun(run, 1, { result: 'failed', 'findings-critical': '1' })
    const warnings = commandLines(run.stdout, 'warning').join('\n')
    expect(warnings).toContain(
      `${POLICY} line 3: suppression "The query is built from a constant", owner @acme/payments no longer applies (it ended on ${dayFromNow(-2)})`,
    )
    expect(run.summary).toContain('The query is built from a constant')
  })

  it('a pull request that adds a suppression for its own finding still fails, and its proposal is shown', async () => {
    env.emu.plan.scan = { findings: FINDINGS }
    // The base commit has a policy that excludes vendor/ only; the pull request adds the rest.
    env.github.filesAtCommit[BASE_SHA] = {
      [POLICY]: 'version: 1\nexclude-paths:\n  - vendor/**\n',
    }
    const run = await env.run({
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA }),
      inputs: { 'pr-comment': 'always' },
      // The checkout of pull_request: the merge of the pull request, with its policy.
      workspace: { [POLICY]: policyFile(dayFromNow(30)) },
    })

    expectRun(run, 1, { result: 'failed', 'findings-critical': '1', 'findings-suppressed': '1' })
    expect(run.summary).toContain('takes effect after merge')
    expect(run.summary).toContain('The query is built from a constant')
    const comment = env.github.issueComments.at(-1)?.body ?? ''
    expect(comment).toContain('takes effect after merge')
    // Read as data at the base commit, not from the checkout.
    expect(
      env.github.requests.filter((r) => r.path.includes('/contents/')).map((r) => r.path),
    ).toEqual([`/repos/acme/webapp/contents/${POLICY.replace('/', '%2F')}`])
  })

  it('an invalid policy fails before anything is spent, with every error and its line', async () => {
    const invalid = [
      'version: 1',
      'suppressions:',
      '  - id: f-sqli',
      `    expires: ${dayFromNow(30)}`,
      '  - rule: sql-injection',
      '    reason: too far ahead',
      `    expires: ${dayFromNow(800)}`,
      'on-service-error: maybe',
      '',
    ].join('\n')
    const run = await env.run({ ...push, workspace: { [POLICY]: invalid } })

    expectRun(run, 1, { result: 'failed', 'scan-id': '', 'estimation-id': '' })
    const error = commandLines(run.stdout, 'error').join('\n')
    expect(error).toContain(`policy-file ${POLICY} is not valid`)
    expect(error).toMatch(/line 3, column 5: suppressions\[0\]\.reason/)
    expect(error).toMatch(/line 5, column 5: suppressions\[1\]\.expires/)
    expect(error).toMatch(/on-service-error/)
    expect(env.emu.requests).toEqual([])
  })

  it('counts that disagree with the findings read give unknown', async () => {
    env.emu.plan.scan = { findings: FINDINGS, findingsSummary: { critical: 2, high: 1 } }
    const run = await env.run({ ...push, workspace: { [POLICY]: policyFile(dayFromNow(60)) } })

    expectRun(run, 1, { result: 'unknown' })
    expect(commandLines(run.stdout, 'error').join('\n')).toContain('do not add up')
  })

  it("a pull request that deletes the policy file is still judged by the base's on-service-error: fail", async () => {
    // The base commit says an outage keeps the gate closed; the workflow says warn; the change
    // deletes the file (the checkout has none), and the service refuses every connection.
    env.github.filesAtCommit[BASE_SHA] = { [POLICY]: 'version: 1\non-service-error: fail\n' }
    const run = await env.run({
      event: pullRequestEvent({ number: PR_NUMBER, headSha: HEAD_SHA }),
      inputs: {
        'on-service-error': 'warn',
        // Only the estimation's request meets the refusals (each retried with backoff).
        'reuse-scan': 'false',
        'base-url': `http://127.0.0.1:${await closedPort()}/v1`,
      },
      workspace: {},
    })

    expectRun(run, 1, { result: 'failed' })
    expect(commandLines(run.stdout, 'error').join('\n')).toContain(
      'POST /cost-estimations could not reach the service (connect ECONNREFUSED',
    )
    expect(run.summary).not.toContain('on-service-error: warn let the job pass')
    expect(run.stdout).toContain(
      `Policy file ${POLICY}: read at the base commit (${BASE_SHA.slice(0, 12)}), not from the checkout`,
    )
  })

  it("a push of a branch forked before main said on-service-error: fail is judged by main's head, and fails in an outage", async () => {
    // main said warn where the branch forked, and fail since; the branch keeps its fork's file.
    const forkPoint = 'f0c0000000000000000000000000000000000001'
    const mainHead = 'f0c0000000000000000000000000000000000002'
    const branchHead = 'f0c0000000000000000000000000000000000003'
    env.github.addCommits([forkPoint, mainHead], { branch: 'main' })
    env.github.addCommits([branchHead], { parent: forkPoint, branch: 'feature/old-fork' })
    const warn = 'version: 1\non-service-error: warn\n'
    env.github.filesAtCommit[forkPoint] = { [POLICY]: warn }
    env.github.filesAtCommit[mainHead] = { [POLICY]: 'version: 1\non-service-error: fail\n' }
    const run = await env.run({
      eventName: 'push',
      event: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
      ref: 'refs/heads/feature/old-fork',
      sha: branchHead,
      inputs: { 'reuse-scan': 'false', 'base-url': `http://127.0.0.1:${await closedPort()}/v1` },
      workspace: { [POLICY]: warn },
    })

    expectRun(run, 1, { result: 'failed' })
    expect(run.summary).not.toContain('on-service-error: warn let the job pass')
    expect(run.stdout).toContain(
      `Policy file ${POLICY}: read at main's head (${mainHead.slice(0, 12)}), not from the checkout`,
    )
    expect(
      env.github.requests.filter((r) => r.path.includes('/contents/')).map((r) => r.query?.ref),
    ).toEqual([mainHead])
  })

  it('on-service-error: warn passes an outage with result unknown, and never a failing gate', async () => {
    env.emu.faults.add({ kind: 'status', status: 503, path: /^\/cost-estimations$/, times: 1_000 })
    const outage = await env.run({
      ...push,
      inputs: { 'on-service-error': 'warn', 'estimation-timeout': '3s' },
    })
    expectRun(outage, 0, { result: 'unknown' })
    expect(outage.summary).toContain(
      'The service could not be reached, and on-service-error: warn let the job pass with result unknown.',
    )
    expect(commandLines(outage.stdout, 'warning').join('\n')).toContain(
      'on-service-error is warn, so the job passes with result unknown',
    )

    env.emu.faults.clear()
    env.emu.plan.scan = { findings: FINDINGS }
    const failing = await env.run({ ...push, inputs: { 'on-service-error': 'warn' } })
    expectRun(failing, 1, { result: 'failed' })
  })
})
