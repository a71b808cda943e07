import { describe, expect, it } from 'vitest'
import { fakeCheckRunApi } from '../../testkit/fakes/github-api.js'
import { memoryWorkspace } from '../../testkit/fakes/workspace.js'
import { makeContext } from '../../testkit/builders/config.js'
import { BASE_SHA } from '../../testkit/ids.js'
import { useRunHarness } from './run-harness.js'

const h = useRunHarness()
const POLICY = '.github/security-scan.yml'
/** The virtual clock starts on 2030-01-01: this suppression ends 30 days later. */
const ENDS_IN_30_DAYS = '2030-01-31'

/** A policy file suppressing f-1 until ENDS_IN_30_DAYS, its window `days` when given. */
function policyFile(days: number | undefined): string {
  return [
    'version: 1',
    ...(days === undefined ? [] : [`expiry-warning-days: ${days}`]),
    'suppressions:',
    '  - id: f-1',
    '    reason: a constant query',
    `    expires: ${ENDS_IN_30_DAYS}`,
    '',
  ].join('\n')
}

function planOneFinding(): void {
  h.emu.plan.scan = {
    findings: [{ id: 'f-1', severity: 'high', title: 'SQL injection', file_path: 'src/a.ts' }],
  }
}

function warningsOfTheSuppression(lines: string[]): string[] {
  return lines.filter((line) => line.includes(`ends on ${ENDS_IN_30_DAYS}`))
}

/** A scheduled run of the default branch: the checkout's policy file judges it. */
async function runWith(fileDays: number | undefined, inputDays: string) {
  planOneFinding()
  const { workspace } = memoryWorkspace({ [POLICY]: policyFile(fileDays) })
  const context = makeContext({
    eventName: 'schedule',
    payload: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
    refName: 'main',
  })
  const { ports } = await h.run(h.inputs({ 'policy-expiry-warning-days': inputDays }), {
    context,
    workspace,
  })
  expect(ports.failures).toEqual([])
  return warningsOfTheSuppression(ports.log.at('warning'))
}

describe("the policy file's expiry-warning-days", () => {
  it('sets the warning window over the input policy-expiry-warning-days, wider or narrower', async () => {
    expect(await runWith(60, '7')).toEqual([
      `${POLICY} line 4: suppression "a constant query" ends on ${ENDS_IN_30_DAYS}; renew it or fix what it hides`,
    ])
    expect(await runWith(7, '60')).toEqual([])
  })

  it('leaves the window to the input when the file does not say', async () => {
    expect(await runWith(undefined, '60')).toHaveLength(1)
    expect(await runWith(undefined, '7')).toEqual([])
  })

  it("on a pull request, is the base's: the pull request's own only proposes", async () => {
    planOneFinding()
    const checkRunApi = fakeCheckRunApi()
    checkRunApi.filesAtCommit = { [BASE_SHA]: { [POLICY]: policyFile(undefined) } }
    const { workspace } = memoryWorkspace({ [POLICY]: policyFile(60) })
    const { ports } = await h.run(h.inputs({ 'policy-expiry-warning-days': '7' }), {
      workspace,
      checkRunApi,
    })
    expect(ports.failures).toEqual([])
    expect(checkRunApi.readFiles).toEqual([`${POLICY}@${BASE_SHA}`])
    expect(warningsOfTheSuppression(ports.log.at('warning'))).toEqual([])
    expect(ports.summaries[0]).toContain(
      'changes expiry-warning-days from unset (the input decides) to 60 days',
    )
  })
})
