import { endOnBug, run } from './main.js'

await run().catch(endOnBug)
