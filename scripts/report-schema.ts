/**
 * Writes docs/report-file.schema.json from the zod schema of the report file
 * (src/report/formats/report-file.ts). `npm run schema`; test/report/report-file.test.ts fails when the
 * committed file and the schema drift apart.
 */
import { writeFileSync } from 'node:fs'
import { renderPublishedReportFileSchema } from '../src/report/formats/report-file-sweep.js'

const path = new URL('../docs/report-file.schema.json', import.meta.url)
writeFileSync(path, renderPublishedReportFileSchema())
process.stdout.write(`wrote ${path.pathname}\n`)
