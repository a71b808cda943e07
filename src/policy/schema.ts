/**
 * The policy file's shape, as a zod schema: parse.ts validates with it, and docs/policy.schema.json
 * is generated from it (`npm run policy-schema`; a test fails when the two drift) so editors
 * check the file as it is written. Every message names what the field takes and what it got.
 *
 * What the JSON Schema cannot say is checked by parse.ts on top: an entry needs an id, a rule or
 * a cwe; an expires date at most a year ahead of the run. A date that is not a real date is not
 * a problem of the file: it counts as expired, so the pattern of `expires` is not enforced here.
 */
import { z } from 'zod/mini'
import { findGlobProblem, matchesEveryPath } from '../common/glob.js'
import '../common/zod-locale.js'
import { describeKind, showValue } from './describe.js'
import { ON_SERVICE_ERROR } from './policy.js'

const POLICY_VERSION = 1

type Issue = { input?: unknown }

/** `required` when absent, else what the field takes and what it got: `a glob, not a number`. */
function expecting(what: string): (issue: Issue) => string {
  return (issue) =>
    issue.input === undefined ? 'required' : `${what}, not ${describeKind(issue.input)}`
}

const text = (what = 'text') =>
  z.string({ error: expecting(what) }).check(z.regex(/\S/, { error: () => 'must not be empty' }))

/** A glob whose problem `findProblem` tells (undefined when it is one), described for editors. */
const globOf = (findProblem: (pattern: string) => string | undefined, description: string) =>
  z.string({ error: expecting('a glob') }).check(
    z.refine((pattern) => findProblem(pattern) === undefined, {
      error: (issue: Issue) => {
        const pattern = typeof issue.input === 'string' ? issue.input : ''
        return `${showValue(pattern)} is not a glob: ${findProblem(pattern) ?? ''}`
      },
    }),
    z.describe(description),
  )

const GLOB_SYNTAX =
  "A glob over the repository-relative path: *, **, ?, [a-z], {a,b}. 'dir/**' is everything below dir."
const glob = globOf(findGlobProblem, GLOB_SYNTAX)

/** A dependency-files pattern: a glob, or `!` and a glob, which takes out what it matches. */
const isExclusion = (pattern: string) => pattern.startsWith('!')
const lockfileGlob = globOf(
  (pattern) => findGlobProblem(isExclusion(pattern) ? pattern.slice(1) : pattern),
  `${GLOB_SYNTAX} A leading ! takes out what it matches.`,
)
const lockfileGlobs = z
  .union(
    [
      lockfileGlob,
      z
        .array(lockfileGlob)
        .check(z.minLength(1, { error: () => 'at least one glob, or no dependency-files key' })),
    ],
    { error: expecting('a glob or a list of globs') },
  )
  .check(
    z.refine((value) => value.length === 0 || [value].flat().some((p) => !isExclusion(p)), {
      error: () => 'only ! globs, which take lockfiles out: at least one glob must name some',
    }),
  )

const list = <T extends z.core.SomeType>(item: T, what: string) =>
  z.optional(z.nullable(z.array(item, { error: expecting(`a list of ${what}`) })))

/** A year: a warning window longer than the longest a suppression may run would warn of every one. */
const MAX_WARNING_DAYS = 365
const warningDaysProblem = (issue: Issue) =>
  `a whole number of days from 0 to ${MAX_WARNING_DAYS}, not ${showValue(issue.input)}`

const cweProblem = (issue: Issue) => `a CWE such as CWE-89 or 89, not ${showValue(issue.input)}`
const cwe = z.union(
  [
    z.string().check(z.regex(/^(?:[Cc][Ww][Ee]-)?[1-9][0-9]*$/, { error: cweProblem })),
    z.number().check(z.int({ error: cweProblem }), z.positive({ error: cweProblem })),
  ],
  { error: cweProblem },
)

const suppressionSchema = z
  .strictObject(
    {
      id: z.optional(text().check(z.describe("The finding's id: this finding only."))),
      rule: z.optional(text().check(z.describe("The scanner's rule id, exactly."))),
      cwe: z.optional(cwe.check(z.describe('CWE-89, cwe-89 and 89 are the same weakness.'))),
      paths: z.optional(
        z
          .array(glob, { error: expecting('a list of globs') })
          .check(
            z.minLength(1, { error: () => 'at least one glob, or no paths key' }),
            z.describe('Only findings whose path matches one of these globs.'),
          ),
      ),
      reason: text().check(z.describe('Why this risk is accepted.')),
      expires: z.string({ error: expecting('a date YYYY-MM-DD') }).check(
        z.describe(
          'YYYY-MM-DD, the last day it applies (UTC), at most a year ahead. A date that is not a real date counts as expired.',
        ),
        // For editors: the action reads any other text as expired, which is worth a squiggle.
        z.meta({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
      ),
      owner: z.optional(text().check(z.describe('Who answers for it.'))),
      ticket: z.optional(z.union([text(), z.number()], { error: expecting('text or a number') })),
    },
    { error: expecting('a mapping with reason, expires and an id, a rule or a cwe') },
  )
  .check(
    z.describe(
      'An accepted risk: matches findings by id, or by rule and/or cwe, narrowed by paths; every key given must match.',
    ),
    // For editors: parse.ts refuses an entry that names no finding (it would match everything).
    z.meta({ anyOf: [{ required: ['id'] }, { required: ['rule'] }, { required: ['cwe'] }] }),
  )

export const policySchema = z
  .strictObject(
    {
      version: z.literal(POLICY_VERSION, {
        error: (issue: Issue) =>
          issue.input === undefined ? 'required' : `must be 1, not ${showValue(issue.input)}`,
      }),
      suppressions: list(suppressionSchema, 'suppressions'),
      'exclude-paths': list(
        glob.check(
          z.refine((pattern) => !matchesEveryPath(pattern), {
            error: (issue: Issue) =>
              `${showValue(issue.input)} excludes every file, which would turn the gate off: name the folders or files to exclude`,
          }),
        ),
        'globs',
      ).check(
        z.describe(
          'Findings under these globs are listed but never gate (vendored code, fixtures).',
        ),
      ),
      'on-service-error': z.optional(
        z
          .enum(ON_SERVICE_ERROR, {
            error: (issue: Issue) => `fail or warn, not ${showValue(issue.input)}`,
          })
          .check(
            z.describe(
              'fail (the default): an outage of the service fails the job; warn: it passes with a warning, result unknown.',
            ),
          ),
      ),
      'expiry-warning-days': z.optional(
        z
          .number({ error: warningDaysProblem })
          .check(
            z.int({ error: warningDaysProblem }),
            z.gte(0, { error: warningDaysProblem }),
            z.lte(MAX_WARNING_DAYS, { error: warningDaysProblem }),
            z.describe(
              'A suppression ending within this many days is a warning (default: the deprecated input policy-expiry-warning-days, else 14).',
            ),
          ),
      ),
      'dependency-files': z.optional(
        lockfileGlobs.check(
          z.describe(
            'The lockfiles check-dependencies reads (default: the deprecated input dependency-files, else every package-lock.json, npm-shrinkwrap.json, yarn.lock and pnpm-lock.yaml).',
          ),
        ),
      ),
    },
    { error: expecting('a mapping with version: 1') },
  )
  .check(
    z.describe(
      'The policy file of security-scan-action (.github/security-scan.yml): accepted risks that expire, paths that never gate.',
    ),
  )

export type PolicyFile = z.infer<typeof policySchema>
export type SuppressionEntry = NonNullable<PolicyFile['suppressions']>[number]

/** docs/policy.schema.json, as `npm run policy-schema` writes it. */
export function renderPolicyJsonSchema(): string {
  return `${JSON.stringify(z.toJSONSchema(policySchema), null, 2)}\n`
}
