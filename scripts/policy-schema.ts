/**
 * Writes docs/policy.schema.json from the zod schema of the policy file (src/policy/schema.ts),
 * for editors that validate `.github/security-scan.yml`. `npm run policy-schema`;
 * test/policy/schema.test.ts fails when the committed file and the schema drift apart.
 */
import { writeFileSync } from 'node:fs'
import { renderPolicyJsonSchema } from '../src/policy/schema.js'

const path = new URL('../docs/policy.schema.json', import.meta.url)
writeFileSync(path, renderPolicyJsonSchema())
process.stdout.write(`wrote ${path.pathname}\n`)
