import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const WORKFLOWS = join(ROOT, '.github', 'workflows')

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Job {
  permissions?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const readYaml = (path: string): unknown => load(readFileSync(path, 'utf8'))
const readWorkflow = (file: string) => readYaml(join(WORKFLOWS, file)) as Workflow
const workflowFiles = readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'))

/** The index of the only step that matches; fails the test when none or several do. */
function stepIndex(steps: Step[], what: string, matches: (step: Step) => boolean): number {
  const found = steps.flatMap((step, index) => (matches(step) ? [index] : []))
  expect(found, `one step that ${what}`).toHaveLength(1)
  return found[0]!
}

describe('the release workflow', () => {
  const workflow = readWorkflow('release.yml')
  const job = workflow.jobs.release!
  const steps = job.steps
  const runs = (step: Step, text: string | RegExp) =>
    typeof text === 'string' ? (step.run ?? '').includes(text) : text.test(step.run ?? '')

  it('runs on vX.Y.Z tags only', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } })
  })

  it('reads by default; only its one job may write contents, and nothing else', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(Object.keys(workflow.jobs)).toEqual(['release'])
    expect(job.permissions).toEqual({ contents: 'write' })
  })

  it('checks, rebuilds and tests before it releases, and moves the major tag last', () => {
    const install = stepIndex(steps, 'runs npm ci', (step) => step.run === 'npm ci')
    const check = stepIndex(steps, 'runs the release check', (step) =>
      runs(step, /^npx tsx scripts\/release-check\.ts "\$GITHUB_REF_NAME" --notes-file /),
    )
    const dist = stepIndex(
      steps,
      'checks dist/',
      (step) => runs(step, 'npm run build') && runs(step, 'git status --porcelain -- dist'),
    )
    const tests = stepIndex(steps, 'runs the tests', (step) => step.run === 'npm test')
    const release = stepIndex(steps, 'creates the release', (step) =>
      runs(step, 'gh release create'),
    )
    const moveTag = stepIndex(steps, 'moves the major tag', (step) =>
      runs(step, /git push --force origin "refs\/tags\/\$MAJOR_TAG"/),
    )

    expect(install).toBeLessThan(check)
    expect(install).toBeLessThan(dist)
    for (const before of [check, dist, tests]) expect(before).toBeLessThan(release)
    expect(release).toBeLessThan(moveTag)
    expect(steps.slice(release + 1).some((step) => step.if)).toBe(false)
  })

  it('fails the dist check when the build changed dist/', () => {
    const dist = steps.find((step) => (step.run ?? '').includes('git status --porcelain -- dist'))!
    expect(dist.run).toMatch(
      /if \[ -n "\$\(git status --porcelain -- dist\)" \]; then[\s\S]*exit 1/,
    )
  })

  it("publishes the changelog section the check wrote, and takes the check's major tag", () => {
    const check = steps.find((step) => (step.run ?? '').includes('scripts/release-check.ts'))!
    const notesFile = /--notes-file ("[^"]+")/.exec(check.run!)?.[1]
    const release = steps.find((step) => (step.run ?? '').includes('gh release create'))!
    expect(release.run).toContain(`--notes-file ${notesFile}`)
    expect(release.run).toContain('"$GITHUB_REF_NAME"')
    expect(release.env).toEqual({ GH_TOKEN: '${{ github.token }}' })

    const moveTag = steps.at(-1)!
    expect(check.id).toBe('check')
    expect(moveTag.env).toEqual({ MAJOR_TAG: '${{ steps.check.outputs.major-tag }}' })
    expect(moveTag.run).toContain('git tag --force "$MAJOR_TAG" HEAD')
  })

  it('has no dependency cache in the job that can write', () => {
    const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))!
    expect(setupNode.with).toMatchObject({ 'package-manager-cache': false })
    expect(setupNode.with).not.toHaveProperty('cache')
  })
})

describe('every workflow', () => {
  // Verified in each action's action.yml (`runs.using: node24`) at these major tags; a newer
  // major passes, an older one fails.
  const NODE24_MAJORS: Record<string, number> = {
    'actions/checkout': 5,
    'actions/setup-node': 5,
    'actions/upload-artifact': 6,
    'github/codeql-action/init': 4,
    'github/codeql-action/analyze': 4,
    'github/codeql-action/upload-sarif': 4,
  }

  it.each(workflowFiles)('%s uses actions that run on node24', (file) => {
    const workflow = readWorkflow(file)
    for (const [jobName, job] of Object.entries(workflow.jobs)) {
      for (const step of job.steps) {
        if (!step.uses || step.uses.startsWith('./')) continue
        const [action = '', ref = ''] = step.uses.split('@')
        const minimum = NODE24_MAJORS[action]
        expect(
          minimum,
          `${file} ${jobName}: ${step.uses} is not a known node24 action`,
        ).toBeDefined()
        expect(
          Number(/^v(\d+)$/.exec(ref)?.[1]),
          `${file} ${jobName}: ${step.uses}`,
        ).toBeGreaterThanOrEqual(minimum!)
      }
    }
  })

  it.each(workflowFiles)('%s reads contents by default', (file) => {
    expect(readWorkflow(file).permissions).toEqual({ contents: 'read' })
  })

  it('only the release job may write contents', () => {
    const writers = workflowFiles.flatMap((file) =>
      Object.entries(readWorkflow(file).jobs)
        .filter(([, job]) => job.permissions?.contents === 'write')
        .map(([name]) => `${file}:${name}`),
    )
    expect(writers).toEqual(['release.yml:release'])
  })

  it('ci checks the committed licenses before its build rewrites dist/', () => {
    const steps = readWorkflow('ci.yml').jobs.test!.steps
    const licenses = stepIndex(
      steps,
      'checks the licenses',
      (s) => s.run === 'npm run licenses:check',
    )
    const all = stepIndex(steps, 'runs npm run all', (s) => s.run === 'npm run all')
    expect(licenses).toBeLessThan(all)
  })

  it('check-dist says how to fix a stale dist/, for Dependabot pull requests too', () => {
    const steps = readWorkflow('check-dist.yml').jobs['check-dist']!.steps
    const diff = steps.find((step) => step.id === 'diff')!
    expect(diff.run).toContain(
      "::error::dist/ is stale: run 'npm ci && npm run build' and commit dist/",
    )
    const dependabot = steps.find((step) => step.if?.includes("'dependabot[bot]'"))!
    expect(dependabot.if).toContain("steps.diff.outcome == 'failure'")
    expect(dependabot.run).toContain('gh pr checkout $PR_NUMBER')
  })
})

describe('Dependabot', () => {
  const config = readYaml(join(ROOT, '.github', 'dependabot.yml')) as {
    version: number
    updates: { 'package-ecosystem': string; schedule: { interval: string }; groups: object }[]
  }

  it('opens one weekly pull request per ecosystem, for npm and GitHub Actions', () => {
    expect(config.version).toBe(2)
    expect(config.updates.map((update) => update['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ])
    for (const update of config.updates) {
      expect(update.schedule.interval).toBe('weekly')
      const groups = Object.values(update.groups) as { patterns?: string[] }[]
      expect(groups).toHaveLength(1)
      expect(groups[0]!.patterns).toEqual(['*'])
    }
  })
})

describe('the Node version', () => {
  it('is 24 everywhere: action.yml, .node-version (CI) and engines', () => {
    const action = readYaml(join(ROOT, 'action.yml')) as { runs: { using: string } }
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string }
    }
    expect(action.runs.using).toBe('node24')
    expect(readFileSync(join(ROOT, '.node-version'), 'utf8').trim()).toBe('24')
    expect(pkg.engines.node).toBe('>=24')
  })
})
