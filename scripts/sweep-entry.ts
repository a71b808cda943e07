/**
 * Writes dist/sweep.js, the file sweep/action.yml runs: the gate's bundle, imported under a name
 * that tells it to sweep (src/config/actions.ts entryOfScript). One bundle for both actions: the
 * core is not built twice.
 */
import { writeFileSync } from 'node:fs'

writeFileSync(
  'dist/sweep.js',
  [
    '// org/security-scan-action/sweep (sweep/action.yml) runs this file; its name tells the',
    '// bundle to sweep. Written by scripts/sweep-entry.ts.',
    "import './index.js'",
    '',
  ].join('\n'),
)
