/**
 * What gate: new costs a pull request run, for `npm run bench`: the same pull request (main's 250
 * findings and one critical more) run with gate: all, then with gate: new after a push run of main
 * left its full scan and marker; the service's requests and GitHub's of the pull request's run
 * alone, each in an emulator and a fake GitHub of its own.
 */
import { startEmulator, type FindingSeed } from '../testkit/emulator/index.js'
import { startFakeGitHub } from '../testkit/fake-github/server.js'
import { pullRequestEvent, runBundledAction } from '../testkit/harness.js'
import { BASE_SHA, HEAD_SHA } from '../testkit/ids.js'

export interface BaselineRequests {
  label: string
  service: number
  github: number
  /** The service's requests by endpoint, for the reader. */
  byEndpoint: Record<string, number>
  result: string
}

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'info'] as const
const MAIN_FINDINGS = 250

function mainFindings(): FindingSeed[] {
  return Array.from({ length: MAIN_FINDINGS }, (_, i) => ({
    severity: SEVERITIES[i % SEVERITIES.length] ?? 'info',
    title: `Finding ${i}`,
    file_path: `src/module-${i % 20}/file-${i}.ts`,
    line_start: 10 + i,
    rule_id: `rule-${i % 30}`,
  }))
}

const ADDED: FindingSeed = {
  severity: 'critical',
  title: 'Command injection in the export job',
  file_path: 'src/export/run.ts',
  line_start: 7,
  rule_id: 'command-injection',
}

/** The requests of one pull request run, with or without a full scan of main before it. */
export async function countPullRequestRun(gate: 'all' | 'new'): Promise<BaselineRequests> {
  const emu = await startEmulator()
  const github = await startFakeGitHub()
  try {
    const key = emu.addKey({ scopes: ['read', 'write'] })
    emu.plan.estimation = { polls: 1 }
    emu.plan.scan = { statuses: ['queued', 'completed'] }
    const main = mainFindings()
    emu.plan.repositories = {
      'acme/webapp': {
        branches: {
          main: { scan: { findings: main } },
          'feature/login': { scan: { findings: [...main, ADDED] } },
        },
      },
    }
    github.addCommits([BASE_SHA], { branch: 'main' })
    const inputs = {
      'api-key': key,
      'base-url': emu.baseUrl,
      'github-token': 'ghs_benchToken0123456789abcdefABCDEF',
      'poll-interval': '100ms',
    }
    const common = { githubApiUrl: github.apiUrl, timeoutMs: 120_000 }
    if (gate === 'new') {
      emu.plan.headCommit = BASE_SHA
      await runBundledAction({
        ...common,
        inputs,
        eventName: 'push',
        event: { repository: { full_name: 'acme/webapp', default_branch: 'main' } },
        ref: 'refs/heads/main',
        sha: BASE_SHA,
      })
    }
    const serviceBefore = emu.requests.length
    const githubBefore = github.requests.length
    emu.plan.headCommit = HEAD_SHA
    const run = await runBundledAction({
      ...common,
      inputs: { ...inputs, gate },
      eventName: 'pull_request',
      event: pullRequestEvent({ number: 7, headSha: HEAD_SHA }),
    })
    const expected = gate === 'new' ? '1' : ''
    if (run.outputs['findings-new'] !== expected) {
      throw new Error(
        `the gate: ${gate} run did not compare as expected: ${run.stdout.slice(-800)}`,
      )
    }
    const byEndpoint: Record<string, number> = {}
    for (const request of emu.requests.slice(serviceBefore)) {
      const endpoint = request.endpoint ?? request.path
      byEndpoint[endpoint] = (byEndpoint[endpoint] ?? 0) + 1
    }
    return {
      label: gate === 'new' ? 'gate: new, baseline found by its marker' : 'gate: all',
      service: emu.requests.length - serviceBefore,
      github: github.requests.length - githubBefore,
      byEndpoint,
      result: run.outputs.result ?? '',
    }
  } finally {
    await emu.close()
    await github.close()
  }
}
