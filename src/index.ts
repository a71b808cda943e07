import { run } from './main.js'
import { createActionsPorts } from './runner/actions.js'

await run(createActionsPorts())
