/**
 * The published report-file schema (docs/report-file.schema.json), as a consumer would use it: a
 * real JSON Schema validator (Ajv, draft 2020-12, strict about what the schema says), not the zod
 * schema the file is generated from. For unit and end-to-end tests.
 */
import { readFileSync } from 'node:fs'
// CommonJS whose module.exports is also its own `.default`: under NodeNext the default import is
// typed as the module, so `.default` is the class (and the same value at run time).
import Ajv2020 from 'ajv/dist/2020.js'
import type { ValidateFunction } from 'ajv/dist/2020.js'

const SCHEMA_URL = new URL('../../docs/report-file.schema.json', import.meta.url)

let validator: ValidateFunction | undefined

/** Errors docs/report-file.schema.json finds in a parsed report file, as `path: message`; [] when valid. */
export function validateReportFile(file: unknown): string[] {
  validator ??= new Ajv2020.default({ allErrors: true }).compile(
    JSON.parse(readFileSync(SCHEMA_URL, 'utf8')) as object,
  )
  if (validator(file)) return []
  return (validator.errors ?? []).map(
    (e) => `${e.instancePath || '/'}: ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
  )
}
