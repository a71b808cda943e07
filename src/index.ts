import { entryOfScript } from './config/actions.js'
import { endOnBug, run } from './main.js'

// One bundle, two actions: sweep/action.yml runs it through dist/sweep.js (scripts/sweep-entry.ts).
await run(undefined, entryOfScript(process.argv[1])).catch(endOnBug)
