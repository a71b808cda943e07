import { readFileSync } from 'node:fs'
import { CORE_SCHEMA, load } from 'js-yaml'
// CommonJS whose module.exports is also its own `.default` (see test/report/report-file-validate.ts).
import Ajv2020 from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { parsePolicy } from '../../src/policy/parse.js'
import { renderPolicyJsonSchema } from '../../src/policy/schema.js'

const SCHEMA_URL = new URL('../../docs/policy.schema.json', import.meta.url)

/** What an editor validating against docs/policy.schema.json says of a file: [] when valid. */
function validateInEditor(text: string): string[] {
  const validate = new Ajv2020.default({ allErrors: true }).compile(
    JSON.parse(readFileSync(SCHEMA_URL, 'utf8')) as object,
  )
  if (validate(load(text, { schema: CORE_SCHEMA }))) return []
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword}`)
}

describe('docs/policy.schema.json', () => {
  it('is the JSON Schema of the policy file (npm run policy-schema writes it)', () => {
    const committed = JSON.parse(readFileSync(SCHEMA_URL, 'utf8')) as unknown
    expect(committed).toEqual(JSON.parse(renderPolicyJsonSchema()))
  })

  it('accepts a valid file, numbers for cwe and ticket included', () => {
    const text = [
      'version: 1',
      'on-service-error: warn',
      'expiry-warning-days: 30',
      'dependency-files: ["**/yarn.lock", "!legacy/**"]',
      'exclude-paths: [vendor/**]',
      'suppressions:',
      '  - {rule: js/xss, cwe: 79, paths: [src/**], reason: ok, expires: 2026-08-01, ticket: 12}',
      '  - {id: f-1, cwe: CWE-89, reason: ok, expires: 2026-08-01, owner: "@acme/db"}',
    ].join('\n')
    expect(validateInEditor(text)).toEqual([])
  })

  it('flags what parsePolicy refuses: an unknown key, a missing reason, a bad CWE', () => {
    const text = [
      'version: 1',
      'supressions: []',
      'suppressions:',
      '  - {rule: js/xss, cwe: SQLi, expires: 2026-08-01}',
    ].join('\n')
    // Ajv adds a line for each branch of an anyOf that failed: the three that matter are here.
    expect(validateInEditor(text)).toEqual(
      expect.arrayContaining([
        '/: must NOT have additional properties',
        "/suppressions/0: must have required property 'reason'",
        '/suppressions/0/cwe: must match pattern "^(?:[Cc][Ww][Ee]-)?[1-9][0-9]*$"',
      ]),
    )
  })

  it('flags an expiry-warning-days out of range or not whole', () => {
    expect(validateInEditor('version: 1\nexpiry-warning-days: 366')).toEqual([
      '/expiry-warning-days: must be <= 365',
    ])
    expect(validateInEditor('version: 1\nexpiry-warning-days: 1.5')).toEqual([
      '/expiry-warning-days: must be integer',
    ])
  })

  it('flags a dependency-files that is empty or not globs, and takes one glob', () => {
    expect(validateInEditor('version: 1\ndependency-files: app/yarn.lock')).toEqual([])
    expect(validateInEditor('version: 1\ndependency-files: []')).toContain(
      '/dependency-files: must NOT have fewer than 1 items',
    )
    expect(validateInEditor('version: 1\ndependency-files: [3]')).toContain(
      '/dependency-files/0: must be string',
    )
  })
})

describe("the README's policy file", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const section = readme.slice(readme.indexOf('### Policy file'))
  const example = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? ''

  it('is valid for editors and for the action', () => {
    expect(example).toContain('version: 1')
    expect(validateInEditor(example)).toEqual([])
    // At the day the example was written: its dates are within the year ahead.
    const parsed = parsePolicy(example, '.github/security-scan.yml', Date.UTC(2026, 10, 25))
    expect(parsed.ok).toBe(true)
  })

  it('flags, for editors, an entry that names no finding and a date that is not one', () => {
    const text = ['version: 1', 'suppressions:', '  - {reason: everything, expires: soon}'].join(
      '\n',
    )
    expect(validateInEditor(text)).toEqual(
      expect.arrayContaining([
        "/suppressions/0: must have required property 'id'",
        '/suppressions/0/expires: must match pattern "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"',
      ]),
    )
  })
})
