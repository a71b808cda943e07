import { describe, expect, it } from 'vitest'
import { fakeCheckRunApi } from '../testkit/fakes/github-api.js'
import { useRunHarness } from './job/run-harness.js'

const h = useRunHarness()

const FINDINGS = [
  { severity: 'critical', title: 'SQLi in search', file_path: 'src/search.ts', line_start: 12 },
  { severity: 'high', title: 'XSS in login', file_path: 'src/login.ts', line_start: 40 },
  { severity: 'high', title: 'Old issue', file_path: 'src/legacy.ts', line_start: 3 },
]

function annotatedTitles(api: ReturnType<typeof fakeCheckRunApi>): string[] {
  return api.updates.flatMap(([, { output }]) => (output.annotations ?? []).map((a) => a.title))
}

describe('run: annotate where the pull request changed code', () => {
  it('changed-files: annotates only findings in the files the PR changes; the gate counts all', async () => {
    h.emu.plan.scan = { findings: FINDINGS }
    const api = fakeCheckRunApi()
    api.changedFiles = ['src/search.ts', 'src/login.ts']
    const { ports } = await h.run(h.inputs({ annotate: 'changed-files' }), { checkRunApi: api })

    expect(annotatedTitles(api)).toEqual(['Critical: SQLi in search', 'High: XSS in login'])
    expect(ports.failures).toEqual(['3 findings at or above high (1 critical, 2 high)'])
    expect(ports.summaries[0]).toContain(
      'Annotations are limited to the files PR \\#7 changes\\: 1 of the 3 findings read are not annotated; the gate counts every finding of the scan.',
    )
  })

  it('changed-lines: only findings on lines the PR adds or changes', async () => {
    h.emu.plan.scan = { findings: FINDINGS }
    const api = fakeCheckRunApi()
    api.changedFiles = ['src/search.ts', 'src/login.ts']
    api.patches = {
      'src/search.ts': '@@ -10,3 +10,4 @@\n context\n context\n+added 12\n context',
      'src/login.ts': '@@ -1,2 +1,2 @@\n-a\n+b',
    }
    await h.run(h.inputs({ annotate: 'changed-lines' }), { checkRunApi: api })
    expect(annotatedTitles(api)).toEqual(['Critical: SQLi in search'])
  })

  it('annotates everything, and says why, when the PR files cannot be listed', async () => {
    h.emu.plan.scan = { findings: FINDINGS }
    const api = fakeCheckRunApi()
    const { ports } = await h.run(h.inputs({ annotate: 'changed-files' }), { checkRunApi: api })
    expect(annotatedTitles(api)).toHaveLength(3)
    expect(ports.summaries[0]).toContain(
      'Every finding is annotated\\: the files PR \\#7 changes could not be listed',
    )
  })
})
