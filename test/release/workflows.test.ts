import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { load } from 'js-yaml'
import { Ajv } from 'ajv'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const WORKFLOWS = join(ROOT, '.github', 'workflows')

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  'continue-on-error'?: boolean | string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Job {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  outputs?: Record<string, string>
  'continue-on-error'?: boolean | string
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions?: Record<string, string>
  jobs: Record<string, Job>
}

const readYaml = (path: string): unknown => load(readFileSync(path, 'utf8'))
const readWorkflowText = (file: string) => readFileSync(join(WORKFLOWS, file), 'utf8')
const readWorkflow = (file: string) => load(readWorkflowText(file)) as Workflow
const workflowFiles = readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml'))

/** A `uses:` as written, with its trailing comment, which the YAML parser drops. */
interface UsesLine {
  line: number
  uses: string
  comment: string | undefined
}

const USES_LINE = /^\s*(?:-\s+)?uses:\s*(['"]?)([^\s'"#]+)\1(?:\s+#\s*(.*?))?\s*$/

function readUsesLines(text: string): UsesLine[] {
  return text.split('\n').flatMap((line, index) => {
    const match = USES_LINE.exec(line)
    return match ? [{ line: index + 1, uses: match[2] ?? '', comment: match[3] }] : []
  })
}

/**
 * `owner/repo[/path]@<commit>`: a tag or branch can be moved to other code, by its owner or by
 * whoever takes the repository over; a full commit SHA cannot.
 */
const PINNED_USES = /^([A-Za-z0-9-]+\/[A-Za-z0-9._-]+)(\/[^@\s]+)?@([0-9a-f]{40})$/
/**
 * Dependabot recognises a comment that ends with the version of the pinned commit's release tag,
 * and rewrites SHA and version together; `# v7.0.1`, not `# v7` (a moving tag) or free text.
 */
const VERSION_COMMENT = /^v(\d+)\.\d+\.\d+$/

/** What is wrong with one `uses:` line, or undefined when it is local or pinned. */
function checkPin(entry: UsesLine): string | undefined {
  if (entry.uses.startsWith('./')) return undefined
  if (!PINNED_USES.test(entry.uses)) return `${entry.uses} is not pinned to a full commit SHA`
  if (!VERSION_COMMENT.test(entry.comment ?? '')) {
    return `${entry.uses} has no '# vX.Y.Z' comment naming its release`
  }
  return undefined
}

/** The index of the only step that matches; fails the test when none or several do. */
function stepIndex(steps: Step[], what: string, matches: (step: Step) => boolean): number {
  const found = steps.flatMap((step, index) => (matches(step) ? [index] : []))
  expect(found, `one step that ${what}`).toHaveLength(1)
  return found[0]!
}

describe('the pin check', () => {
  const SHA = '3d3c42e5aac5ba805825da76410c181273ba90b1'
  const check = (line: string) => readUsesLines(line).map(checkPin)

  it('accepts a local action and a commit pinned with its release', () => {
    expect(
      check(
        [
          '      - uses: ./',
          `      - uses: actions/checkout@${SHA} # v7.0.1`,
          `        uses: 'github/codeql-action/init@${SHA}' # v4.36.2`,
        ].join('\n'),
      ),
    ).toEqual([undefined, undefined, undefined])
  })

  it('rejects a tag, a branch, a short SHA and a pin without its release', () => {
    expect(
      check(
        [
          '      - uses: actions/checkout@v7',
          '      - uses: actions/checkout@main # v7.0.1',
          `      - uses: actions/checkout@${SHA.slice(0, 7)} # v7.0.1`,
          `      - uses: actions/checkout@${SHA}`,
          `      - uses: actions/checkout@${SHA} # v7`,
          `      - uses: actions/checkout@${SHA} # checkout v7.0.1, pinned`,
        ].join('\n'),
      ),
    ).toEqual([
      'actions/checkout@v7 is not pinned to a full commit SHA',
      'actions/checkout@main is not pinned to a full commit SHA',
      `actions/checkout@${SHA.slice(0, 7)} is not pinned to a full commit SHA`,
      `actions/checkout@${SHA} has no '# vX.Y.Z' comment naming its release`,
      `actions/checkout@${SHA} has no '# vX.Y.Z' comment naming its release`,
      `actions/checkout@${SHA} has no '# vX.Y.Z' comment naming its release`,
    ])
  })

  it('reads no uses: out of a comment line', () => {
    expect(readUsesLines('  # Runs the action itself with `uses: ./`')).toEqual([])
  })
})

describe('the release workflow', () => {
  const workflow = readWorkflow('release.yml')
  const verify = workflow.jobs.verify!
  const publish = workflow.jobs.publish!
  const runs = (step: Step, text: string | RegExp) =>
    typeof text === 'string' ? (step.run ?? '').includes(text) : text.test(step.run ?? '')

  it('runs on vX.Y.Z tags only, in any repository but a fork', () => {
    expect(workflow.on).toEqual({ push: { tags: ['v*.*.*'] } })
    // `repository.fork` of the push event's payload: true in a fork, false anywhere else.
    expect(verify.if).toBe('github.event.repository.fork == false')
    // Skipped with verify in a fork; never run when verify failed.
    expect(publish.needs).toBe('verify')
    expect(publish.if).toBeUndefined()
  })

  it('runs the dependencies read-only and without push credentials; publishes only after', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(Object.keys(workflow.jobs)).toEqual(['verify', 'publish', 'npm', 'image'])
    expect(verify.permissions).toEqual({ contents: 'read' })
    const checkout = verify.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!
    expect(checkout.with).toMatchObject({ 'persist-credentials': false, 'fetch-depth': 0 })
    expect(publish.needs).toBe('verify')
    expect(publish.permissions).toEqual({ contents: 'write' })
    // The job that can write runs none of the project's code: no npm, no node.
    for (const step of publish.steps) {
      expect(step.run ?? '').not.toMatch(/\b(npm|npx|node|tsx)\b/)
      expect(step.uses ?? 'actions/checkout@').toMatch(/^actions\/checkout@/)
    }
  })

  it('publishes the container image after the release, running only docker and gh, the image its own --help', () => {
    const image = workflow.jobs.image!
    expect(image.needs).toEqual(['verify', 'publish'])
    expect(image.permissions).toEqual({ contents: 'read', packages: 'write' })
    const checkout = image.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!
    expect(checkout.with).toMatchObject({ 'persist-credentials': false })
    const script = image.steps.map((step) => step.run ?? '').join('\n')
    expect(script).not.toMatch(/\b(npm|npx|tsx)\b/)
    expect(script).toContain('image="ghcr.io/${GITHUB_REPOSITORY_OWNER,,}/security-scan"')
    expect(script).toMatch(
      /docker run --rm "\$image:\$version" --help[^\n]*\n[^]*docker push "\$image:\$version"/,
    )
    // The major tag of the image follows the action's: only when the git tag is at this release.
    expect(script).toContain('if [ "$major_sha" = "$GITHUB_SHA" ]; then')
  })

  it('checks main, the tag, dist/ and the tests before it releases, and moves the major tag last', () => {
    const steps = verify.steps
    const onMain = stepIndex(steps, 'checks the commit is on main', (step) =>
      runs(step, 'git merge-base --is-ancestor "$GITHUB_SHA" refs/remotes/origin/main'),
    )
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
    expect(onMain).toBeLessThan(install)
    expect(install).toBeLessThan(check)
    expect(install).toBeLessThan(dist)
    expect(steps.some((step) => step.if)).toBe(false)
    // A failed check (a tag that does not match package.json, say) fails the run, never passes it.
    for (const failsQuietly of [verify, ...steps]) {
      expect(failsQuietly).not.toHaveProperty('continue-on-error')
    }
    expect(check).toBeLessThan(tests)

    const release = stepIndex(publish.steps, 'creates the release', (step) =>
      runs(step, 'gh release create'),
    )
    const moveTag = stepIndex(publish.steps, 'moves the major tag', (step) =>
      runs(step, /git push --force origin "refs\/tags\/\$MAJOR_TAG"/),
    )
    expect(release).toBeLessThan(moveTag)
    expect(publish.steps.some((step) => step.if)).toBe(false)
  })

  it('publishes the command line to npm with provenance, after a dry run, running no project code', () => {
    const npmJob = workflow.jobs.npm!
    expect(npmJob.needs).toEqual(['verify', 'publish'])
    expect(npmJob.permissions).toEqual({ contents: 'read', 'id-token': 'write' })
    const prepare = 'npm pkg delete optionalDependencies devDependencies scripts'
    const publishStep = npmJob.steps.find((step) => runs(step, 'npm publish'))!
    expect(publishStep.run).toContain(prepare)
    expect(publishStep.run).toMatch(
      /npm publish --provenance --access public --ignore-scripts --tag "\$tag"/,
    )
    // An older line's patch never becomes what npx gets by default.
    expect(publishStep.run).toContain('tag=maintenance')
    for (const step of npmJob.steps) {
      expect(step.run ?? '').not.toMatch(/\b(npm ci|npm install|npx|node|tsx|npm run)\b/)
    }
    const checkout = npmJob.steps.find((step) => step.uses?.startsWith('actions/checkout@'))!
    expect(checkout.with).toMatchObject({ 'persist-credentials': false })
    // verify checks the package and runs the same commands as a dry run, after the tests.
    const steps = verify.steps
    const tests = stepIndex(steps, 'runs the tests', (step) => step.run === 'npm test')
    const packageCheck = stepIndex(steps, 'checks the package', (step) =>
      runs(step, 'npm run package-check'),
    )
    const dryRun = stepIndex(steps, 'dry-runs the publish', (step) =>
      runs(step, 'npm publish --dry-run'),
    )
    expect(steps[dryRun]?.run).toContain(prepare)
    expect(tests).toBeLessThan(packageCheck)
    expect(packageCheck).toBeLessThan(dryRun)
  })

  it('fails the dist check when the build changed dist/', () => {
    const dist = verify.steps.find((step) => runs(step, 'git status --porcelain -- dist'))!
    expect(dist.run).toMatch(
      /if \[ -n "\$\(git status --porcelain -- dist\)" \]; then[\s\S]*exit 1/,
    )
  })

  it("publishes the changelog section the check wrote, and takes the check's major tag", () => {
    const check = verify.steps.find((step) => runs(step, 'scripts/release-check.ts'))!
    expect(check.id).toBe('check')
    const notesFile = /--notes-file ("[^"]+")/.exec(check.run!)?.[1]
    const handOver = verify.steps.find((step) => step.id === 'notes')!
    expect(handOver.run).toContain(`cat ${notesFile}`)
    expect(verify.outputs).toEqual({
      'major-tag': '${{ steps.check.outputs.major-tag }}',
      notes: '${{ steps.notes.outputs.notes }}',
    })
    const release = publish.steps.find((step) => runs(step, 'gh release create'))!
    // Through env, never interpolated into the script.
    expect(release.env).toEqual({
      GH_TOKEN: '${{ github.token }}',
      NOTES: '${{ needs.verify.outputs.notes }}',
    })
    expect(release.run).toContain('gh release view "$GITHUB_REF_NAME"')
    const moveTag = publish.steps.at(-1)!
    expect(moveTag.env).toMatchObject({ MAJOR_TAG: '${{ needs.verify.outputs.major-tag }}' })
    expect(moveTag.run).toContain('set -euo pipefail')
    expect(moveTag.run).toContain('git tag --force "$MAJOR_TAG" "$GITHUB_SHA"')
  })

  it('never puts an expression inside a script', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) expect(step.run ?? '').not.toContain('${{')
    }
  })

  it('has no dependency cache in the release', () => {
    const setupNode = verify.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))!
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
    for (const entry of readUsesLines(readWorkflowText(file))) {
      if (entry.uses.startsWith('./')) continue
      const action = entry.uses.split('@')[0] ?? ''
      const minimum = NODE24_MAJORS[action]
      const where = `${file}:${String(entry.line)}: ${entry.uses}`
      expect(minimum, `${where} is not a known node24 action`).toBeDefined()
      // The pin's comment names its release (checked below), so its major is the one that runs.
      expect(Number(VERSION_COMMENT.exec(entry.comment ?? '')?.[1]), where).toBeGreaterThanOrEqual(
        minimum!,
      )
    }
  })

  it.each(workflowFiles)(
    '%s pins every third-party action to a commit SHA, its release in a comment',
    (file) => {
      const problems = readUsesLines(readWorkflowText(file)).flatMap((entry) => {
        const problem = checkPin(entry)
        return problem ? [`${file}:${String(entry.line)}: ${problem}`] : []
      })
      expect(problems).toEqual([])
    },
  )

  it.each(workflowFiles)('%s: the pin check reads every uses: the YAML has', (file) => {
    // A `uses:` the line reader missed (a flow mapping, a multi-line scalar) would go unchecked.
    const workflow = readYaml(join(WORKFLOWS, file)) as {
      jobs: Record<string, { uses?: string; steps?: { uses?: string }[] }>
    }
    const parsed = Object.values(workflow.jobs).flatMap((job) => [
      ...(job.uses === undefined ? [] : [job.uses]),
      ...(job.steps ?? []).flatMap((step) => (step.uses === undefined ? [] : [step.uses])),
    ])
    expect(readUsesLines(readWorkflowText(file)).map((entry) => entry.uses)).toEqual(parsed)
  })

  it('pins each action repository to one commit and one version in every workflow', () => {
    const pins = new Map<string, Set<string>>()
    for (const file of workflowFiles) {
      for (const entry of readUsesLines(readWorkflowText(file))) {
        const match = PINNED_USES.exec(entry.uses)
        if (!match) continue
        const pin = `${match[3] ?? ''} # ${entry.comment ?? ''}`
        pins.set(match[1] ?? '', (pins.get(match[1] ?? '') ?? new Set()).add(pin))
      }
    }
    expect(pins.size).toBeGreaterThan(0)
    for (const [repository, seen] of pins) expect([...seen], repository).toHaveLength(1)
  })

  it('the job that can write contents runs only actions pinned to a commit', () => {
    const publish = readWorkflow('release.yml').jobs.publish!
    expect(publish.permissions).toEqual({ contents: 'write' })
    const uses = publish.steps.flatMap((step) => (step.uses === undefined ? [] : [step.uses]))
    expect(uses.length).toBeGreaterThan(0)
    for (const action of uses) expect(action).toMatch(PINNED_USES)
  })

  it.each(workflowFiles)('%s runs the same under any repository name', (file) => {
    // A condition on the name made the release do nothing in any repository but one.
    const conditions = Object.values(readWorkflow(file).jobs).flatMap((job) => [
      job.if ?? '',
      ...job.steps.map((step) => step.if ?? ''),
    ])
    for (const condition of conditions)
      expect(condition).not.toMatch(/\bgithub\.repository(?:_owner)?\b/)
  })

  it.each(workflowFiles)('%s reads contents by default', (file) => {
    expect(readWorkflow(file).permissions).toEqual({ contents: 'read' })
  })

  it('only the publish job of the release may write contents', () => {
    const writers = workflowFiles.flatMap((file) =>
      Object.entries(readWorkflow(file).jobs)
        .filter(([, job]) => job.permissions?.contents === 'write')
        .map(([name]) => `${file}:${name}`),
    )
    expect(writers).toEqual(['release.yml:publish'])
  })

  /** A step of `job` in ci.yml that runs exactly `first` comes before one that runs `second`. */
  const expectRunsInOrder = (job: string, first: string, second: string) => {
    const steps = readWorkflow('ci.yml').jobs[job]!.steps
    const at = (run: string) => stepIndex(steps, `runs ${run}`, (s) => s.run === run)
    expect(at(first)).toBeLessThan(at(second))
  }

  it('ci checks the committed licenses before its build rewrites dist/', () => {
    expectRunsInOrder('test', 'npm run licenses:check', 'npm run all')
  })

  it('ci builds the container image and runs it with --help', () => {
    expectRunsInOrder(
      'image',
      'docker build --tag security-scan:ci .',
      'docker run --rm security-scan:ci --help',
    )
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

describe("every workflow, against SchemaStore's github-workflow schema", () => {
  const schema = readYaml(
    join(ROOT, 'test', 'fixtures', 'schemastore', 'schemastore-github-workflow.json'),
  ) as object
  const validate = new Ajv({ strict: false }).compile(schema)

  it.each(workflowFiles)('%s validates', (file) => {
    expect(validate(readWorkflow(file)), JSON.stringify(validate.errors)).toBe(true)
  })

  it('catches a step that is neither uses nor run', () => {
    const broken = readWorkflow('ci.yml') as unknown as {
      jobs: Record<string, { steps: unknown[] }>
    }
    const job = Object.values(broken.jobs)[0]
    job?.steps.push({ name: 'nothing to do', with: { x: 1 } })
    expect(validate(broken)).toBe(false)
  })
})
